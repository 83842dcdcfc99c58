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
  hasEnrollees:
    'No se puede eliminar la instancia porque tiene inscriptos (con sus asistencias y notas). Puede editar sus fechas para finalizarla.',
  deleteRetry: 'Intente nuevamente en otro momento',
  deleted: 'Se ha eliminado la instancia con exito',
} as const;

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

/** Create/edit instancia (seed 001 §5). */
export const instanciaSchema = z
  .object({
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
  })
  .refine((v) => v.fecha_fin >= v.fecha_inicio, { message: instanciaMsg.finBeforeInicio, path: ['fecha_fin'] });
export type InstanciaInput = z.infer<typeof instanciaSchema>;
