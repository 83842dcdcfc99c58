import type { NotaRecord } from '@ingreso/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { asistenciasQueries } from '@/api/asistencias';
import { notasQueries } from '@/api/notas';

/** What a class or exam already has stored: how many records, the absentees among the marks, the grades. */
export interface ExistingRecords {
  count: number;
  absent: number;
  notas: NotaRecord[];
}

const ofMarks = (marks: Array<{ asistencia: number }>): ExistingRecords => ({
  count: marks.length,
  absent: marks.filter((m) => m.asistencia === 0).length,
  notas: [],
});
const ofNotas = (notas: NotaRecord[]): ExistingRecords => ({ count: notas.length, absent: 0, notas });

/**
 * A new load looks up (get-by-fecha) whether the chosen subject and date already have marks or
 * grades, so the screen says so before anything is saved (issue 14). `check` asks the server
 * again (Siguiente, a refused Finalizar); the query keeps the answer on screen meanwhile.
 */
export function useExistingRecords(
  kind: 'asistencias' | 'notas',
  instanciaId: number,
  materiaId: number | null,
  fecha: string | null,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const on = enabled && materiaId !== null && !!fecha;
  const marksQuery = { instancia_id: instanciaId, materia_id: materiaId ?? 0, fecha_clase: fecha ?? '' };
  const examQuery = { instancia_id: instanciaId, materia_id: materiaId ?? 0, fecha_examen: fecha ?? '' };
  const marks = useQuery({ ...asistenciasQueries.byFecha(marksQuery), enabled: on && kind === 'asistencias' });
  const notas = useQuery({ ...notasQueries.byFecha(examQuery), enabled: on && kind === 'notas' });

  const active = kind === 'notas' ? notas : marks;
  const records = !on ? undefined : kind === 'notas' ? notas.data && ofNotas(notas.data) : marks.data && ofMarks(marks.data);
  const check = async (): Promise<ExistingRecords> =>
    kind === 'notas'
      ? ofNotas(await queryClient.fetchQuery(notasQueries.byFecha(examQuery)))
      : ofMarks(await queryClient.fetchQuery(asistenciasQueries.byFecha(marksQuery)));

  return { records, checking: on && active.isFetching, failed: on && active.isError, check };
}
