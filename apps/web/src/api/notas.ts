import { notasRefs as n, type NotaRecord, type QueryInputOf } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** One exam: its instancia, subject and date (YYYY-MM-DD). */
export type NotasExam = { instancia_id: number; materia_id: number; fecha_examen: string } & QueryInputOf<typeof n.getNotasByFecha>;

/** Exam grades of the approved enrollees. */
export const notasKeys = {
  all: resourcePrefix.notas,
  byFecha: (q: NotasExam) => [...notasKeys.all, q.instancia_id, q.materia_id, q.fecha_examen] as const,
};

export const notasQueries = {
  /** The grades of one subject and exam date. */
  byFecha: (q: NotasExam) =>
    queryOptions({
      queryKey: notasKeys.byFecha(q),
      queryFn: async ({ signal }) => (await callRoute(n.getNotasByFecha, { query: q }, { signal })).notas,
      staleTime: 0,
    }),
};

/** Seed 001 §8: a null result marks the row failed, like an exception. */
function notaOf(answer: { data?: { nota?: NotaRecord } } | null | undefined): NotaRecord {
  const nota = answer?.data?.nota;
  if (!nota) throw new Error('The grade answer carried no data');
  return nota;
}

export const notasApi = {
  /**
   * A new grade (POST .../store). The API refuses (409 nota_existente) a grade where one is stored
   * unless `reemplazar` says the person confirmed replacing it (issue 14); a stored one changes with update.
   */
  store: async (body: { inscripto_id: number; materia_id: number; fecha_examen: string; nota: number }, reemplazar = false) =>
    notaOf(await callRoute(n.storeNota, { body: reemplazar ? { ...body, reemplazar: true } : body })),
  update: async (id: number, nota: number) => notaOf(await callRoute(n.updateNota, { params: { id }, body: { nota } })),
};
