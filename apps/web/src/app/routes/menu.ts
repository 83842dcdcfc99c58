import type { StaffPermission } from '@ingreso/shared';
import { matchPath } from 'react-router';
import { applicantMenu } from './applicant-menu';
import { applicantScreens } from './applicant-routes';
import { staffMenu } from './staff-menu';
import { staffScreens } from './staff-routes';
import type { Area, MenuEntry } from './types';

/**
 * Only entries whose screen exists and that the staff group may open: a menu never leads
 * to a dead end or to a refusal.
 */
export function menuOf(area: Area, permissions: readonly StaffPermission[]): MenuEntry[] {
  const screens = area === 'staff' ? staffScreens : applicantScreens;
  const menu = area === 'staff' ? staffMenu : applicantMenu;
  return menu.filter((entry) =>
    screens.some((screen) => screen.path === entry.path && (!screen.permission || permissions.includes(screen.permission))),
  );
}

/** The menu entry the current path belongs to (itself or one of its sub-paths). */
export function activeMenuEntry(area: Area, pathname: string, permissions: readonly StaffPermission[]): MenuEntry | undefined {
  // The longest match: /inscripciones/identidad is Identidad's page, not one of Inscripciones'.
  const matches = menuOf(area, permissions).filter(
    (entry) => matchPath({ path: entry.path, end: true }, pathname) || pathname.startsWith(`${entry.path}/`),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}

/** Where a staff member lands at "/": Instancias if the group may see them, else its first menu entry. */
export function staffHome(permissions: readonly StaffPermission[]): string | null {
  const entries = menuOf('staff', permissions);
  return (entries.find((e) => e.path === staffMenu[1].path) ?? entries[0])?.path ?? null;
}
