import type { resource as es } from '../es/carreras';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  intro: 'Wählen Sie eine Studienart, um die offenen Angebote zu sehen und sich einzuschreiben.',
  loading: 'Die offenen Angebote werden geladen...',
  empty: 'Derzeit gibt es keine offenen Angebote',
  emptyHint: 'Das Studienangebot finden Sie auf der Website der Fakultät.',
  facultySite: 'Zur Website der Fakultät',
  newTab: '(öffnet in einem neuen Tab)',
  openCount_one: '{{count}} offenes Angebot',
  openCount_other: '{{count}} offene Angebote',
  noneOpen: 'Keine offenen Angebote',
  showInstancias: 'Angebote für {{type}} anzeigen',
  showInstanciasShort: 'Angebote anzeigen',
  external: 'Angebot auf der Website der Universitätsweiterbildung',
  goExternal: 'Zur Website der Weiterbildung',
  noPersona: 'Ergänzen Sie Ihre persönlichen Daten, bevor Sie sich einschreiben.',
  completeRegister: 'Meine Daten ergänzen',
};
