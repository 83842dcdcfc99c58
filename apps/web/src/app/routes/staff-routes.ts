import { createElement } from 'react';
import { paths } from '@/config/paths';
import type { AreaScreen } from './types';

/**
 * Screens of the staff area (scope admin), one line each, with the permission a staff
 * group needs to open it (the server checks each call again):
 *   { path: paths.staff.instancias, load: () => import('@/features/instancias').then((m) => m.InstanciasScreen) },
 * Until a path is listed here it behaves as an unknown path (→ /error/404),
 * and its header-menu entry (staff-menu.ts) stays hidden.
 */
export const staffScreens: AreaScreen[] = [
  {
    path: paths.staff.instancias,
    permission: 'instancias.ver',
    load: () => import('@/features/instancias').then((m) => m.InstanciasScreen),
  },
  {
    path: paths.staff.requisitos,
    permission: 'instancias.gestionar',
    load: () => import('@/features/instancias').then((m) => m.RequisitosScreen),
  },
  {
    path: paths.staff.inscribirPersonaNuevaPattern,
    permission: 'inscripciones.decidir',
    // Features do not import each other: the route hands the registration wizard to the instancias screen.
    load: () =>
      Promise.all([import('@/features/instancias'), import('@/features/complete-register')]).then(
        ([{ NewPersonScreen }, { RegistrationWizard }]) =>
          function StaffNewPersonScreen() {
            return createElement(NewPersonScreen, { Wizard: RegistrationWizard });
          },
      ),
  },
  {
    path: paths.staff.inscripciones,
    permission: 'inscripciones.ver',
    load: () => import('@/features/inscripciones').then((m) => m.InscripcionesScreen),
  },
  {
    path: paths.staff.correcciones,
    permission: 'personas.corregir',
    load: () => import('@/features/inscripciones').then((m) => m.CorrectionsScreen),
  },
  {
    path: paths.staff.identidad,
    permission: 'identidad.resolver',
    load: () => import('@/features/inscripciones').then((m) => m.IdentityScreen),
  },
  {
    path: paths.staff.inscripcionesInstanciaPattern,
    permission: 'inscripciones.ver',
    load: () => import('@/features/inscripciones').then((m) => m.EnrolleesScreen),
  },
  {
    path: paths.staff.revisionPattern,
    permission: 'documentos.ver',
    load: () => import('@/features/inscripciones').then((m) => m.ReviewScreen),
  },
  {
    path: paths.staff.asistenciasNuevaPattern,
    permission: 'asistencias.registrar',
    load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen),
  },
  {
    path: paths.staff.asistenciasEditPattern,
    permission: 'asistencias.registrar',
    load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen),
  },
  {
    path: paths.staff.notasNuevaPattern,
    permission: 'notas.registrar',
    load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen),
  },
  {
    path: paths.staff.notasEditPattern,
    permission: 'notas.registrar',
    load: () => import('@/features/asistencias').then((m) => m.AttendanceWizardScreen),
  },
  { path: paths.staff.usuarios, permission: 'usuarios.gestionar', load: () => import('@/features/usuarios').then((m) => m.UsersScreen) },
  {
    path: paths.staff.carrerasAdmin,
    permission: 'carreras.gestionar',
    load: () => import('@/features/carreras-admin').then((m) => m.CareersScreen),
  },
  { path: paths.staff.reportes, permission: 'reportes.ver', load: () => import('@/features/reportes').then((m) => m.ReportesScreen) },
  { path: paths.dashboard, permission: 'dashboard.ver', load: () => import('@/features/dashboard').then((m) => m.DashboardScreen) },
];
