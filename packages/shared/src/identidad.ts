/**
 * Identity (issue 18): claims of a document number held by another account or by a
 * persona staff registered at the counter, the link of such a persona to an account,
 * possible duplicate personas and their merge. Schemas and Spanish texts; no I/O.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './email.js';
import { UPLOAD_MIME_TYPES } from './persona.js';

export const RECLAMO_ESTADOS = ['pendiente', 'transferida', 'rechazada'] as const;
export type ReclamoEstado = (typeof RECLAMO_ESTADOS)[number];

/** The files of a claim: the document's two sides and, optionally, a selfie holding it. */
export const RECLAMO_ARCHIVOS = ['frente', 'dorso', 'selfie'] as const;
export type ReclamoArchivo = (typeof RECLAMO_ARCHIVOS)[number];

export const identidadMsg = {
  notaRequired: 'Contanos en pocas palabras por qué el documento es tuyo.',
  notaMax: 'La nota no debe exceder 1000 caracteres.',
  numeroRequired: 'Ingresá el número de documento que querés reclamar.',
  numeroInvalid: 'El número de documento debe tener entre 5 y 20 letras o números, sin puntos ni espacios.',
  frenteRequired: 'Subí una foto o un PDF del frente del documento.',
  dorsoRequired: 'Subí una foto o un PDF del dorso del documento.',
  oneFileEach: 'Subí un solo archivo por cada campo (frente, dorso y selfie).',
  staffCannotClaim: 'El personal no presenta reclamos de identidad: vincule la persona desde su detalle.',
  alreadyHasPersona: 'Tu cuenta ya tiene datos personales: no hace falta reclamar un documento.',
  openExists: 'Ya tenés un reclamo abierto por este número de documento. Esperá la respuesta del personal.',
  created:
    'Recibimos tu reclamo. El personal de la facultad va a comparar la documentación y te va a responder por correo. Mientras tanto, tu borrador del asistente queda guardado.',
  notFound: 'El reclamo solicitado no existe.',
  fileNotFound: 'El archivo solicitado no existe.',
  notPending: 'Este reclamo ya fue resuelto.',
  noHolder:
    'Ninguna persona tiene hoy ese número de documento: no hay nada que transferir. Rechace el reclamo e indíquele al aspirante que complete el asistente.',
  claimantHasPersona: 'La cuenta que reclama ya tiene datos personales: no se le puede transferir otra persona.',
  respuestaRequired: 'Escriba el motivo del rechazo para el aspirante.',
  respuestaMax: 'El motivo no debe exceder 1000 caracteres.',
  // link
  emailRequired: 'Ingrese el correo de la cuenta del aspirante.',
  accountNotFound: 'No hay una cuenta de aspirante con ese correo.',
  accountNotVerified: 'La cuenta todavía no fue activada desde su correo: no se puede vincular.',
  accountHasPersona: 'Esa cuenta ya tiene datos personales cargados.',
  personaHasAccount: 'Esta persona ya está vinculada a una cuenta.',
  linked: 'La persona quedó vinculada a la cuenta. El aspirante ya ve sus inscripciones.',
  // duplicates
  sameRecord: 'Elija dos personas distintas.',
  mergeConflict:
    'Las dos personas tienen inscripciones en la misma instancia: resuelva primero una de ellas (por ejemplo, dándola de baja) y vuelva a intentar.',
  mergeTwoAccounts:
    'Las dos personas tienen cuenta: fusionarlas dejaría una cuenta sin sus datos. Resuélvalo con un reclamo de identidad o pidiendo a uno de los aspirantes que deje de usar su cuenta.',
  merged: 'Las personas se fusionaron.',
  markedNotDuplicate: 'Se registró que no son la misma persona.',
  // Issue 18 §3: the wizard met a persona staff registered with another e-mail.
  counterClaimOpened:
    'Este número de documento ya fue registrado por la facultad con otro correo. Abrimos un reclamo de identidad para que el personal lo revise: sumale fotos del frente y del dorso del documento con «Reclamar mi documento».',
  autoNota: 'Abierto por el asistente: el número es de una persona registrada por el personal con otro correo.',
} as const;

const nota = z.string({ error: identidadMsg.notaRequired }).trim().min(1, identidadMsg.notaRequired).max(1000, identidadMsg.notaMax);

