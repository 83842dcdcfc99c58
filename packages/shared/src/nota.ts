import { z } from 'zod';
import { fechaDdMmAaaa, isoDate } from './instancia.js';
import { positiveIdOf } from './asistencia.js';

/** Grades are on the 0 to 10 scale with at most two decimals (docs/decisions.md). */
export const NOTA_MIN = 0;
export const NOTA_MAX = 10;
export const NOTA_DECIMALS = 2;

export const notaMsg = {
  label: 'Nota',
  load: 'Cargar',
  modify: 'Modificar',
  retry: 'Reintentar',

  required: 'La nota es obligatoria.',
  invalid: 'La nota debe ser un número entre 0 y 10.',
  decimals: 'La nota admite como máximo 2 decimales.',
  inscriptoInvalid: 'Por favor, seleccione un inscripto.',
  materiaInvalid: 'Por favor, seleccione una materia.',
  instanciaInvalid: 'Por favor, seleccione una instancia.',
  fechaExamenRequired: 'La fecha del examen es obligatoria.',
  notFound: 'La nota indicada no existe.',
  inscriptoNotFound: 'El inscripto indicado no existe.',
  notApproved: 'Solo se cargan notas de inscriptos aprobados en la instancia.',
  materiaNotOfCarrera: 'La materia seleccionada no corresponde a la carrera de esta instancia.',
  reemplazarInvalid: 'El campo reemplazar debe ser verdadero o falso.',
  /** 409 of a new grade where one exists (issue 14): names the stored grade and the two ways on. */
  existing: (nota: number, fechaExamen: string) =>
    `Este inscripto ya tiene la nota ${formatNota(nota)} en esta materia para el examen del ${fechaDdMmAaaa(fechaExamen)}. Para cambiarla, ábrala en "Modificar notas", que muestra la nota guardada; si quiere reemplazarla por esta, confirme el reemplazo.`,
  /** 422 of an exam date outside the instancia's course (issue 14). */
  fechaFueraDelCurso: (fechaInicio: string, fechaFin: string) =>
    `La fecha del examen debe estar dentro del curso de la instancia, del ${fechaDdMmAaaa(fechaInicio)} al ${fechaDdMmAaaa(fechaFin)}.`,
} as const;

/** A grade as Spanish text shows it: decimal comma, no trailing zeros (7,5; 8; 6,25). */
export function formatNota(nota: number): string {
  return String(Math.round(nota * 100) / 100).replace('.', ',');
}

export type NotaParse = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads a grade typed by staff: a number, or text with a decimal comma or point
 * ("7,5" and "7.5" are the same grade). No sign, no exponent, no thousands separator.
 */
export function parseNota(input: unknown): NotaParse {
  if (input === null || input === undefined) return { ok: false, message: notaMsg.required };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: notaMsg.invalid };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: notaMsg.invalid };
  }
  if (text === '') return { ok: false, message: notaMsg.required };
  const m = /^(\d{1,3})(?:[.,](\d{1,20}))?$/.exec(text);
  if (!m) return { ok: false, message: notaMsg.invalid };
  const decimals = (m[2] ?? '').replace(/0+$/, '');
  const value = Number(`${m[1]}.${m[2] ?? '0'}`);
  if (value < NOTA_MIN || value > NOTA_MAX) return { ok: false, message: notaMsg.invalid };
  if (decimals.length > NOTA_DECIMALS) return { ok: false, message: notaMsg.decimals };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** A grade field: accepts a number or text, answers a number rounded to cents. */
export const notaValueSchema = z
  .unknown()
  .transform((v, ctx) => {
    const parsed = parseNota(v);
    if (parsed.ok) return parsed.value;
    ctx.issues.push({ code: 'custom', message: parsed.message, input: v });
    return z.NEVER;
  })
  .meta({
    // Read by hand (parseNota), so the document states the accepted forms itself.
    anyOf: [
      { type: 'number', minimum: NOTA_MIN, maximum: NOTA_MAX },
      { type: 'string', pattern: '^\\s*\\d{1,3}([.,]\\d+)?\\s*$' },
    ],
    description: 'De 0 a 10 con hasta 2 decimales: número o texto con coma o punto ("7,5").',
  });

/** POST /api/notas-inscripto/store (seed 001 §3). */
export const notaSchema = z.object({
  inscripto_id: positiveIdOf(notaMsg.inscriptoInvalid),
  materia_id: positiveIdOf(notaMsg.materiaInvalid),
  fecha_examen: isoDate(notaMsg.fechaExamenRequired),
  nota: notaValueSchema,
});
export type NotaInput = z.input<typeof notaSchema>;

/**
 * POST /api/notas-inscripto/store body: refused (409) when the enrollee already has a
 * grade for that subject and exam date, unless `reemplazar` says it replaces it (issue 14).
 */
export const notaStoreSchema = notaSchema.extend({
  reemplazar: z.boolean({ error: notaMsg.reemplazarInvalid }).optional().default(false).meta({
    description:
      'true para reemplazar la nota ya cargada de ese inscripto, materia y fecha (queda auditado como reemplazo); sin él (o false), si ya hay una nota responde 409 nota_existente y no escribe nada.',
  }),
});
export type NotaStoreInput = z.input<typeof notaStoreSchema>;

/** PUT /api/notas-inscripto/update/{id}. */
export const notaUpdateSchema = z.object({ nota: notaValueSchema });

/** GET /api/notas-inscripto/get-by-fecha/ query. */
export const notaQuerySchema = z.object({
  instancia_id: positiveIdOf(notaMsg.instanciaInvalid),
  materia_id: positiveIdOf(notaMsg.materiaInvalid),
  fecha_examen: isoDate(notaMsg.fechaExamenRequired),
});

/** A stored grade as the API answers it. */
export const notaRecordSchema = z.object({
  id: z.number().int(),
  inscripto_id: z.number().int(),
  materia_id: z.number().int(),
  fecha_examen: z.string(),
  nota: z.number(),
});
export type NotaRecord = z.output<typeof notaRecordSchema>;
