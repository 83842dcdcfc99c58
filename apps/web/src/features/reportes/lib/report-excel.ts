import type { DocumentosObservadosReport, EmbudoReport, TiempoDecisionReport } from '@/api/reportes';
import { buildWorkbook, downloadFile, safeFileName, type SheetSpec } from '@/lib/excel';

/** 'Reporte_<name>_<filters>.xlsx': the filters in the name, so two downloads do not look alike. */
export function reportFileName(name: string, filters: string): string {
  return `${safeFileName(`Reporte_${name}${filters ? `_${filters}` : ''}`).replace(/ /g, '_')}.xlsx`;
}

export async function downloadSheets(sheets: SheetSpec[], fileName: string) {
  downloadFile(await buildWorkbook(sheets), fileName);
}

type Labels = { stage: string; count: string; conversion: string; date: string; stages: Record<string, string> };

export function funnelSheets(data: EmbudoReport, l: Labels & { sheet: string; dailySheet: string }): SheetSpec[] {
  const stageKeys = data.etapas.map((e) => e.etapa);
  return [
    {
      name: l.sheet,
      header: [l.stage, l.count, `${l.conversion} (%)`],
      rows: data.etapas.map((e) => [l.stages[e.etapa], e.cantidad, e.conversion]),
      width: 30,
    },
    {
      name: l.dailySheet,
      header: [l.date, ...stageKeys.map((k) => l.stages[k])],
      rows: data.por_dia.map((d) => [d.fecha, ...stageKeys.map((k) => d[k])]),
    },
  ];
}

export function decisionSheets(
  data: TiempoDecisionReport,
  l: { name: string; decisions: string; median: string; p90: string; sheetInstancia: string; sheetReviewer: string },
): SheetSpec[] {
  const header = [l.name, l.decisions, l.median, l.p90];
  const rowsOf = (list: TiempoDecisionReport['por_instancia']) => list.map((r) => [r.nombre, r.decisiones, r.mediana_dias, r.p90_dias]);
  const total = data.total ? [[data.total.nombre, data.total.decisiones, data.total.mediana_dias, data.total.p90_dias]] : [];
  return [
    { name: l.sheetInstancia, header, rows: [...rowsOf(data.por_instancia), ...total], width: 36 },
    { name: l.sheetReviewer, header, rows: rowsOf(data.por_revisor), width: 36 },
  ];
}

/** One row per document; its three commonest reasons in one cell, "reason (n)" separated by "; ". */
export function observedSheets(
  data: DocumentosObservadosReport,
  l: { sheet: string; document: string; observations: string; enrolments: string; reasons: string },
): SheetSpec[] {
  return [
    {
      name: l.sheet,
      header: [l.document, l.observations, l.enrolments, l.reasons],
      rows: data.documentos.map((d) => [
        d.nombre,
        d.observaciones,
        d.inscripciones,
        d.motivos.map((m) => `${m.motivo} (${m.cantidad})`).join('; '),
      ]),
      width: 36,
    },
  ];
}
