import type { NotaRecord } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface NotasQuery {
  instancia_id: number;
  materia_id: number;
  fecha_examen: string;
}

export const notasQueryKey = (q: NotasQuery) => ['attendance', 'notas', q.instancia_id, q.materia_id, q.fecha_examen] as const;

/** GET /api/notas-inscripto/get-by-fecha/: the grades of one subject and exam date. */
export async function getNotasByFecha(query: NotasQuery, signal?: AbortSignal): Promise<NotaRecord[]> {
  const search = new URLSearchParams({
    instancia_id: String(query.instancia_id),
    materia_id: String(query.materia_id),
    fecha_examen: query.fecha_examen,
  });
  const answer = await api.get<{ notas: NotaRecord[] }>(`${paths.api.notasByFecha}?${search}`, { signal });
  return answer.notas;
}

/** Edit mode pre-fills the grades; a new load starts blank (seed 001 §4), so the query only runs when asked. */
export function useNotasByFecha(query: NotasQuery | null) {
  return useQuery({
    queryKey: notasQueryKey(query ?? { instancia_id: 0, materia_id: 0, fecha_examen: '' }),
    queryFn: ({ signal }) => getNotasByFecha(query as NotasQuery, signal),
    enabled: query !== null,
    staleTime: 0,
  });
}
