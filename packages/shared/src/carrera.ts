import { z } from 'zod';
import { instanciaMsg } from './instancia.js';

/** Texts of the careers and subjects screens; descripcion rules as the instancia form (seed 001 §5, §9). */
export const carreraMsg = {
  descripcionRequired: instanciaMsg.descripcionRequired,
  max255: instanciaMsg.max255,
  tipoRequired: 'El tipo de carrera es obligatorio.',
  tipoInvalid: 'Por favor, seleccione un elemento.',
  notFound: 'La carrera indicada no existe.',
  materiaNotFound: 'La materia indicada no existe.',
  materiaInUse: 'No se puede eliminar la materia porque tiene asistencias o notas cargadas. Puede cambiarle el nombre en su lugar.',
  materiaDeleted: 'Se ha eliminado la materia con éxito',
} as const;

const descripcion = z
  .string({ error: carreraMsg.descripcionRequired })
  .trim()
  .min(1, carreraMsg.descripcionRequired)
  .max(255, carreraMsg.max255);

/** POST /api/carreras/ and PUT /api/carreras/{id}. */
export const carreraSchema = z.object({
  descripcion,
  tipo_carrera_id: z.coerce
    .number({ error: carreraMsg.tipoRequired })
    .int(carreraMsg.tipoInvalid)
    .positive(carreraMsg.tipoInvalid)
    .max(2_147_483_647, carreraMsg.tipoInvalid),
  /** 1: applicants may choose it when enrolling in the common admission course. Kept as is when omitted on edit. */
  elegible_en_ingreso: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: carreraMsg.tipoInvalid })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 1 || v === '1' || v === true ? 1 : 0)),
});
export type CarreraInput = z.output<typeof carreraSchema>;

/** POST /api/carreras/{id}/materias and PUT /api/materias/{id}. */
export const materiaSchema = z.object({ descripcion });
export type MateriaInput = z.output<typeof materiaSchema>;

export const carreraRowSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  tipo_carrera_id: z.number().int(),
  tipo_carrera: z.string(),
  elegible_en_ingreso: z.number().int(),
  materias_count: z.number().int(),
});
export type CarreraRow = z.output<typeof carreraRowSchema>;

export const materiaRowSchema = z.object({
  id: z.number().int(),
  carrera_id: z.number().int(),
  descripcion: z.string(),
  /** true when it has attendance or grades, so it cannot be deleted. */
  en_uso: z.boolean(),
});
export type MateriaRow = z.output<typeof materiaRowSchema>;

export const tipoCarreraSchema = z.object({ id: z.number().int(), descripcion: z.string(), url_externa: z.string().nullable() });
export type TipoCarrera = z.output<typeof tipoCarreraSchema>;
