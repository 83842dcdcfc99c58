import { createElement } from 'react';
import { paths } from '@/config/paths';
import type { AreaScreen } from './types';

/**
 * Screens of the staff area (scope admin), one line each:
 *   { path: paths.staff.instancias, load: () => import('@/features/instancias').then((m) => m.InstanciasScreen) },
 * Until a path is listed here it behaves as an unknown path (→ /error/404),
 * and its header-menu entry (staff-menu.ts) stays hidden.
 */
export const staffScreens: AreaScreen[] = [
  { path: paths.staff.instancias, load: () => import('@/features/instancias').then((m) => m.InstanciasScreen) },
  {
    path: paths.staff.inscribirPersonaNuevaPattern,
    // Features do not import each other: the route hands the registration wizard to the instancias screen.
    load: () =>
      Promise.all([import('@/features/instancias'), import('@/features/complete-register')]).then(
        ([{ NewPersonScreen }, { RegistrationWizard }]) =>
          function StaffNewPersonScreen() {
            return createElement(NewPersonScreen, { Wizard: RegistrationWizard });
          },
      ),
  },
  { path: paths.staff.inscripciones, load: () => import('@/features/inscripciones').then((m) => m.InscripcionesScreen) },
  { path: paths.staff.correcciones, load: () => import('@/features/inscripciones').then((m) => m.CorrectionsScreen) },
  { path: paths.staff.inscripcionesInstanciaPattern, load: () => import('@/features/inscripciones').then((m) => m.EnrolleesScreen) },
  { path: paths.staff.asistenciasNuevaPattern, load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen) },
  { path: paths.staff.asistenciasEditPattern, load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen) },
  { path: paths.staff.notasNuevaPattern, load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen) },
  { path: paths.staff.notasEditPattern, load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen) },
  { path: paths.staff.usuarios, load: () => import('@/features/usuarios').then((m) => m.UsersScreen) },
  { path: paths.staff.carrerasAdmin, load: () => import('@/features/carreras-admin').then((m) => m.CareersScreen) },
  { path: paths.dashboard, load: () => import('@/features/dashboard').then((m) => m.DashboardScreen) },
];
