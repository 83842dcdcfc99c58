import type { resource as es } from '../es/shell';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  greeting: 'Hi',
  home: 'Home',
  breadcrumbs: 'Breadcrumb',
  mainMenu: 'Main menu',
  toggleMenu: 'Open or close the menu',
  openProfile: 'Open the My Profile panel',
  profilePanel: 'My Profile',
  myProfile: 'My Profile',
  logout: 'Sign out',
  roleStudent: 'Student',
  roleAdmin: 'Administrator',
  credit: 'Developed by',
  menu: {
    carreras: 'Degree programmes',
    instancias: 'Offerings',
    inscripciones: 'Enrolments',
    usuarios: 'Users',
    dashboard: 'Dashboard',
    carrerasAdmin: 'Programmes',
    reportes: 'Reports',
    correcciones: 'Corrections',
    identidad: 'Identity',
  },
  pendingCount_one: '{{count}} open',
  pendingCount_other: '{{count}} open',
  noPermissions: 'Your staff account has no screens assigned yet. Ask an administrator to check your group.',
};
