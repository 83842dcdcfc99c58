/**
 * Personal data after the wizard (issue 14 §2): the staff edit with the version the
 * form was opened on, and the applicant's correction requests of a locked field.
 * The proposed value is checked with the wizard's own rule for that field.
 */
import { z } from 'zod';
import { timestamp } from './contract/common.js';
import { UPLOAD_MIME_TYPES, personaFieldSchemas, personaSchema } from './persona.js';

/** The fields of the persona an applicant cannot edit and may ask staff to correct. */
export const CORRECTABLE_FIELDS = [
  'nombre',
  'apellido',
  'numero_documento',
  'cuit',
  'fecha_nacimiento',
  'direccion',
  'piso',
  'departamento',
  'localidad',
  'provincia',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECCION_ESTADOS = ['pendiente', 'aplicada', 'rechazada'] as const;
export type CorreccionEstado = (typeof CORRECCION_ESTADOS)[number];

/** Spanish names of the persona's fields, for the e-mail that lists what changed and the audit views. */
export const PERSONA_FIELD_LABELS = {
  nombre: 'Nombre',
  apellido: 'Apellido',
  tipo_documento: 'Tipo de documento',
  numero_documento: 'Número de documento',
  cuit: 'CUIT/CUIL',
  fecha_nacimiento: 'Fecha de nacimiento',
  lugar_nacimiento: 'Lugar de nacimiento',
  pais_id: 'País',
  nacionalidad_id: 'Nacionalidad',
  genero_id: 'Género',
  tipo_sangre: 'Tipo de sangre',
  estado_civil: 'Estado civil',
  hijos: 'Hijos',
  direccion: 'Dirección',
  piso: 'Piso',
  departamento: 'Departamento',
  provincia: 'Provincia',
  localidad: 'Localidad',
  telefono: 'Teléfono',
  celular: 'Celular',
  email: 'Email',
} as const;
export type PersonaField = keyof typeof PERSONA_FIELD_LABELS;

/** All texts are own (the seeds have no correction flow). */
export const correccionMsg = {
  fieldInvalid: 'Elegí uno de los datos que se pueden corregir.',
  motivoRequired: 'Contanos por qué hay que corregir el dato.',
  motivoMax: 'El motivo no debe exceder 1000 caracteres.',
  sameValue: 'El valor propuesto es igual al que ya está registrado.',
  openExists: 'Ya tenés una solicitud abierta para este dato. Esperá la respuesta del personal antes de pedir otra.',
  notFound: 'La solicitud de corrección no existe.',
  respaldoNotFound: 'Esta solicitud no tiene documento de respaldo.',
  oneRespaldo: 'Adjuntá un solo documento de respaldo.',
  notPending: 'Esta solicitud ya fue resuelta: actualizá la lista.',
  respuestaRequired: 'Escribí el motivo del rechazo: el aspirante lo va a leer.',
  respuestaMax: 'La respuesta no debe exceder 1000 caracteres.',
  versionRequired: 'Falta la versión de los datos que se editaron. Volvé a abrir el formulario.',
  personaChanged:
    'Los datos de esta persona cambiaron desde que abriste el formulario. Cerralo y volvé a abrirlo para ver los valores actuales antes de guardar.',
  dniTaken: (dni: string) =>
    `Ya hay otra persona registrada con el documento ${dni}. Revisá el número: si es la misma persona, buscala por DNI en lugar de cambiar este registro.`,
} as const;

const motivo = z
  .string({ error: correccionMsg.motivoRequired })
  .trim()
  .min(1, correccionMsg.motivoRequired)
  .max(1000, correccionMsg.motivoMax);

/** A value as the forms send it: text or a number (piso). */
const rawValue = z.union([z.string(), z.number()]).nullish();

/**
 * POST /api/correcciones/persona/{id}: the field, the proposed value (checked with
 * that field's wizard rule, then kept as text) and the reason.
 */
export const correccionCreateSchema = z
  .object({
    campo: z.enum(CORRECTABLE_FIELDS, { error: correccionMsg.fieldInvalid }),
    valor: rawValue,
    motivo,
  })
  .transform((v, ctx) => {
    const parsed = personaFieldSchemas[v.campo].safeParse(v.valor);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['valor'] });
      return z.NEVER;
    }
    return { campo: v.campo, valor: parsed.data === null ? '' : String(parsed.data), motivo: v.motivo };
  });
export type CorreccionCreateInput = z.input<typeof correccionCreateSchema>;
export type CorreccionCreateData = z.output<typeof correccionCreateSchema>;

/**
 * The staff edit (PUT /api/personas/datos/{id} and applying a correction): every
 * persona field with the wizard's rules, plus the `updated_at` the form was opened
 * on. A persona changed since then is refused (409), never overwritten.
 */
export const personaStaffEditSchema = z.object({
  persona: personaSchema,
  updated_at: z.string({ error: correccionMsg.versionRequired }).trim().min(1, correccionMsg.versionRequired),
});
export type PersonaStaffEditInput = z.input<typeof personaStaffEditSchema>;
export type PersonaStaffEditData = z.output<typeof personaStaffEditSchema>;

export const correccionRefuseSchema = z.object({
  respuesta: z
    .string({ error: correccionMsg.respuestaRequired })
    .trim()
    .min(1, correccionMsg.respuestaRequired)
    .max(1000, correccionMsg.respuestaMax),
});
export type CorreccionRefuseInput = z.input<typeof correccionRefuseSchema>;

/** One correction request as both sides see it. */
export const correccionSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  campo: z.enum(CORRECTABLE_FIELDS),
  /** The value on record when the request was made. */
  valor_actual: z.string(),
  valor_propuesto: z.string(),
  motivo: z.string(),
  estado: z.enum(CORRECCION_ESTADOS),
  /** Staff's message when refused. */
  respuesta: z.string().nullable(),
  created_at: timestamp,
  resuelta_at: timestamp.nullable(),
  /** Who resolved it; null while open or once that account is gone. */
  resuelta_por: z.string().nullable(),
  /** The optional supporting document, with a signed link valid 10 minutes (decision 30). */
  respaldo: z
    .object({
      url: z.string(),
      mime_type: z.enum(UPLOAD_MIME_TYPES),
      size: z.number().int(),
      original_name: z.string().nullable(),
    })
    .nullable(),
});
export type Correccion = z.output<typeof correccionSchema>;

/** In the staff list: whose persona it is. */
export const staffCorreccionSchema = correccionSchema.extend({
  persona: z.object({ nombre: z.string(), apellido: z.string(), numero_documento: z.string() }),
});
export type StaffCorreccion = z.output<typeof staffCorreccionSchema>;
