import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface AsistenciasPayload {
  instancia_id: number;
  materia_id: number;
  fecha_clase: string;
  ausentes: number[];
}

/** POST .../store/ for a new load, PUT .../update/ in edit mode (seed 001 §7); same body. */
export async function saveAsistencias({ edit, payload }: { edit: boolean; payload: AsistenciasPayload }) {
  const answer = edit
    ? await api.put<{ data: unknown }>(paths.api.asistenciasUpdate, payload)
    : await api.post<{ data: unknown }>(paths.api.asistenciasStore, payload);
  // Seed: the call answers data or null; null is a failure like an exception.
  if (!answer?.data) throw new Error('The attendance answer carried no data');
  return answer.data;
}

export function useSaveAsistencias() {
  return useMutation({ mutationFn: saveAsistencias });
}