/** The text fields of a claim (the files travel in the same multipart body). */
export const reclamoCreateSchema = z.object({
  numero_documento: z
    .string({ error: identidadMsg.numeroRequired })
    .trim()
    .min(1, identidadMsg.numeroRequired)
    .transform((v) => v.replace(/[.\s-]/g, '').toUpperCase())
    .refine((v) => /^[0-9A-Z]{5,20}$/.test(v), identidadMsg.numeroInvalid)
    // A 7-digit DNI is the same number with its leading zero.
    .transform((v) => (/^\d{7}$/.test(v) ? `0${v}` : v)),
  nota,
});
export type ReclamoCreateData = z.output<typeof reclamoCreateSchema>;

export const reclamoRefuseSchema = z.object({
  respuesta: z
    .string({ error: identidadMsg.respuestaRequired })
    .trim()
    .min(1, identidadMsg.respuestaRequired)
    .max(1000, identidadMsg.respuestaMax),
});

/** Resolve: move the persona to the claimant, or refuse with a reason for the applicant. */
export const reclamoResolveSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('transferir') }),
  z.object({ decision: z.literal('rechazar'), respuesta: reclamoRefuseSchema.shape.respuesta }),
]);
export type ReclamoResolveData = z.output<typeof reclamoResolveSchema>;

const fileRef = z.object({
  id: z.number().int(),
  nombre: z.enum(RECLAMO_ARCHIVOS),
  url: z.string(),
  mime_type: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int(),
});

/** A claim as the claimant sees it. */
export const reclamoSchema = z.object({
  id: z.number().int(),
  numero_documento: z.string(),
  nota: z.string(),
  estado: z.enum(RECLAMO_ESTADOS),
  respuesta: z.string().nullable(),
  created_at: z.string(),
  resuelta_at: z.string().nullable(),
  archivos: z.array(fileRef),
});
export type Reclamo = z.infer<typeof reclamoSchema>;

const personaSide = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  fecha_nacimiento: z.string(),
  email: z.string(),
  /** The holder's account e-mail, or null for a persona staff registered without one. */
  cuenta_email: z.string().nullable(),
  inscripciones: z.number().int(),
  /** The holder's document images (dni_frente, dni_reverso), with links for staff who may open documents. */
  documentos: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string().nullable(), mime_type: z.string() })),
});

/** A claim as staff see it: the claimant's account and, side by side, the persona that holds the number. */
export const staffReclamoSchema = reclamoSchema.extend({
  reclamante: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  titular: personaSide.nullable(),
  resuelta_por: z.string().nullable(),
});
export type StaffReclamo = z.infer<typeof staffReclamoSchema>;

/** Staff link a persona with no account to an applicant's account, named by its e-mail. */
export const linkAccountSchema = z.object({
  email: z
    .string({ error: identidadMsg.emailRequired })
    .trim()
    .min(1, identidadMsg.emailRequired)
    .regex(EMAIL_PATTERN, identidadMsg.emailRequired),
});

export const DUPLICATE_REASONS = ['cuit', 'email', 'nombre_fecha'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicatePersonaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  cuit: z.string().nullable(),
  fecha_nacimiento: z.string(),
  email: z.string(),
  user_id: z.number().int().nullable(),
});

export const duplicatePairSchema = z.object({
  a: duplicatePersonaSchema,
  b: duplicatePersonaSchema,
  motivos: z.array(z.enum(DUPLICATE_REASONS)),
  /** Trigram similarity of the normalised "apellido nombre" (1 = equal). */
  similitud: z.number(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** The persona fields staff choose field by field when merging; the rest are the survivor's. */
export const MERGE_FIELDS = [
  'nombre',
  'apellido',
  'fecha_nacimiento',
  'lugar_nacimiento',
  'cuit',
  'direccion',
  'piso',
  'departamento',
  'provincia',
  'localidad',
  'telefono',
  'celular',
  'email',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const mergeSchema = z.object({
  /** The persona that stays (its id, document number and account). */
  sobreviviente_id: z.coerce.number().int().positive(),
  /** The persona that is merged into it and deleted. */
  duplicada_id: z.coerce.number().int().positive(),
  /** For each field, whose value stays; a field left out keeps the survivor's. */
  valores: z.partialRecord(z.enum(MERGE_FIELDS), z.enum(['sobreviviente', 'duplicada'])).default({}),
});
export type MergeData = z.output<typeof mergeSchema>;

export const notDuplicateSchema = z.object({
  a_id: z.coerce.number().int().positive(),
  b_id: z.coerce.number().int().positive(),
});
