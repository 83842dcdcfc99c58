import { z } from 'zod';

export const instanciaMsg = {
  carreraRequired: 'La carrera es obligatoria.',
  carreraInvalid: 'Por favor, seleccione un elemento.',
  descripcionRequired: 'La descripción es obligatoria',
  max255: 'El campo no debe exceder 255 caracteres.',
  fechaPublicacionRequired: 'La fecha de publicación es obligatoria.',
  fechaInicioRequired: 'La fecha de inicio es obligatoria.',
  fechaFinRequired: 'La fecha de fin es obligatoria.',
  invalidDate: 'Por favor, ingrese una fecha.',
  finBeforeInicio: 'La fecha de fin no puede ser menor a la fecha de inicio.',
  notFound: 'La instancia indicada no existe.',
  cupoInvalid: 'El cupo debe ser un número entero mayor a cero, o quedar vacío (sin límite).',
  periodoInvalid: 'El período debe tener entre 1 y 20 caracteres: letras, números, espacios, guiones o barras (por ejemplo 2027).',
  hasEnrollees:
    'No se puede eliminar la instancia porque tiene inscriptos (con sus asistencias y notas). Puede editar sus fechas para finalizarla.',
  deleteRetry: 'Intente nuevamente en otro momento',
  deleted: 'Se ha eliminado la instancia con éxito',
  confirmarDuplicadoInvalid: 'El campo confirmar_duplicado debe ser verdadero o falso.',
  duplicada:
    'Ya existe una instancia de esta carrera con la misma descripción y las mismas fechas de publicación, inicio y fin. Revise la lista de instancias: si de todos modos quiere crear otra igual, confirme que desea duplicarla.',
} as const;

/** A YYYY-MM-DD date as the messages show it: dd/mm/aaaa. */
export function fechaDdMmAaaa(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A calendar date as the API sends and receives it: YYYY-MM-DD, and a real day. */
export const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^\d{4}-\d{2}-\d{2}$/, instanciaMsg.invalidDate)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, instanciaMsg.invalidDate);

/** The fields of an instancia (seed 001 §5). */
const instanciaFields = z.object({
  carrera_id: z.coerce
    .number({ error: instanciaMsg.carreraRequired })
    .int(instanciaMsg.carreraInvalid)
    .positive(instanciaMsg.carreraInvalid)
    .max(2_147_483_647, instanciaMsg.carreraInvalid),
  descripcion: z
    .string({ error: instanciaMsg.descripcionRequired })
    .trim()
    .min(1, instanciaMsg.descripcionRequired)
    .max(255, instanciaMsg.max255),
  fecha_publicacion: isoDate(instanciaMsg.fechaPublicacionRequired),
  fecha_inicio: isoDate(instanciaMsg.fechaInicioRequired),
  fecha_fin: isoDate(instanciaMsg.fechaFinRequired),
  // Issue 15: the registration window, apart from the course dates. Left out, it is
  // from the publication to fecha_fin, as before (decision 210).
  inscripcion_desde: isoDate(instanciaMsg.invalidDate).optional(),
  inscripcion_hasta: isoDate(instanciaMsg.invalidDate).optional(),
  // Seats and período (issue 16), a group of their own.
  /** Seats for approved enrolments; null = unlimited; absent = unlimited on create, unchanged on edit. */
  cupo: z
    .union([
      z.null(),
      z.literal(''),
      z.coerce
        .number({ error: instanciaMsg.cupoInvalid })
        .int(instanciaMsg.cupoInvalid)
        .min(1, instanciaMsg.cupoInvalid)
        .max(1_000_000, instanciaMsg.cupoInvalid),
    ])
    .optional()
    // '' (an emptied field) means unlimited; absent on an edit keeps the stored cupo.
    .transform((v) => (v === '' ? null : v)),
  /** The academic período (e.g. "2027"); absent = the year of fecha_inicio on create, unchanged on edit. */
  periodo: z
    .string()
    .trim()
    .max(20, instanciaMsg.periodoInvalid)
    .regex(/^[\p{L}\p{N} /-]*$/u, instanciaMsg.periodoInvalid)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

const finNotBeforeInicio = { message: instanciaMsg.finBeforeInicio, path: ['fecha_fin'] };
const windowInOrder = (v: { fecha_publicacion: string; fecha_fin: string; inscripcion_desde?: string; inscripcion_hasta?: string }) =>
  (v.inscripcion_hasta ?? v.fecha_fin) >= (v.inscripcion_desde ?? v.fecha_publicacion);
const windowOrderError = { message: 'El cierre de la inscripción no puede ser anterior a su apertura.', path: ['inscripcion_hasta'] };

/** Create/edit instancia (seed 001 §5). */
export const instanciaSchema = instanciaFields
  .refine((v) => v.fecha_fin >= v.fecha_inicio, finNotBeforeInicio)
  .refine(windowInOrder, windowOrderError);
export type InstanciaInput = z.infer<typeof instanciaSchema>;

/**
 * POST /api/instancias: the instancia, and whether staff confirmed creating one
 * identical to an existing one (same carrera, descripción and dates; issue 14).
 */
export const instanciaCreateSchema = instanciaFields
  .extend({
    confirmar_duplicado: z.boolean({ error: instanciaMsg.confirmarDuplicadoInvalid }).optional().default(false).meta({
      description:
        'true para crear la instancia aunque ya exista otra de la misma carrera con la misma descripción (sin distinguir mayúsculas) y las mismas tres fechas; sin él (o false) esa creación responde 409 instancia_duplicada.',
    }),
  })
  .refine((v) => v.fecha_fin >= v.fecha_inicio, finNotBeforeInicio)
  .refine(windowInOrder, windowOrderError);
export type InstanciaCreateInput = z.input<typeof instanciaCreateSchema>;
