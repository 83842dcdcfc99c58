import type { CarreraRow } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { carrerasQueryKey } from './get-carreras';

export interface CarreraPayload {
  descripcion: string;
  tipo_carrera_id: number;
  elegible_en_ingreso: 0 | 1;
}

/** POST /api/carreras to create, PUT /api/carreras/{id} to edit. */
export async function saveCarrera({ id, payload }: { id: number | null; payload: CarreraPayload }): Promise<CarreraRow> {
  const answer =
    id === null
      ? await api.post<{ data: { carrera: CarreraRow } }>(paths.api.carreras, payload)
      : await api.put<{ data: { carrera: CarreraRow } }>(paths.api.carrera(id), payload);
  return answer.data.carrera;
}

export function useSaveCarrera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarrera,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carrerasQueryKey }),
  });
}
