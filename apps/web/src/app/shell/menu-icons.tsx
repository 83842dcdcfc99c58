import {
  IconBooks,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardList,
  IconId,
  IconLayoutDashboard,
  IconSchool,
  IconUserEdit,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

/**
 * The header menu's icon of each entry, by path. Kept apart from the menu lists
 * (routes/staff-menu.ts, routes/applicant-menu.ts): those are read at start-up to pick a staff
 * member's home page, and the icons would otherwise ride along in the login page's first script
 * (issue 20). Only the signed-in shell, a chunk of its own, imports this file.
 */
const icons: Record<string, Icon> = {
  [paths.dashboard]: IconLayoutDashboard,
  [paths.staff.instancias]: IconCalendarEvent,
  [paths.staff.inscripciones]: IconClipboardList,
  [paths.staff.correcciones]: IconUserEdit,
  [paths.staff.identidad]: IconId,
  [paths.staff.usuarios]: IconUsers,
  [paths.staff.carrerasAdmin]: IconBooks,
  [paths.staff.reportes]: IconChartBar,
  [paths.applicant.carreras]: IconSchool,
};

export function MenuIcon({ path }: { path: string }) {
  const Glyph = icons[path];
  return Glyph ? <Glyph size={18} aria-hidden="true" /> : null;
}
