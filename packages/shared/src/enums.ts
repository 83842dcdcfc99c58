/** Fixed enumerations of the seeds, shared by forms, API and seed data. */

export const ADMIN_SCOPE = 'admin';
export const isAdminScope = (scope: string | null | undefined): boolean => (scope ?? '').toLowerCase() === ADMIN_SCOPE;

export const ESTADOS_INSCRIPCION = {
  1: 'Pendiente',
  2: 'Aprobado',
  3: 'Rechazado',
  4: 'Por empresa',
  5: 'Por Beca',
  6: 'Lista de espera',
  7: 'Baja',
} as const;
export type EstadoId = keyof typeof ESTADOS_INSCRIPCION;

/** The estado ids by name: code says ESTADO.APROBADO, never a bare 2. */
export const ESTADO = {
  PENDIENTE: 1,
  APROBADO: 2,
  RECHAZADO: 3,
  POR_EMPRESA: 4,
  POR_BECA: 5,
  LISTA_DE_ESPERA: 6,
  BAJA: 7,
} as const satisfies Record<string, EstadoId>;

/** Every estado id, in order (filters, selectors, counts). */
export const ESTADO_IDS: readonly EstadoId[] = Object.values(ESTADO);

/**
 * Estados that hold a place in the applicant's limit per período (issue 16): everything
 * but Rechazado and Baja. Only Aprobado holds a seat of the instancia's cupo (decision 221).
 */
export const ESTADOS_ACTIVOS: readonly EstadoId[] = [
  ESTADO.PENDIENTE,
  ESTADO.APROBADO,
  ESTADO.POR_EMPRESA,
  ESTADO.POR_BECA,
  ESTADO.LISTA_DE_ESPERA,
];

/** Estados from which the applicant may withdraw ("Darme de baja"). */
export const ESTADOS_RETIRABLES: readonly EstadoId[] = [ESTADO.PENDIENTE, ESTADO.APROBADO, ESTADO.LISTA_DE_ESPERA];

export const DOCUMENT_NAMES = [
  'dni_frente',
  'dni_reverso',
  'cuil',
  'partida_nacimiento',
  'analitico',
  'certificado_laboral',
  'cud',
] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];
export const BASE_REQUIRED_DOCUMENTS: DocumentName[] = ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'];

export const TIPOS_DOCUMENTO = [
  { id: 'dni', descripcion: 'DNI' },
  { id: 'lc', descripcion: 'Libreta Cívica' },
  { id: 'le', descripcion: 'Libreta de Enrolamiento' },
  { id: 'ci', descripcion: 'Cédula de Identidad' },
  // Issue 18 §4: documents of foreign applicants (migration identity_foreign_documents).
  { id: 'pasaporte', descripcion: 'Pasaporte' },
  { id: 'dni_extranjero', descripcion: 'DNI extranjero' },
] as const;

/** Argentine documents: an 8-digit number in one shared numbering, and a CUIT/CUIL built on it. */
export const TIPOS_DOCUMENTO_ARGENTINOS = ['dni', 'lc', 'le', 'ci'] as const;
/** Documents issued abroad: letters and digits, no CUIT/CUIL required. */
export const TIPOS_DOCUMENTO_EXTRANJEROS = ['pasaporte', 'dni_extranjero'] as const;
export const isArgentineDocument = (tipo: string) => (TIPOS_DOCUMENTO_ARGENTINOS as readonly string[]).includes(tipo);

/** The nacionalidad "Argentina" of the reference data (migration 0001). */
export const NACIONALIDAD_ARGENTINA_ID = 1;

/**
 * Whether an applicant counts as foreign (issue 18 §4): a document issued abroad or a
 * nationality other than Argentine. The one place that says it: document requirements
 * that depend on being a foreigner (issue 15) should ask this function.
 */
export function isForeignApplicant(persona: { tipo_documento: string; nacionalidad_id: number | null | undefined }): boolean {
  return (
    !isArgentineDocument(persona.tipo_documento) ||
    (persona.nacionalidad_id != null && persona.nacionalidad_id !== NACIONALIDAD_ARGENTINA_ID)
  );
}

