import {
  DOCUMENT_NAMES,
  ETAPAS_EMBUDO,
  ETAPA_EMBUDO_NOMBRE,
  conversionPct,
  missingDocuments,
  type EmbudoDia,
  type EmbudoReport,
  type DocumentosObservadosReport,
  type ReporteFiltros,
  type ReporteOpciones,
  type TiempoDecisionFila,
  type TiempoDecisionReport,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import * as q from './reportes.queries.js';

const emptyDay = (fecha: string): EmbudoDia => ({
  fecha,
  cuentas: 0,
  verificadas: 0,
  perfiles: 0,
  inscriptas: 0,
  documentacion: 0,
  aprobadas: 0,
});

/**
 * GET /api/reportes/embudo: each person counts once per stage, on the day they reached it,
 * so the stage totals are the sums of the daily rows (decision 282).
 */
export async function embudo(deps: AppDeps, f: ReporteFiltros): Promise<EmbudoReport> {
  const [accounts, enrolments] = await Promise.all([q.accountDayCounts(deps.db, f), q.enrolmentDayCounts(deps.db, f)]);
  const byDay = new Map<string, EmbudoDia>();
  const day = (fecha: string) => {
    let row = byDay.get(fecha);
    if (!row) byDay.set(fecha, (row = emptyDay(fecha)));
    return row;
  };
  for (const d of accounts) day(d.fecha)[d.etapa] += Number(d.n);
  for (const d of enrolments) {
    if (d.etapa !== 'documentacion') {
      day(d.fecha)[d.etapa] += Number(d.n);
      continue;
    }
    // One row per document situation and day of the newest file: the shared rule once per situation.
    const names = DOCUMENT_NAMES.filter((_, k) => (Number(d.mask) & (1 << k)) !== 0);
    if (missingDocuments(names, { trabaja: Number(d.trabaja), discapacidad: d.discapacidad }).length === 0) {
      day(d.fecha).documentacion += Number(d.n);
    }
  }
  const por_dia = [...byDay.values()].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const totals = ETAPAS_EMBUDO.map((etapa) => por_dia.reduce((sum, d) => sum + d[etapa], 0));
  return {
    etapas: ETAPAS_EMBUDO.map((etapa, i) => ({
      etapa,
      nombre: ETAPA_EMBUDO_NOMBRE[etapa],
      cantidad: totals[i],
      conversion: i === 0 ? null : conversionPct(totals[i], totals[i - 1]),
    })),
    por_dia,
  };
}

/** Days with one decimal: the report reads in days, hours would be noise. */
const days1 = (v: number | string) => Math.round(Number(v) * 10) / 10;

/** The reviewer of a decision whose account was deleted since (the audit keeps no name). */
export const DELETED_ACCOUNT = 'Cuenta eliminada';

/** GET /api/reportes/tiempo-decision (decision 283). */
export async function tiempoDecision(deps: AppDeps, f: ReporteFiltros): Promise<TiempoDecisionReport> {
  const rows = await q.decisionTimes(deps.db, f);
  const toFila = (r: q.DecisionTimeRow, nombre: string): TiempoDecisionFila => ({
    id: r.id === null ? null : Number(r.id),
    nombre,
    decisiones: Number(r.decisiones),
    mediana_dias: days1(r.mediana),
    p90_dias: days1(r.p90),
  });
  // The empty grouping set answers a row even without decisions: no decisions, no total.
  const total = rows.find((r) => r.grupo === 'total' && Number(r.decisiones) > 0);
  return {
    total: total ? toFila(total, 'Total') : null,
    por_instancia: rows.filter((r) => r.grupo === 'instancia').map((r) => toFila(r, r.nombre ?? '')),
    por_revisor: rows.filter((r) => r.grupo === 'revisor').map((r) => toFila(r, r.nombre ?? DELETED_ACCOUNT)),
  };
}

/** GET /api/reportes/documentos-observados (decision 175). */
export async function documentosObservados(deps: AppDeps, f: ReporteFiltros): Promise<DocumentosObservadosReport> {
  const found = await q.observedDocuments(deps.db, f);
  return {
    documentos: found.map((r) => ({
      codigo: r.codigo,
      nombre: r.nombre,
      observaciones: Number(r.observaciones),
      inscripciones: Number(r.inscripciones),
      // node-postgres parses json; PGlite too, but a driver may hand the text over.
      motivos: (typeof r.motivos === 'string' ? JSON.parse(r.motivos) : r.motivos).map((m: { motivo: string; cantidad: number }) => ({
        motivo: m.motivo,
        cantidad: Number(m.cantidad),
      })),
    })),
  };
}

/** GET /api/reportes/opciones. */
export async function opciones(deps: AppDeps): Promise<ReporteOpciones> {
  const { tipos, carreras, instancias } = await q.filterOptions(deps.db);
  // Instancias come newest start first: each período in the order of its newest instancia.
  const periodos = [...new Set(instancias.map((i) => i.periodo))];
  return { periodos, tipos_carrera: tipos, carreras, instancias };
}
