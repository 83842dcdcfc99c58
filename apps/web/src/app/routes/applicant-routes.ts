import { paths } from '@/config/paths';
import type { AreaScreen } from './types';

/**
 * Screens of the applicant area (scope other than admin), one line each:
 *   { path: paths.applicant.carreras, load: () => import('@/features/carreras').then((m) => m.CarrerasScreen) },
  { path: paths.applicant.perfil, load: () => import('@/features/perfil').then((m) => m.ProfileScreen) },
 * Until a path is listed here it behaves as an unknown path (→ /error), and
 * its header-menu entry (applicant-menu.ts) stays hidden.
 */
export const applicantScreens: AreaScreen[] = [
  { path: paths.applicant.completeRegister, load: () => import('@/features/complete-register').then((m) => m.CompleteRegisterScreen) },
  {
    path: paths.applicant.carreras,
    load: () => import('@/features/carreras').then((m) => m.CarrerasScreen),
    prefetch: () => import('@/features/carreras/prefetch').then((m) => m.prefetchCarreras()),
  },
  { path: paths.applicant.perfil, load: () => import('@/features/perfil').then((m) => m.ProfileScreen) },
];
