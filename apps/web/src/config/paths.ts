/**
 * Every URL the web app knows: its own routes (as router patterns and as
 * builders) and the API endpoints it calls. Nothing else hard-codes a path.
 */
export const paths = {
  home: '/',
  /** Breadcrumbs start here (seed); the router sends it on to the area's home. */
  dashboard: '/dashboard',
  terms: '/terms',
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
    usuarios: '/usuarios',
    /** Staff register a person without an account (the wizard in staff mode), then enrol them. */
    inscribirPersonaNuevaPattern: '/instancias/inscribir/:instance',
    inscribirPersonaNueva: (instanciaId: number) => `/instancias/inscribir/${instanciaId}`,
    inscripcionesInstanciaPattern: '/inscripciones/:instance',
    inscripcionesInstancia: (instanciaId: number) => `/inscripciones/${instanciaId}`,
    asistenciasNueva: (instanciaId: number) => `/instancias/asistencias/${instanciaId}`,
    asistenciasEdit: (instanciaId: number) => `/instancias/asistencias/edit/${instanciaId}`,
    notasNueva: (instanciaId: number) => `/instancias/notas/${instanciaId}`,
    notasEdit: (instanciaId: number) => `/instancias/notas/edit/${instanciaId}`,
  },

  api: {
    login: '/api/login/',
    register: '/api/register/',
    logout: '/api/logout',
    userInfo: '/api/userinfo/',
    forgotPassword: '/api/forgotpassword',
    resetPassword: '/api/resetpassword',
    verifyAccount: '/api/verify-account',
    resendVerification: '/api/verify-account/resend',
    dataFormPersona: '/api/data-form-persona',
    wizardPersona: '/api/wizard-persona/',
    storeDocsPersona: '/api/files/store_docs_persona/',
    deleteFile: (fileId: number) => `/api/files/delete/${fileId}`,
    personaByUser: (userId: number) => `/api/personas/get_by_user/${userId}`,
    persona: (id: number) => `/api/personas/${id}`,
    situacionLaboralByPersona: (personaId: number) => `/api/situacion-laboral/get_by_persona/${personaId}`,
    situacionLaboral: (id: number) => `/api/situacion-laboral/${id}`,
    openInstancias: '/api/instancias/get_all_bff/',
    inscriptos: '/api/inscriptos/',
    inscriptosByPersona: (personaId: number) => `/api/inscriptos/get_by_persona/${personaId}`,
    resubmitInscripto: (id: number) => `/api/inscriptos/reenviar/${id}`,
    instancias: '/api/instancias/',
    instancia: (id: number) => `/api/instancias/${id}`,
    carreras: '/api/carreras',
    personaByDni: (dni: string) => `/api/personas/get_by_dni/${encodeURIComponent(dni)}`,
    inscriptosByInstancia: (instanciaId: number) => `/api/inscriptos/get_by_instancia/${instanciaId}`,
    exportInscriptos: (instanciaId: number) => `/api/inscriptos/export/${instanciaId}`,
    inscripto: (id: number) => `/api/inscriptos/${id}`,
    setEstadoInscripto: (id: number) => `/api/inscriptos/set_estado/${id}`,
    dataFormInscripcion: '/api/data-form-inscripcion/',
  },
} as const;
