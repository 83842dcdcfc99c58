import {
  reportesRefs as r,
  type DocumentosObservadosReport,
  type ReporteFiltros,
  type EmbudoReport,
  type ReporteOpciones,
  type TiempoDecisionReport,
} from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type { ReporteFiltros, EmbudoReport, ReporteOpciones, TiempoDecisionReport, DocumentosObservadosReport };

/** Admissions reports (issue 19): the funnel, its days, the time to a decision and the most observed documents. */
export const reportesKeys = {
  all: resourcePrefix.reportes,
  opciones: () => [...reportesKeys.all, 'opciones'] as const,
  embudo: (f: ReporteFiltros) => [...reportesKeys.all, 'embudo', f] as const,
  tiempoDecision: (f: ReporteFiltros) => [...reportesKeys.all, 'tiempo-decision', f] as const,
  documentosObservados: (f: ReporteFiltros) => [...reportesKeys.all, 'documentos-observados', f] as const,
};

/** Only the filters that are set travel in the query. */
const queryOf = (f: ReporteFiltros) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as ReporteFiltros;

export const reportesQueries = {
  opciones: () =>
    queryOptions({
      queryKey: reportesKeys.opciones(),
      queryFn: async ({ signal }) => (await callRoute(r.getReporteOpciones, {}, { signal })).data,
      staleTime: 60_000,
    }),
  embudo: (f: ReporteFiltros) =>
    queryOptions({
      queryKey: reportesKeys.embudo(f),
      queryFn: async ({ signal }) => (await callRoute(r.getEmbudoReport, { query: queryOf(f) }, { signal })).data,
      staleTime: 30_000,
    }),
  tiempoDecision: (f: ReporteFiltros) =>
    queryOptions({
      queryKey: reportesKeys.tiempoDecision(f),
      queryFn: async ({ signal }) => (await callRoute(r.getTiempoDecisionReport, { query: queryOf(f) }, { signal })).data,
      staleTime: 30_000,
    }),
  documentosObservados: (f: ReporteFiltros) =>
    queryOptions({
      queryKey: reportesKeys.documentosObservados(f),
      queryFn: async ({ signal }) => (await callRoute(r.getDocumentosObservadosReport, { query: queryOf(f) }, { signal })).data,
      staleTime: 30_000,
    }),
};
