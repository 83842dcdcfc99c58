import type { resource as es } from '../es/shell';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  greeting: 'Hallo',
  home: 'Start',
  breadcrumbs: 'Navigationspfad',
  mainMenu: 'Hauptmenü',
  toggleMenu: 'Menü öffnen oder schließen',
  openProfile: 'Bereich „Mein Profil“ öffnen',
  profilePanel: 'Mein Profil',
  myProfile: 'Mein Profil',
  logout: 'Abmelden',
  roleStudent: 'Studierende/r',
  roleAdmin: 'Administrator/in',
  credit: 'Entwickelt von',
  menu: {
    carreras: 'Studiengänge',
    instancias: 'Angebote',
    inscripciones: 'Einschreibungen',
    usuarios: 'Benutzer',
    dashboard: 'Übersicht',
    carrerasAdmin: 'Studiengänge',
    reportes: 'Berichte',
    correcciones: 'Korrekturen',
    identidad: 'Identität',
  },
  pendingCount_one: '{{count}} offen',
  pendingCount_other: '{{count}} offen',
  noPermissions:
    'Ihrem Mitarbeiterkonto sind noch keine Bildschirme zugewiesen. Bitten Sie eine Administratorin oder einen Administrator, Ihre Gruppe zu prüfen.',
};
