/**
 * The web app's own routes, as router patterns and as builders. Nothing else
 * hard-codes one. The API's URLs are not here: each call takes its path from its
 * declaration in packages/shared/src/contract, through apps/web/src/api.
 */
export const paths = {
  home: '/',
  /** Breadcrumbs start here (seed); the router sends it on to the area's home. */
  dashboard: '/dashboard',
  terms: '/terms',
  /** The public check of a constancia's QR code (issue 19). */
  verificarPattern: '/verificar/:code',
  verificar: (code: string) => `/verificar/${encodeURIComponent(code)}`,
  logout: '/logout',
  error: '/error',
  notFound: '/error/404',

  auth: {
    root: '/auth',
    login: '/auth/login',
    registration: '/auth/registration',
    forgotPassword: '/auth/forgot-password',
    resetPasswordPattern: '/auth/reset-password/:token',
    resetPassword: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
    verifyAccountPattern: '/auth/verify-account/:token',
    verifyAccount: (token: string) => `/auth/verify-account/${encodeURIComponent(token)}`,
  },

  /** Applicant area (scope other than admin). */
  applicant: {
    carreras: '/carreras',
    completeRegister: '/complete-register',
    perfil: '/perfil',
  },

  /** Staff area (scope admin). */
  staff: {
    instancias: '/instancias',
    inscripciones: '/inscripciones',
    /** The applicants' correction requests of locked personal data (a static segment: it wins over :instance). */
    correcciones: '/inscripciones/correcciones',
    /** Identity claims and possible duplicates (issue 18; a static segment too). */
    identidad: '/inscripciones/identidad',
    usuarios: '/usuarios',
    /** Staff register a person without an account (the wizard in staff mode), then enrol them. */
    inscribirPersonaNuevaPattern: '/instancias/inscribir/:instance',
    inscribirPersonaNueva: (instanciaId: number) => `/instancias/inscribir/${instanciaId}`,
    inscripcionesInstanciaPattern: '/inscripciones/:instance',
    inscripcionesInstancia: (instanciaId: number) => `/inscripciones/${instanciaId}`,
    /** Issue 15: the document review of an instancia's queue, one enrollee at a time. */
    revisionPattern: '/inscripciones/:instance/revision',
    revision: (instanciaId: number) => `/inscripciones/${instanciaId}/revision`,
    asistenciasNueva: (instanciaId: number) => `/instancias/asistencias/${instanciaId}`,
    asistenciasEdit: (instanciaId: number) => `/instancias/asistencias/edit/${instanciaId}`,
    notasNueva: (instanciaId: number) => `/instancias/notas/${instanciaId}`,
    notasEdit: (instanciaId: number) => `/instancias/notas/edit/${instanciaId}`,
    /** Router patterns of the attendance and grades wizard (seed 001 §2): the path decides edit and grades modes. */
    asistenciasNuevaPattern: '/instancias/asistencias/:instance',
    asistenciasEditPattern: '/instancias/asistencias/edit/:instance',
    notasNuevaPattern: '/instancias/notas/:instance',
    notasEditPattern: '/instancias/notas/edit/:instance',
    /** Issue 15: the documents enrolments ask for, per faculty, carrera (`?carrera=`) or instancia (`?instancia=`). */
    requisitos: '/instancias/requisitos',
    requisitosDe: (scope: 'carrera' | 'instancia', id: number) => `/instancias/requisitos?${scope}=${id}`,
    carrerasAdmin: '/carreras-admin',
    /** Admissions reports (issue 19). */
    reportes: '/reportes',
  },
} as const;
