import { z } from 'zod';
import { fechaDdMmAaaa, isoDate } from './instancia.js';

/** Texts of the attendance and grades wizard (seed 001 §2, §4, §8) and of the attendance API. */
export const asistenciaMsg = {
  steps: ['Materia', 'Fecha', 'Estudiantes'],
  materiasTitle: (instancia: string) => `Materias correspondientes a ${instancia}`,
  materiaPrompt: 'Por favor, elegí la materia correspondiente de las asistencias de los estudiantes',
  noMaterias: 'Esta instancia no cuenta con materias',
  fechaHeading: 'Ahora, Seleccione la fecha de la clase',
  fechaHeadingEdit: 'Seleccione la fecha a buscar',
  loading: 'Cargando...',
  noStudentsTitle: 'Ups!',
  noStudents: 'Al parecer todavía no hay estudiantes inscriptos a esta instancia de carrera!',
  success: 'Se han registrado con éxito todos los datos cargados en las ausencias',

  instanciaInvalid: 'Por favor, seleccione una instancia.',
  materiaInvalid: 'Por favor, seleccione una materia.',
  fechaClaseRequired: 'La fecha de la clase es obligatoria.',
  ausentesInvalid: 'La lista de ausentes debe contener identificadores de inscriptos.',
  materiaNotOfCarrera: 'La materia seleccionada no corresponde a la carrera de esta instancia.',
  dniFilterInvalid: 'El DNI a buscar no es válido.',
  notApproved: (ids: number[]) =>
    `Solo se registra la asistencia de inscriptos aprobados en esta instancia. No lo están: ${ids.join(', ')}.`,
  reemplazarInvalid: 'El campo reemplazar debe ser verdadero o falso.',
  /** 409 of a new load of a class that already has marks (issue 14): how many, and the two ways on. */
  existing: (cantidad: number, fechaClase: string) =>
    `${cantidad === 1 ? 'Ya hay 1 asistencia cargada' : `Ya hay ${cantidad} asistencias cargadas`} de esta materia para la clase del ${fechaDdMmAaaa(fechaClase)}. Para cambiarlas, ábralas en "Editar asistencias", que muestra los valores guardados; si quiere reemplazarlas por esta carga, confirme el reemplazo.`,
  /** 422 of a class date outside the instancia's course (issue 14). */
  fechaFueraDelCurso: (fechaInicio: string, fechaFin: string) =>
    `La fecha de la clase debe estar dentro del curso de la instancia, del ${fechaDdMmAaaa(fechaInicio)} al ${fechaDdMmAaaa(fechaFin)}.`,
} as const;

/** Page size of the wizard's student table (seed 001 §9). */
export const STUDENTS_PAGE_SIZE = 10;
/** Browser storage keys that keep the wizard's step and values across reloads (seed 001 §9). */
export const WIZARD_STORAGE_KEYS = {
  step: 'stepAsistencias',
  data: 'asistenciasData',
  instance: 'storageInstanceAsistencias',
} as const;

/** A database id: positive and within PostgreSQL's integer range. */
export const positiveIdOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST /api/asistencias-inscripto/store/ and PUT .../update/ (seed 001 §3). */
export const asistenciaSchema = z.object({
  instancia_id: positiveIdOf(asistenciaMsg.instanciaInvalid),
  materia_id: positiveIdOf(asistenciaMsg.materiaInvalid),
  fecha_clase: isoDate(asistenciaMsg.fechaClaseRequired),
  // A repeated id means the same student twice: keep one, the answer is the same.
  ausentes: z
    .array(positiveIdOf(asistenciaMsg.ausentesInvalid), { error: asistenciaMsg.ausentesInvalid })
    .max(5000, asistenciaMsg.ausentesInvalid)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type AsistenciaInput = z.input<typeof asistenciaSchema>;

/**
 * POST /api/asistencias-inscripto/store/: a new load of a class. Refused (409) when the
 * class already has marks, unless `reemplazar` says the load replaces them (issue 14).
 */
export const asistenciaStoreSchema = asistenciaSchema.extend({
  reemplazar: z.boolean({ error: asistenciaMsg.reemplazarInvalid }).optional().default(false).meta({
    description:
      'true para reemplazar las asistencias ya cargadas de esa materia y fecha (queda auditado como reemplazo); sin él (o false), si la clase ya tiene asistencias responde 409 asistencias_existentes y no escribe nada.',
  }),
});
export type AsistenciaStoreInput = z.input<typeof asistenciaStoreSchema>;

/** GET /api/asistencias-inscripto/get-by-fecha/ query. */
export const asistenciaQuerySchema = z.object({
  instancia_id: positiveIdOf(asistenciaMsg.instanciaInvalid),
  materia_id: positiveIdOf(asistenciaMsg.materiaInvalid),
  fecha_clase: isoDate(asistenciaMsg.fechaClaseRequired),
});

/** GET /api/instancias/{id}/estudiantes query: optional DNI substring. */
export const estudiantesQuerySchema = z.object({
  dni: z
    .string({ error: asistenciaMsg.dniFilterInvalid })
    .trim()
    .max(20, asistenciaMsg.dniFilterInvalid)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** Present (1) or absent (0): the database allows nothing else. */
export const asistenciaValueSchema = z.literal([0, 1]);

/** One attendance mark as fetched: asistencia 0 is absent, 1 present. */
export const asistenciaMarkSchema = z.object({ inscripto_id: z.number().int(), asistencia: asistenciaValueSchema });
export type AsistenciaMark = z.output<typeof asistenciaMarkSchema>;

/** One attendance mark as stored by a load of a class. */
export const asistenciaRecordSchema = z.object({
  id: z.number().int(),
  inscripto_id: z.number().int(),
  materia_id: z.number().int(),
  fecha_clase: z.string(),
  asistencia: asistenciaValueSchema,
});
export type AsistenciaRecord = z.output<typeof asistenciaRecordSchema>;

/** An approved enrollee as the wizard's student step lists them. */
export const estudianteSchema = z.object({
  inscripto_id: z.number().int(),
  persona_id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
});
export type Estudiante = z.output<typeof estudianteSchema>;
