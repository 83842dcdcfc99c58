import { asistenciasRefs as a, type QueryInputOf } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** One class: its instancia, subject and date (YYYY-MM-DD). */
export type AsistenciasClass = { instancia_id: number; materia_id: number; fecha_clase: string } & QueryInputOf<
  typeof a.getAsistenciasByFecha
>;

/** Attendance, and the approved enrollees of an instancia that the attendance and grades wizard lists. */
export const asistenciasKeys = {
  all: resourcePrefix.asistencias,
  estudiantes: (instanciaId: number) => [...asistenciasKeys.all, 'estudiantes', instanciaId] as const,
  byFecha: (q: AsistenciasClass) => [...asistenciasKeys.all, q.instancia_id, q.materia_id, q.fecha_clase] as const,
};

export const asistenciasQueries = {
  /** The approved enrollees (estado 2), by surname and name. Approvals happen elsewhere meanwhile: always fresh. */
  estudiantes: (instanciaId: number) =>
    queryOptions({
      queryKey: asistenciasKeys.estudiantes(instanciaId),
      queryFn: async ({ signal }) => (await callRoute(a.listEstudiantes, { params: { id: instanciaId } }, { signal })).data.estudiantes,
      staleTime: 0,
    }),
  /** The marks of one class (0 absent, 1 present); empty when that class was never loaded. */
  byFecha: (q: AsistenciasClass) =>
    queryOptions({
      queryKey: asistenciasKeys.byFecha(q),
      queryFn: async ({ signal }) => (await callRoute(a.getAsistenciasByFecha, { query: q }, { signal })).asistencias,
      staleTime: 0,
    }),
};

type LoadBody = { instancia_id: number; materia_id: number; fecha_clase: string; ausentes: number[] };

/** Seed: the call answers data or null; null is a failure like an exception. */
function dataOf<T>(answer: { data?: T } | null | undefined): T {
  if (!answer?.data) throw new Error('The attendance answer carried no data');
  return answer.data;
}

export const asistenciasApi = {
  /**
   * A new load (POST .../store). The API refuses (409 asistencias_existentes) a class that already
   * has marks unless `reemplazar` says the person confirmed replacing them (issue 14).
   */
  store: async (body: LoadBody, reemplazar = false) =>
    dataOf(await callRoute(a.storeAsistencias, { body: reemplazar ? { ...body, reemplazar: true } : body })),
  /** Edit mode (PUT .../update); same body. */
  update: async (body: LoadBody) => dataOf(await callRoute(a.updateAsistencias, { body })),
};

export type { PlanillaAsistencias, ImportarPlanillaResult, ImportarPlanillaInput } from '@ingreso/shared';

/** The attendance spreadsheet of one subject (issue 19): exported as Excel, imported back from the same layout. */
export const planillaApi = {
  /** Approved students × dates with any mark, P/A, for the export. */
  get: async (instanciaId: number, materiaId: number, signal?: AbortSignal) =>
    (await callRoute(a.getPlanillaAsistencias, { query: { instancia_id: instanciaId, materia_id: materiaId } }, { signal })).data,
  /** Preview (aplicar false) or write (aplicar true) a read sheet; 422 with errors per cell, 409 without consent to replace. */
  importar: async (body: import('@ingreso/shared').ImportarPlanillaInput) => (await callRoute(a.importAsistencias, { body })).data,
};
