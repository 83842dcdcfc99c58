import { paths } from '@/config/paths';
import type { MenuEntry } from './types';

/**
 * Header menu of the staff area (seed: Instancias, Inscripciones, Usuarios; issue 6 adds the dashboard, the
 * breadcrumbs' root, and the careers and subjects screen). Entries show once their screen is registered.
 * Their icons are in shell/menu-icons.ts: this list is read at start-up (staffHome), the icons only
 * by the signed-in shell.
 */
export const staffMenu: MenuEntry[] = [
  { path: paths.dashboard, labelKey: 'menu.dashboard' },
  { path: paths.staff.instancias, labelKey: 'menu.instancias' },
  { path: paths.staff.inscripciones, labelKey: 'menu.inscripciones' },
  { path: paths.staff.correcciones, labelKey: 'menu.correcciones', count: 'correcciones' },
  { path: paths.staff.identidad, labelKey: 'menu.identidad', count: 'identidad' },
  { path: paths.staff.usuarios, labelKey: 'menu.usuarios' },
  { path: paths.staff.carrerasAdmin, labelKey: 'menu.carrerasAdmin' },
  { path: paths.staff.reportes, labelKey: 'menu.reportes' },
];
