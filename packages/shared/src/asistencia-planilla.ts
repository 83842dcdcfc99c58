import { z } from 'zod';
import { asistenciaMsg, positiveIdOf } from './asistencia.js';
import { fechaDdMmAaaa } from './instancia.js';

/**
 * The attendance spreadsheet of one instancia and materia (issue 19): the layout the export
 * writes and the import reads back. Row 1 is the header: DNI, Apellido, Nombre, then one
 * column per class date (AAAA-MM-DD). From row 2, one row per approved enrollee with P
 * (present), A (absent) or an empty cell (no mark) under each date.
 */
export const PLANILLA_ASISTENCIAS = {
  hoja: 'Asistencias',
  columnasFijas: ['DNI', 'Apellido', 'Nombre'],
  /** 1-based column of the first date. */
  primeraColumnaFecha: 4,
  presente: 'P',
  ausente: 'A',
  maxFilas: 5000,
  maxFechas: 400,
} as const;

/** A mark as the spreadsheet writes it: P, A, or '' (no mark). */
export type MarcaPlanilla = 'P' | 'A' | '';

/** Excel column letters of a 1-based column (1 → A, 27 → AA). */
export function columnaExcel(n: number): string {
  let s = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

/** The address of a cell, as Excel shows it (D5). */
export const celdaExcel = (fila: number, columna: number) => `${columnaExcel(columna)}${fila}`;

export const planillaMsg = {
  instanciaInvalid: asistenciaMsg.instanciaInvalid,
  materiaInvalid: asistenciaMsg.materiaInvalid,
  formaInvalida: 'La planilla no tiene la forma esperada: una fila de encabezado y filas de celdas de texto.',
  demasiadasFilas: `La planilla tiene más de ${PLANILLA_ASISTENCIAS.maxFilas} filas.`,
  demasiadasFechas: `La planilla tiene más de ${PLANILLA_ASISTENCIAS.maxFechas} fechas.`,
  encabezado: (celda: string, esperado: string, valor: string) =>
    `La celda ${celda} del encabezado debe decir "${esperado}"; dice "${valor}". Use la planilla exportada desde esta pantalla.`,
  sinFechas: 'La planilla no tiene columnas de fechas después de DNI, Apellido y Nombre.',
  sinFilas: 'La planilla no tiene filas de estudiantes.',
  fechaInvalida: (celda: string, valor: string) =>
    `La celda ${celda} debe tener la fecha de una clase (AAAA-MM-DD o DD/MM/AAAA); dice "${valor}".`,
  fechaRepetida: (celda: string, otra: string) => `La fecha de la celda ${celda} ya está en la celda ${otra}.`,
  fechaFueraDelCurso: (celda: string, inicio: string, fin: string) =>
    `La fecha de la celda ${celda} está fuera del curso de la instancia, del ${fechaDdMmAaaa(inicio)} al ${fechaDdMmAaaa(fin)}.`,
  documentoVacio: (celda: string) => `La celda ${celda} debe tener el DNI del estudiante.`,
  documentoDesconocido: (celda: string, documento: string) =>
    `El DNI ${documento} de la celda ${celda} no es de un inscripto aprobado de esta instancia.`,
  documentoRepetido: (celda: string, otra: string) => `El DNI de la celda ${celda} ya está en la celda ${otra}.`,
  valorInvalido: (celda: string, valor: string) =>
    `La celda ${celda} debe decir P (presente) o A (ausente), o quedar vacía; dice "${valor}".`,
  invalida: (n: number) =>
    `${n === 1 ? 'La planilla tiene 1 error' : `La planilla tiene ${n} errores`}. Corríjala y vuelva a importarla: no se guardó nada.`,
  reemplazos: (n: number) =>
    `${n === 1 ? 'La planilla cambia 1 asistencia ya cargada' : `La planilla cambia ${n} asistencias ya cargadas`}. Revise los cambios y confirme el reemplazo para guardarlos; no se guardó nada.`,
} as const;

const cellText = z.string({ error: planillaMsg.formaInvalida }).max(200, planillaMsg.formaInvalida);

/** POST /api/asistencias-inscripto/importar: the spreadsheet's cells as text, as the browser read them. */
export const importarPlanillaSchema = z.object({
  instancia_id: positiveIdOf(planillaMsg.instanciaInvalid),
  materia_id: positiveIdOf(planillaMsg.materiaInvalid),
  /** Row 1, from column A. */
  encabezado: z
    .array(cellText, { error: planillaMsg.formaInvalida })
    .max(PLANILLA_ASISTENCIAS.maxFechas + PLANILLA_ASISTENCIAS.primeraColumnaFecha, planillaMsg.demasiadasFechas),
  /** The other rows that have any text, with their row number in the sheet (rows 2 and on). */
  filas: z
    .array(
      z.object({
        fila: z
          .number({ error: planillaMsg.formaInvalida })
          .int(planillaMsg.formaInvalida)
          .min(2, planillaMsg.formaInvalida)
          .max(1_048_576),
        celdas: z
          .array(cellText, { error: planillaMsg.formaInvalida })
          .max(PLANILLA_ASISTENCIAS.maxFechas + PLANILLA_ASISTENCIAS.primeraColumnaFecha),
      }),
      { error: planillaMsg.formaInvalida },
    )
    .max(PLANILLA_ASISTENCIAS.maxFilas, planillaMsg.demasiadasFilas),
  aplicar: z.boolean({ error: planillaMsg.formaInvalida }).optional().default(false).meta({
    description: 'false (por defecto): solo valida y responde la vista previa; true: guarda todo o nada.',
  }),
  reemplazar: z.boolean({ error: planillaMsg.formaInvalida }).optional().default(false).meta({
    description:
      'true para guardar aunque la planilla cambie asistencias ya cargadas (queda auditado como reemplazo); sin él responde 409.',
  }),
});
export type ImportarPlanillaInput = z.input<typeof importarPlanillaSchema>;

const marca = z.enum(['P', 'A']);

export const cambioPlanillaSchema = z.object({
  celda: z.string(),
  numero_documento: z.string(),
  apellido: z.string(),
  nombre: z.string(),
  fecha: z.string(),
  /** null: the student had no mark that day. */
  antes: marca.nullable(),
  despues: marca,
});
export type CambioPlanilla = z.output<typeof cambioPlanillaSchema>;

export const importarPlanillaResultSchema = z.object({
  /** true once written; false for a preview. */
  aplicado: z.boolean(),
  nuevas: z.number().int(),
  reemplazos: z.number().int(),
  sin_cambios: z.number().int(),
  /** Every new mark and every replacement, by row then column. */
  cambios: z.array(cambioPlanillaSchema),
});
export type ImportarPlanillaResult = z.output<typeof importarPlanillaResultSchema>;

/** GET /api/asistencias-inscripto/planilla: what the export writes. */
export const planillaAsistenciasSchema = z.object({
  instancia: z.string(),
  materia: z.string(),
  fechas: z.array(z.string()),
  estudiantes: z.array(
    z.object({
      inscripto_id: z.number().int(),
      numero_documento: z.string(),
      apellido: z.string(),
      nombre: z.string(),
      /** One per date, in the order of `fechas`. */
      marcas: z.array(z.enum(['P', 'A', ''])),
    }),
  ),
});
export type PlanillaAsistencias = z.output<typeof planillaAsistenciasSchema>;

export const planillaQuerySchema = z.object({
  instancia_id: positiveIdOf(planillaMsg.instanciaInvalid),
  materia_id: positiveIdOf(planillaMsg.materiaInvalid),
});

/** A header date cell as text: AAAA-MM-DD or DD/MM/AAAA, a real calendar day; null otherwise. */
export function parseFechaPlanilla(valor: string): string | null {
  const v = valor.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v))) iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