export const ESTADOS_CIVILES = [
  { id: 'soltero', descripcion: 'Soltero/a' },
  { id: 'casado', descripcion: 'Casado/a' },
  { id: 'viudo', descripcion: 'Viudo/a' },
  { id: 'divorciado', descripcion: 'Divorciado/a' },
] as const;

export const TIPOS_SANGRE = ['a+', 'a-', 'b+', 'b-', 'AB-', 'AB+', 'o+', 'o-'] as const;
/** How a blood type is written for people ("0+", "A+"): the stored ids are the seed's ("o+", "a+"); decision 126. */
export const TIPO_SANGRE_LABELS: Record<(typeof TIPOS_SANGRE)[number], string> = {
  'a+': 'A+',
  'a-': 'A-',
  'b+': 'B+',
  'b-': 'B-',
  'AB-': 'AB-',
  'AB+': 'AB+',
  'o+': '0+',
  'o-': '0-',
};
/** The label of a stored blood type id; an unknown id as is, none as ''. */
export function tipoSangreLabel(id: string | null | undefined): string {
  if (!id) return '';
  return (TIPO_SANGRE_LABELS as Record<string, string>)[id] ?? id;
}

export const PAISES = [
  { id: 1, descripcion: 'Argentina' },
  { id: 2, descripcion: 'Uruguay' },
  { id: 3, descripcion: 'Brasil' },
  { id: 4, descripcion: 'Paraguay' },
  { id: 5, descripcion: 'Bolivia' },
  { id: 6, descripcion: 'Chile' },
  { id: 7, descripcion: 'Perú' },
  { id: 8, descripcion: 'Colombia' },
  { id: 9, descripcion: 'Venezuela' },
  { id: 10, descripcion: 'España' },
] as const;

export const RELACION_CARRERA = ['Ninguna', 'Parcial', 'Total'] as const;

/** Career type whose card links out to the extension site instead of listing instancias. */
export const EXTERNAL_CAREER_TYPE_ID = 5;
/** carrera_id 1 is the common admission course: the applicant picks the career when enrolling. */
export const CHOOSE_CAREER_CARRERA_ID = 1;

export const LANGUAGES = ['es', 'en', 'de', 'fr', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Codes of the 401 answers that say why a session ended (the login screen explains them). */
export const SESSION_END_CODES = { idle: 'session_idle', passwordChanged: 'session_password_changed' } as const;

export const LIMITS = {
  uploadBytes: 2_097_152,
  idleLogoutMs: 1_800_000,
  applicantLoadingMs: 1000,
  loginDelayMs: 1000,
  resetTokenMinutes: 60,
  verifyTokenHours: 48,
} as const;

/**
 * Every action the audit log records. The API writes only these (writeAudit takes an
 * AuditAction) and the staff dashboard has a Spanish label for each (locales test), so the
 * activity log never shows a raw key.
 */
export const AUDIT_ACTIONS = [
  'asistencia.crear',
  'asistencia.editar',
  'asistencia.reemplazar',
  'carrera.crear',
  'carrera.editar',
  'correccion.solicitar',
  'correccion.aplicar',
  'correccion.rechazar',
  'documento.cargar',
  'documento.reemplazar',
  'documento.eliminar',
  'documento.sin_objeto',
  'inscripcion.crear',
  'inscripcion.estado',
  'inscripcion.reenviar',
  'inscripcion.aprobar_forzado',
  'inscripcion.promocion',
  'inscripcion.baja',
  'inscripcion.reinscribir',
  'inscripcion.correo',
  'instancia.crear',
  'instancia.editar',
  'instancia.eliminar',
  'materia.crear',
  'materia.editar',
  'materia.eliminar',
  'nota.crear',
  'nota.editar',
  'nota.reemplazar',
  'persona.editar',
  'requisito.revisar',
  'requisitos.guardar',
  'persona.vincular',
  'persona.fusionar',
  'persona.no_duplicada',
  'identidad.reclamar',
  'identidad.resolver',
  'identidad.rechazar',
  'usuario.crear',
  'usuario.editar',
  'usuario.reautenticar_fallo',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
