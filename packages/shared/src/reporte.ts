import { z } from 'zod';

/**
 * Admissions reports for staff (issue 19): the funnel from account to approval, per day,
 * and the time staff take to decide. Spanish texts of the API live here.
 */
export const reporteMsg = {
  periodoInvalid: 'El período debe tener entre 1 y 20 caracteres: letras, números, espacios, guiones o barras (por ejemplo 2027).',
  filtroInvalid: 'El filtro elegido no es válido.',
} as const;

/** The funnel's stages, in order (issue 19). */
export const ETAPAS_EMBUDO = ['cuentas', 'verificadas', 'perfiles', 'inscriptas', 'documentacion', 'aprobadas'] as const;
export type EtapaEmbudo = (typeof ETAPAS_EMBUDO)[number];

/** Each stage's name as the API answers it and the Excel prints it. */
export const ETAPA_EMBUDO_NOMBRE: Record<EtapaEmbudo, string> = {
  cuentas: 'Cuentas creadas',
  verificadas: 'Correo verificado',
  perfiles: 'Perfil completo',
  inscriptas: 'Inscriptas',
  documentacion: 'Documentación completa',
  aprobadas: 'Aprobadas',
};

/**
 * The stages that exist before an enrolment: they belong to an account, not to a carrera or
 * an instancia, so the carrera filters do not narrow them (decision 282).
 */
export const ETAPAS_DE_CUENTA: readonly EtapaEmbudo[] = ['cuentas', 'verificadas', 'perfiles'];

const optionalId = z.coerce
  .number({ error: reporteMsg.filtroInvalid })
  .int(reporteMsg.filtroInvalid)
  .positive(reporteMsg.filtroInvalid)
  .max(2_147_483_647, reporteMsg.filtroInvalid)
  .optional();

/** The filters every report takes. Without `periodo`, every year. */
export const reporteFiltrosSchema = z.object({
  periodo: z
    .string({ error: reporteMsg.periodoInvalid })
    .trim()
    .max(20, reporteMsg.periodoInvalid)
    .regex(/^[\p{L}\p{N} /-]*$/u, reporteMsg.periodoInvalid)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .meta({ description: 'el período de las instancias (la columna periodo, p. ej. 2027; decisión 281)' }),
  tipo_carrera_id: optionalId,
  carrera_id: optionalId,
  instancia_id: optionalId,
});
export type ReporteFiltros = z.output<typeof reporteFiltrosSchema>;

export const etapaEmbudoSchema = z.object({
  etapa: z.enum(ETAPAS_EMBUDO),
  nombre: z.string(),
  cantidad: z.number().int(),
  /** Percentage of the previous stage (one decimal); null for the first stage or after a zero. */
  conversion: z.number().nullable(),
});
export type EtapaEmbudoRow = z.output<typeof etapaEmbudoSchema>;

export const embudoDiaSchema = z.object({
  fecha: z.string(),
  cuentas: z.number().int(),
  verificadas: z.number().int(),
  perfiles: z.number().int(),
  inscriptas: z.number().int(),
  documentacion: z.number().int(),
  aprobadas: z.number().int(),
});
export type EmbudoDia = z.output<typeof embudoDiaSchema>;

export const embudoReportSchema = z.object({
  etapas: z.array(etapaEmbudoSchema),
  /** One row per day with any movement, oldest first; each person counts once per stage, the day they reached it. */
  por_dia: z.array(embudoDiaSchema),
});
export type EmbudoReport = z.output<typeof embudoReportSchema>;

/** Median and 90th percentile of days to a decision, over `decisiones` decisions. */
export const tiempoDecisionFilaSchema = z.object({
  id: z.number().int().nullable(),
  nombre: z.string(),
  decisiones: z.number().int(),
  mediana_dias: z.number(),
  p90_dias: z.number(),
});
export type TiempoDecisionFila = z.output<typeof tiempoDecisionFilaSchema>;

export const tiempoDecisionReportSchema = z.object({
  total: tiempoDecisionFilaSchema.nullable(),
  por_instancia: z.array(tiempoDecisionFilaSchema),
  por_revisor: z.array(tiempoDecisionFilaSchema),
});
export type TiempoDecisionReport = z.output<typeof tiempoDecisionReportSchema>;

/** One document of the "most observed" report: how often staff observed it, in how many enrolments, and the commonest reasons. */
export const documentoObservadoSchema = z.object({
  codigo: z.string().meta({ description: 'el código del requisito (el nombre del archivo, p. ej. dni_frente)' }),
  nombre: z.string().meta({ description: 'el nombre del requisito que ve el aspirante' }),
  observaciones: z.number().int().meta({ description: 'veces que el personal lo marcó observado' }),
  inscripciones: z.number().int().meta({ description: 'inscripciones distintas en las que se observó' }),
  motivos: z
    .array(z.object({ motivo: z.string(), cantidad: z.number().int() }))
    .meta({ description: 'los tres motivos más repetidos, con su cantidad' }),
});
export type DocumentoObservado = z.output<typeof documentoObservadoSchema>;

export const documentosObservadosReportSchema = z.object({
  documentos: z.array(documentoObservadoSchema),
});
export type DocumentosObservadosReport = z.output<typeof documentosObservadosReportSchema>;

export const reporteOpcionesSchema = z.object({
  /** The períodos of the instancias, the one with the newest start first. */
  periodos: z.array(z.string()),
  tipos_carrera: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
  carreras: z.array(z.object({ id: z.number().int(), descripcion: z.string(), tipo_carrera_id: z.number().int() })),
  instancias: z.array(z.object({ id: z.number().int(), descripcion: z.string(), carrera_id: z.number().int(), periodo: z.string() })),
});
export type ReporteOpciones = z.output<typeof reporteOpcionesSchema>;

/** Conversion from one stage to the next, as a percentage with one decimal; null when the previous is 0. */
export function conversionPct(cantidad: number, anterior: number | undefined): number | null {
  if (anterior === undefined || anterior === 0) return null;
  return Math.round((cantidad / anterior) * 1000) / 10;
}
