import type { resource as es } from '../es/carreras';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  intro: 'Choisissez un type de formation pour voir les sessions ouvertes et vous inscrire.',
  loading: 'Chargement des sessions ouvertes...',
  empty: "Aucune session n'est ouverte pour le moment",
  emptyHint: "Vous pouvez consulter l'offre de formation sur le site de la faculté.",
  facultySite: 'Aller sur le site de la faculté',
  newTab: '(s’ouvre dans un nouvel onglet)',
  openCount_one: '{{count}} session ouverte',
  openCount_many: '{{count}} sessions ouvertes',
  openCount_other: '{{count}} sessions ouvertes',
  noneOpen: 'Aucune session ouverte',
  showInstancias: 'Voir les sessions de {{type}}',
  showInstanciasShort: 'Voir les sessions',
  external: 'Offre sur le site de la formation continue',
  goExternal: 'Aller sur le site de la formation continue',
  noPersona: 'Complétez vos données personnelles avant de vous inscrire.',
  completeRegister: 'Compléter mes données',
};
