import { z } from 'zod';
import { ESTADO, ESTADO_IDS, type DocumentName, type EstadoId } from './enums.js';
import { cuitField } from './persona.js';

export const inscripcionMsg = {
  success: 'Tus datos serán corroborados para la aprobación de la inscripción',
  noFiles: 'Ups! Al parecer no has cargado ningún archivo...',
  missingFiles: (names: string[]) =>
    `Te falta cargar la siguiente documentación: ${names.join(', ')}. Podés cargarla desde Mi Perfil > Mi Documentación.`,
  duplicate: 'Ya se encuentra inscripto en esta instancia.',
  closed: 'La instancia no se encuentra abierta para inscripciones.',
  instanciaNotFound: 'La instancia seleccionada no existe.',
  personaNotFound: 'La persona indicada no existe.',
  notOwnPersona: 'Solo podés inscribir tu propia persona.',
  chooseCareer: 'Por favor, seleccione la carrera a la que desea inscribirse.',
  invalidCareer: 'La carrera seleccionada no es válida para esta instancia.',
  resubmitFailure: 'Ha ocurrido un error. Inténtelo de nuevo o más tarde.',
  resubmitOnlyRejected: 'Solo se puede reenviar una inscripción rechazada.',
  inscriptoNotFound: 'La inscripción indicada no existe.',
  invalidId: 'El identificador indicado no es válido.',
} as const;

/**
 * The one Spanish name of each document, on every screen and in the pre-check message;
 * the `documentos` table says the same (migration 0011, decision 127).
 */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'DNI (frente)',
  dni_reverso: 'DNI (dorso)',
  cuil: 'Constancia de CUIL',
  partida_nacimiento: 'Partida de nacimiento',
  analitico: 'Certificado analítico del secundario',
  certificado_laboral: 'Certificado laboral',
  cud: 'Certificado Único de Discapacidad (CUD)',
};

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST /api/inscriptos/: es_beca and abona_empresa are always 0 when enrolling (seed). */
export const inscripcionSchema = z.object({
  persona_id: positiveId(inscripcionMsg.personaNotFound),
  instancia_id: positiveId(inscripcionMsg.instanciaNotFound),
  carrera: z
    .union([z.null(), z.literal(''), positiveId(inscripcionMsg.invalidCareer)])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : v)),
  es_beca: z.coerce.number().pipe(z.literal(0)).optional().default(0),
  abona_empresa: z.coerce.number().pipe(z.literal(0)).optional().default(0),
});
export type InscripcionInput = z.input<typeof inscripcionSchema>;

export const idParamSchema = z.object({ id: positiveId(inscripcionMsg.invalidId) });

export const estadoMsg = {
  rejectionReasonRequired: 'Por favor, proporcione un motivo de rechazo.',
  chooseEstado: 'Por favor, seleccione un estado.',
  chooseEstadoNone: 'Por favor, seleccione un estado',
  invalidEstado: 'El estado seleccionado no es válido.',
  saved: 'El estado de la inscripción se actualizó con éxito.',
} as const;

