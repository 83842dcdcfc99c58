import type { AsistenciaMark } from '@ingreso/shared';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface AsistenciasQuery {
  instancia_id: number;
  materia_id: number;
  fecha_clase: string;
}

/** GET /api/asistencias-inscripto/get-by-fecha/: the marks of one class (0 absent, 1 present). */
export async function getAsistenciasByFecha(query: AsistenciasQuery): Promise<AsistenciaMark[]> {
  const search = new URLSearchParams({
    instancia_id: String(query.instancia_id),
    materia_id: String(query.materia_id),
    fecha_clase: query.fecha_clase,
  });
  const answer = await api.get<{ asistencias: AsistenciaMark[] }>(`${paths.api.asistenciasByFecha}?${search}`);
  return answer.asistencias;
}

/** Edit mode's "Buscar": looks up a class on demand (not a cached view), so it is a mutation. */
export function useSearchAsistencias() {
  return useMutation({ mutationFn: getAsistenciasByFecha });
}
