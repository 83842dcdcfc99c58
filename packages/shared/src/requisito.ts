import { z } from 'zod';
import { UPLOAD_MIME_TYPES } from './persona.js';

/**
 * Requirements (requisitos) of an enrolment and their per-document review (issue 15).
 * The Spanish messages of the API live here with their schemas.
 */

export const REQUISITO_CONDICIONES = ['siempre', 'trabaja', 'discapacidad', 'extranjero'] as const;
export type RequisitoCondicion = (typeof REQUISITO_CONDICIONES)[number];

export const REVISION_ESTADOS = ['pendiente', 'aceptado', 'observado', 'exceptuado', 'prorroga'] as const;
export type RevisionEstado = (typeof REVISION_ESTADOS)[number];

/** The review states that let an enrolment be approved. */
export const REVISION_ESTADOS_APROBABLES: readonly RevisionEstado[] = ['aceptado', 'exceptuado', 'prorroga'];

/** The staff queue's filters of the enrollee table. */
export const REVISION_FILTROS = ['por_revisar', 'reenviados', 'prorroga_vencida'] as const;
export type RevisionFiltro = (typeof REVISION_FILTROS)[number];

/** A requirement's code is the name its file is stored under. */
export const REQUISITO_CODIGO_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;

/** At most this many documents in one list; also how many files one upload may carry. */
export const REQUISITOS_MAX = 30;

export const requisitoMsg = {
  notFound: 'El documento indicado no es un requisito de esta inscripción.',
  staleFile: 'El aspirante reemplazó este documento mientras lo revisabas. Volvé a abrirlo antes de decidir.',
  noFile: 'Este documento todavía no fue cargado: solo se puede exceptuar o dar prórroga.',
  reasonRequired: 'Indicá el motivo.',
  prorrogaRequired: 'Indicá hasta qué fecha se da la prórroga.',
  prorrogaPast: 'La fecha de la prórroga debe ser posterior a hoy.',
  invalidCodigo: 'El código debe empezar con una letra y tener solo minúsculas, números y guiones bajos (hasta 40).',
  duplicateCodigo: (codigo: string) => `El documento ${codigo} figura más de una vez.`,
  nombreRequired: 'Indicá el nombre del documento.',
  tiposRequired: 'Elegí al menos un tipo de archivo.',
  scopeRequired: 'Indicá una carrera o una instancia, no las dos.',
  carreraNotFound: 'La carrera indicada no existe.',
  locked: (nombre: string) =>
    `El documento "${nombre}" ya fue aceptado y no se puede reemplazar ni eliminar. Si hay un error, pedí a la facultad que lo reabra.`,
  approvedLocked: 'La inscripción ya fue aprobada: sus documentos no se pueden eliminar.',
  notApprovable: (nombres: string[]) =>
    `No se puede aprobar: falta aceptar, exceptuar o dar prórroga a ${nombres.join(', ')}. Para aprobar igual, indicá el motivo.`,
  resubmitMissing: (nombres: string[]) => `Todavía no cargaste un archivo nuevo para: ${nombres.join(', ')}.`,
  observedIntro: 'Hay documentos observados:',
  notOpen: (desde: string, hasta: string) => `La inscripción a esta instancia está abierta del ${desde} al ${hasta}.`,
  windowOrder: 'El cierre de la inscripción no puede ser anterior a su apertura.',
} as const;

const codigo = z.string().trim().regex(REQUISITO_CODIGO_PATTERN, requisitoMsg.invalidCodigo);

/** A requirement as configured. */
export const requisitoSchema = z.object({
  codigo,
  nombre: z.string().trim().min(1, requisitoMsg.nombreRequired).max(120),
  descripcion: z.string().trim().max(500).default(''),
  tipos: z.array(z.enum(UPLOAD_MIME_TYPES)).min(1, requisitoMsg.tiposRequired),
  obligatorio: z.boolean().default(true),
  condicion: z.enum(REQUISITO_CONDICIONES).default('siempre'),
});
export type Requisito = z.output<typeof requisitoSchema>;

const scopeId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/requisitos: the list of a carrera, of an instancia (its own, else its carrera's, else the faculty's) or the faculty's. */
export const requisitosQuerySchema = z
  .object({ carrera: scopeId.optional(), instancia: scopeId.optional() })
  .refine((v) => !(v.carrera && v.instancia), {
    message: requisitoMsg.scopeRequired,
    path: ['instancia'],
  });

export const requisitosListSchema = z.object({
  /** Where the list comes from: an instancia's own, its carrera's or the faculty default. */
  origen: z.enum(['instancia', 'carrera', 'facultad']),
  requisitos: z.array(requisitoSchema),
});
export type RequisitosList = z.output<typeof requisitosListSchema>;

