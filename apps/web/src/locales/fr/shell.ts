import type { resource as es } from '../es/shell';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  greeting: 'Bonjour',
  home: 'Accueil',
  breadcrumbs: "Fil d'Ariane",
  mainMenu: 'Menu principal',
  toggleMenu: 'Ouvrir ou fermer le menu',
  openProfile: 'Ouvrir le panneau Mon profil',
  profilePanel: 'Mon profil',
  myProfile: 'Mon profil',
  logout: 'Se déconnecter',
  roleStudent: 'Étudiant(e)',
  roleAdmin: 'Administrateur',
  credit: 'Développé par',
  menu: {
    carreras: 'Formations',
    instancias: 'Sessions',
    inscripciones: 'Inscriptions',
    usuarios: 'Utilisateurs',
    dashboard: 'Tableau de bord',
    carrerasAdmin: 'Formations',
    reportes: 'Rapports',
    correcciones: 'Corrections',
    identidad: 'Identité',
  },
  pendingCount_one: '{{count}} en attente',
  pendingCount_many: '{{count}} en attente',
  pendingCount_other: '{{count}} en attente',
  noPermissions: 'Votre compte du personnel n’a encore aucun écran attribué. Demandez à un administrateur de vérifier votre groupe.',
};