/** Text of an HTML fragment, without tags or entities: used to tell an empty editor. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spanish texts of seats, the waitlist, withdrawal, the período limit and bulk decisions (issue 16). */
export const seatsMsg = {
  waitlisted: (cupo: number) =>
    `La instancia alcanzó su cupo de ${cupo} aprobados: la inscripción quedó en Lista de espera y pasará a Aprobado cuando se libere un lugar.`,
  promoted: 'Se liberó un lugar: la primera inscripción de la lista de espera pasó a Aprobado.',
  withdrawn: 'Te diste de baja de la inscripción.',
  withdrawOnly: 'Solo podés darte de baja de una inscripción Pendiente, Aprobada o en Lista de espera.',
  limitReached: (limite: number, periodo: string, tipo: string) =>
    `Ya tenés ${limite} inscripciones activas en carreras de tipo ${tipo} del período ${periodo}, el máximo permitido. Para inscribirte en otra, primero date de baja de alguna.`,
  limitReachedStaff: (limite: number, periodo: string, tipo: string) =>
    `La persona ya tiene ${limite} inscripciones activas en carreras de tipo ${tipo} del período ${periodo}, el máximo permitido.`,
  sameEstado: 'La inscripción ya está en ese estado.',
  empresaRequired: 'Indique la empresa que abona: razón social y CUIT.',
  razonSocialRequired: 'La razón social es obligatoria.',
  becaRequired: 'Indique la beca: tipo y porcentaje.',
  becaTipoRequired: 'El tipo de beca es obligatorio.',
  becaPorcentaje: 'El porcentaje de la beca debe ser un número entero entre 1 y 100.',
  bulkChooseRows: 'Seleccione al menos una inscripción, o un filtro.',
  bulkIdsOrFilter: 'Indique las inscripciones (ids) o el filtro, no ambos.',
  bulkTooMany: (max: number) => `Se pueden cambiar hasta ${max} inscripciones por pedido.`,
  bulkNotInInstancia: 'La inscripción no es de esta instancia.',
  mailSubjectRequired: 'El asunto es obligatorio.',
  mailBodyRequired: 'El mensaje es obligatorio.',
} as const;

/** The company that pays an enrolment in estado Por empresa (4). */
export const empresaPagoSchema = z.object({
  razon_social: z
    .string({ error: seatsMsg.razonSocialRequired })
    .trim()
    .min(1, seatsMsg.razonSocialRequired)
    .max(255, 'El campo no debe exceder 255 caracteres.'),
  cuit: cuitField(),
});
export type EmpresaPagoInput = z.input<typeof empresaPagoSchema>;

/** The scholarship of an enrolment in estado Por Beca (5): its type, as the faculty names it, and the percentage it covers. */
export const becaSchema = z.object({
  tipo: z
    .string({ error: seatsMsg.becaTipoRequired })
    .trim()
    .min(1, seatsMsg.becaTipoRequired)
    .max(100, 'El campo no debe exceder 100 caracteres.'),
  porcentaje: z.coerce
    .number({ error: seatsMsg.becaPorcentaje })
    .int(seatsMsg.becaPorcentaje)
    .min(1, seatsMsg.becaPorcentaje)
    .max(100, seatsMsg.becaPorcentaje),
});
export type BecaInput = z.input<typeof becaSchema>;

/** The fields every estado change carries, single or bulk: the estado, the reason of a rejection and the data of 4 and 5. */
const estadoChangeFields = {
  estado_id: z.coerce.number({ error: estadoMsg.chooseEstadoNone }).int(estadoMsg.invalidEstado),
  observacion: z.string().max(20_000).optional().default(''),
  empresa: empresaPagoSchema.optional(),
  beca: becaSchema.optional(),
  // Issue 15: approving with documents not accepted, waived or extended needs a reason (audited).
  override_motivo: z.string().trim().max(1000).optional().default(''),
};

function checkEstadoChange(v: { estado_id: number; observacion: string; empresa?: unknown; beca?: unknown }, ctx: z.RefinementCtx) {
  if (v.estado_id === -1) ctx.addIssue({ code: 'custom', path: ['estado_id'], message: estadoMsg.chooseEstadoNone });
  else if (v.estado_id === ESTADO.PENDIENTE) ctx.addIssue({ code: 'custom', path: ['estado_id'], message: estadoMsg.chooseEstado });
  else if (!ESTADO_IDS.includes(v.estado_id as EstadoId))
    ctx.addIssue({ code: 'custom', path: ['estado_id'], message: estadoMsg.invalidEstado });
  else if (v.estado_id === ESTADO.RECHAZADO && htmlToText(v.observacion) === '') {
    ctx.addIssue({ code: 'custom', path: ['observacion'], message: estadoMsg.rejectionReasonRequired });
  } else if (v.estado_id === ESTADO.POR_EMPRESA && !v.empresa) {
    ctx.addIssue({ code: 'custom', path: ['empresa'], message: seatsMsg.empresaRequired });
  } else if (v.estado_id === ESTADO.POR_BECA && !v.beca) {
    ctx.addIssue({ code: 'custom', path: ['beca'], message: seatsMsg.becaRequired });
  }
}

