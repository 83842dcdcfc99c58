import { matchPath } from 'react-router';
import { applicantMenu } from './applicant-menu';
import { applicantScreens } from './applicant-routes';
import { staffMenu } from './staff-menu';
import { staffScreens } from './staff-routes';
import type { Area, MenuEntry } from './types';

/** Only entries whose screen exists: a menu never leads to a dead end. */
export function menuOf(area: Area): MenuEntry[] {
  const screens = area === 'staff' ? staffScreens : applicantScreens;
  const menu = area === 'staff' ? staffMenu : applicantMenu;
  return menu.filter((entry) => screens.some((screen) => screen.path === entry.path));
}

/** The menu entry the current path belongs to (itself or one of its sub-paths). */
export function activeMenuEntry(area: Area, pathname: string): MenuEntry | undefined {
  return menuOf(area).find((entry) => matchPath({ path: entry.path, end: true }, pathname) || pathname.startsWith(`${entry.path}/`));
}
