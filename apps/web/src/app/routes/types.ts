import type { StaffPermission } from '@ingreso/shared';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

/**
 * One screen of a signed-in area. `load` imports the feature's chunk the first
 * time the path is visited, e.g.
 *   { path: paths.applicant.carreras, load: () => import('@/features/carreras').then((m) => m.CarrerasScreen) }
 */
export interface AreaScreen {
  /** Router pattern, e.g. '/carreras' or '/instancias/notas/:instance'. */
  path: string;
  load: () => Promise<ComponentType>;
  /**
   * Starts the screen's first API calls. Called together with `load` when the page opens on
   * this path (preload-route.ts), so the data arrives while the code does, not after it.
   */
  prefetch?: () => Promise<unknown>;
  /** Staff screens: what the staff group must be allowed to open it (and to see its menu entry). */
  permission?: StaffPermission;
}

/** A header-menu entry; shown only once a screen is registered for its path. */
export interface MenuEntry {
  path: string;
  labelKey: ParseKeys<'shell'>;
  /** A count shown next to the label (the open correction requests). */
  count?: 'correcciones' | 'identidad';
}

export type Area = 'applicant' | 'staff';