/**
 * PUT /api/inscriptos/set_estado/{id} (seed 001 §4–5): staff may pick any estado in
 * the selector, but 1 (Pendiente) and -1 (none) are refused with the seed's texts,
 * 3 (Rechazado) needs a reason, 4 (Por empresa) the paying company and 5 (Por Beca)
 * the scholarship (issue 16).
 */
export const setEstadoSchema = z.object(estadoChangeFields).superRefine(checkEstadoChange);
export type SetEstadoInput = z.output<typeof setEstadoSchema>;
export type SetEstadoBody = z.input<typeof setEstadoSchema>;

/** The most rows one bulk request changes (a selection "all matching the filter" included). */
export const BULK_MAX_ROWS = 10_000;

/** GET /api/inscriptos/get_by_instancia/{instancia}: paging and filters. */
export const enrolleeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(10),
  dni: z.string().trim().max(8).regex(/^\d*$/, 'El DNI debe contener solo números.').optional().default(''),
  estado: z.coerce
    .number()
    .int()
    .min(ESTADO.PENDIENTE)
    .max(Math.max(...ESTADO_IDS))
    .optional(),
  // Issue 15: the staff queue (oldest waiting first).
  revision: z.enum(['por_revisar', 'reenviados', 'prorroga_vencida']).optional(),
});

/** The filter of the enrollee table, as a bulk request names "todos los que coinciden". */
export const enrolleeFilterSchema = z.object({
  instancia_id: positiveId(inscripcionMsg.instanciaNotFound),
  dni: enrolleeListQuerySchema.shape.dni,
  estado: enrolleeListQuerySchema.shape.estado,
  revision: enrolleeListQuerySchema.shape.revision,
});
export type EnrolleeFilterInput = z.input<typeof enrolleeFilterSchema>;

/** Rows chosen by id (in any order: they are applied in the table's order) or by the table's filter. */
const bulkTarget = {
  ids: z
    .array(positiveId(inscripcionMsg.invalidId))
    .min(1, seatsMsg.bulkChooseRows)
    .max(BULK_MAX_ROWS, seatsMsg.bulkTooMany(BULK_MAX_ROWS))
    .optional(),
  filtro: enrolleeFilterSchema.optional(),
};

function checkBulkTarget(v: { ids?: unknown; filtro?: unknown }, ctx: z.RefinementCtx) {
  if (v.ids === undefined && v.filtro === undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: seatsMsg.bulkChooseRows });
  if (v.ids !== undefined && v.filtro !== undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: seatsMsg.bulkIdsOrFilter });
}

/** POST /api/inscriptos/bulk_estado (`bulkSetEstado`): one estado change applied to many rows, each with the single change's rules. */
export const bulkSetEstadoSchema = z.object({ ...bulkTarget, ...estadoChangeFields }).superRefine((v, ctx) => {
  checkBulkTarget(v, ctx);
  checkEstadoChange(v, ctx);
});
export type BulkSetEstadoInput = z.input<typeof bulkSetEstadoSchema>;

/** POST /api/inscriptos/bulk_correo (`bulkSendMail`): one message to every selected applicant. */
export const bulkMailSchema = z
  .object({
    ...bulkTarget,
    asunto: z.string({ error: seatsMsg.mailSubjectRequired }).trim().min(1, seatsMsg.mailSubjectRequired).max(200),
    mensaje: z.string({ error: seatsMsg.mailBodyRequired }).trim().min(1, seatsMsg.mailBodyRequired).max(10_000),
  })
  .superRefine(checkBulkTarget);
export type BulkMailInput = z.input<typeof bulkMailSchema>;
