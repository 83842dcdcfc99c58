import { z } from 'zod';
import { ESTADO, ESTADO_IDS, type DocumentName, type EstadoId } from './enums.js';

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

/**
 * PUT /api/inscriptos/set_estado/{id} (seed 001 §4–5): staff may pick any estado in
 * the selector, but 1 (Pendiente) and -1 (none) are refused with the seed's texts,
 * and 3 (Rechazado) needs a reason.
 */
export const setEstadoSchema = z
  .object({
    estado_id: z.coerce.number({ error: estadoMsg.chooseEstadoNone }).int(estadoMsg.invalidEstado),
    observacion: z.string().max(20_000).optional().default(''),
    // Issue 15: approving with documents not accepted, waived or extended needs a reason (audited).
    override_motivo: z.string().trim().max(1000).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.estado_id === -1) ctx.addIssue({ code: 'custom', path: ['estado_id'], message: estadoMsg.chooseEstadoNone });
    else if (v.estado_id === ESTADO.PENDIENTE) ctx.addIssue({ code: 'custom', path: ['estado_id'], message: estadoMsg.chooseEstado });
    else if (!ESTADO_IDS.includes(v.estado_id as EstadoId) || v.estado_id === ESTADO.PENDIENTE)
      ctx.addIssue({ code: 'custom', path: ['estado_id'], message: estadoMsg.invalidEstado });
    else if (v.estado_id === ESTADO.RECHAZADO && htmlToText(v.observacion) === '') {
      ctx.addIssue({ code: 'custom', path: ['observacion'], message: estadoMsg.rejectionReasonRequired });
    }
  });

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
