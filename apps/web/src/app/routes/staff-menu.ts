import {
  IconBooks,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardList,
  IconId,
  IconLayoutDashboard,
  IconUserEdit,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';
import type { MenuEntry } from './types';

/**
 * Header menu of the staff area (seed: Instancias, Inscripciones, Usuarios; issue 6 adds the dashboard, the
 * breadcrumbs' root, and the careers and subjects screen). Entries show once their screen is registered.
 */
export const staffMenu: MenuEntry[] = [
  { path: paths.dashboard, labelKey: 'menu.dashboard', icon: IconLayoutDashboard },
  { path: paths.staff.instancias, labelKey: 'menu.instancias', icon: IconCalendarEvent },
  { path: paths.staff.inscripciones, labelKey: 'menu.inscripciones', icon: IconClipboardList },
  { path: paths.staff.correcciones, labelKey: 'menu.correcciones', icon: IconUserEdit, count: 'correcciones' },
  { path: paths.staff.identidad, labelKey: 'menu.identidad', icon: IconId, count: 'identidad' },
  { path: paths.staff.usuarios, labelKey: 'menu.usuarios', icon: IconUsers },
  { path: paths.staff.carrerasAdmin, labelKey: 'menu.carrerasAdmin', icon: IconBooks },
  { path: paths.staff.reportes, labelKey: 'menu.reportes', icon: IconChartBar },
];
