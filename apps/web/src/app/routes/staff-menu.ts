import { IconCalendarEvent, IconClipboardList, IconUsers } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import type { MenuEntry } from './types';

/** Header menu of the staff area (seed: Instancias, Inscripciones, Usuarios). Entries show once their screen is registered. */
export const staffMenu: MenuEntry[] = [
  { path: paths.staff.instancias, labelKey: 'menu.instancias', icon: IconCalendarEvent },
  { path: paths.staff.inscripciones, labelKey: 'menu.inscripciones', icon: IconClipboardList },
  { path: paths.staff.usuarios, labelKey: 'menu.usuarios', icon: IconUsers },
];
