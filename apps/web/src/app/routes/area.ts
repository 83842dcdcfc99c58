import { isAdminScope } from '@ingreso/shared';
import type { Area } from './types';

/** Seed: scope admin (any case) gets the staff area, anyone else the applicant area. */
export function areaOf(scope: string | null | undefined): Area {
  return isAdminScope(scope) ? 'staff' : 'applicant';
}