/** PUT /api/requisitos: replaces the list of one scope; an empty list for a carrera or instancia goes back to inheriting. */
export const saveRequisitosSchema = z
  .object({
    carrera_id: scopeId.nullable().default(null),
    instancia_id: scopeId.nullable().default(null),
    requisitos: z.array(requisitoSchema).max(REQUISITOS_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.carrera_id && v.instancia_id) ctx.addIssue({ code: 'custom', path: ['instancia_id'], message: requisitoMsg.scopeRequired });
    const seen = new Set<string>();
    v.requisitos.forEach((r, i) => {
      // Any code is fine: uploads accept every code a list names (decision 180).
      if (seen.has(r.codigo))
        ctx.addIssue({ code: 'custom', path: ['requisitos', i, 'codigo'], message: requisitoMsg.duplicateCodigo(r.codigo) });
      seen.add(r.codigo);
    });
  });

/** The review of one requirement of an enrolment. */
export const revisionSchema = z.object({
  estado: z.enum(REVISION_ESTADOS),
  motivo: z.string(),
  prorroga_hasta: z.string().nullable(),
  /** A prórroga whose date passed without a file. */
  vencida: z.boolean(),
  /** A new file sent after an observation, not reviewed yet. */
  reenviado: z.boolean(),
  updated_at: z.string().nullable(),
});
export type Revision = z.output<typeof revisionSchema>;

export const inscriptoRequisitoSchema = requisitoSchema.extend({
  /** Whether the persona's conditions make it apply (a non-applying one is listed only if it has a file). */
  aplica: z.boolean(),
  file: z
    .object({
      id: z.number().int(),
      url: z.string().nullable(),
      mime_type: z.enum(UPLOAD_MIME_TYPES),
      size: z.number().int(),
      created_at: z.string(),
      /** The version a review refers to: send it back with the decision. */
      version: z.string(),
    })
    .nullable(),
  revision: revisionSchema,
});
export type InscriptoRequisito = z.output<typeof inscriptoRequisitoSchema>;

export const inscriptoRequisitosSchema = z.object({
  inscripto: z.object({
    id: z.number().int(),
    estado_id: z.number().int(),
    observacion: z.string(),
    persona_id: z.number().int(),
    instancia_id: z.number().int(),
  }),
  requisitos: z.array(inscriptoRequisitoSchema),
});
export type InscriptoRequisitos = z.output<typeof inscriptoRequisitosSchema>;

/** PUT /api/requisitos/inscripto/{id}/{codigo}: staff's decision on one document. */
export const reviewRequisitoSchema = z
  .object({
    estado: z.enum(REVISION_ESTADOS),
    motivo: z.string().trim().max(1000).optional().default(''),
    prorroga_hasta: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional()
      .default(null),
    /** The file version the reviewer saw (null when there is none): a replaced file answers 409. */
    file_version: z.string().max(32).nullable(),
  })
  .superRefine((v, ctx) => {
    if ((v.estado === 'observado' || v.estado === 'exceptuado') && v.motivo === '')
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: requisitoMsg.reasonRequired });
    if (v.estado === 'prorroga' && !v.prorroga_hasta)
      ctx.addIssue({ code: 'custom', path: ['prorroga_hasta'], message: requisitoMsg.prorrogaRequired });
  });
export type ReviewRequisitoInput = z.input<typeof reviewRequisitoSchema>;

export const revisionCountsSchema = z.object({
  instancias: z.array(
    z.object({
      instancia_id: z.number().int(),
      por_revisar: z.number().int(),
      reenviados: z.number().int(),
      prorroga_vencida: z.number().int(),
    }),
  ),
});
export type RevisionCounts = z.output<typeof revisionCountsSchema>;

/** What a requirement's condition looks at. */
export interface RequisitoPersona {
  trabaja: boolean;
  discapacidad: boolean;
  extranjero: boolean;
}

/** Whether a requirement applies to a persona. */
export function requisitoAplica(condicion: RequisitoCondicion, p: RequisitoPersona): boolean {
  switch (condicion) {
    case 'siempre':
      return true;
    case 'trabaja':
      return p.trabaja;
    case 'discapacidad':
      return p.discapacidad;
    case 'extranjero':
      return p.extranjero;
  }
}

/** The requirements of a list that apply to a persona (required and optional), in the list's order. */
export function applicableRequisitos<R extends Pick<Requisito, 'condicion'>>(requisitos: readonly R[], p: RequisitoPersona): R[] {
  return requisitos.filter((r) => requisitoAplica(r.condicion, p));
}

/**
 * The required documents of a list that apply to a persona and have no file, in the list's order.
 * The one rule of the enrolment check (server), its pre-check (/carreras), the wizard, Mi Documentación
 * and the board's "documentos faltantes".
 */
export function missingRequisitos<R extends Pick<Requisito, 'codigo' | 'condicion' | 'obligatorio'>>(
  requisitos: readonly R[],
  uploaded: readonly string[],
  p: RequisitoPersona,
): R[] {
  return applicableRequisitos(requisitos, p).filter((r) => r.obligatorio && !uploaded.includes(r.codigo));
}
