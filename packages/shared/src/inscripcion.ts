import { z } from 'zod';
import type { DocumentName } from './enums.js';

export const inscripcionMsg = {
  success: 'Tus datos seran corroborados para la aprobación de la inscripción',
  noFiles: 'Ups! Al parecer no has cargado ningun archivo...',
  missingFiles: (names: string[]) =>
    `Te falta cargar la siguiente documentación: ${names.join(', ')}. Podés cargarla desde Mi Perfil > Mi Documentacion.`,
  duplicate: 'Ya se encuentra inscripto en esta instancia.',
  closed: 'La instancia no se encuentra abierta para inscripciones.',
  instanciaNotFound: 'La instancia seleccionada no existe.',
  personaNotFound: 'La persona indicada no existe.',
  notOwnPersona: 'Solo podés inscribir tu propia persona.',
  chooseCareer: 'Por favor, seleccione la carrera a la que desea inscribirse.',
  invalidCareer: 'La carrera seleccionada no es válida para esta instancia.',
  resubmitFailure: 'Ha ocurrido un error. Intentelo de nuevo o más tarde.',
  resubmitOnlyRejected: 'Solo se puede reenviar una inscripción rechazada.',
  inscriptoNotFound: 'La inscripción indicada no existe.',
  invalidId: 'El identificador indicado no es válido.',
} as const;

/** Human names of the documents, used in the pre-check message. */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'DNI (frente)',
  dni_reverso: 'DNI (reverso)',
  cuil: 'Constancia de CUIL',
  partida_nacimiento: 'Partida de nacimiento',
  analitico: 'Certificado analítico',
  certificado_laboral: 'Certificado laboral',
  cud: 'Certificado Único de Discapacidad (CUD)',
};

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

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
