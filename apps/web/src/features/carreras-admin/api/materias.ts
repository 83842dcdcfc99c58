import type { MateriaRow } from '@ingreso/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { carrerasQueryKey } from './get-carreras';

export const materiasQueryKey = (carreraId: number) => ['careers', 'materias', carreraId] as const;

/** GET /api/carreras/{id}/materias: en_uso marks subjects with attendance or grades (they cannot be deleted). */
export async function getMaterias(carreraId: number, signal?: AbortSignal): Promise<MateriaRow[]> {
  const answer = await api.get<{ data: { materias: MateriaRow[] } }>(paths.api.carreraMaterias(carreraId), { signal });
  return answer.data.materias;
}

export function useMaterias(carreraId: number) {
  return useQuery({ queryKey: materiasQueryKey(carreraId), queryFn: ({ signal }) => getMaterias(carreraId, signal), staleTime: 0 });
}

/** After any change: the subject list and the careers' subject counts. */
function useRefresh(carreraId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: materiasQueryKey(carreraId) }),
      queryClient.invalidateQueries({ queryKey: carrerasQueryKey }),
    ]);
}

/** POST /api/carreras/{id}/materias. */
export function useAddMateria(carreraId: number) {
  const refresh = useRefresh(carreraId);
  return useMutation({
    mutationFn: (descripcion: string) =>
      api.post<{ data: { materia: MateriaRow } }>(paths.api.carreraMaterias(carreraId), { descripcion }).then((a) => a.data.materia),
    onSuccess: refresh,
  });
}

/** PUT /api/materias/{id}. */
export function useRenameMateria(carreraId: number) {
  const refresh = useRefresh(carreraId);
  return useMutation({
    mutationFn: ({ id, descripcion }: { id: number; descripcion: string }) =>
      api.put<{ data: { materia: MateriaRow } }>(paths.api.materia(id), { descripcion }).then((a) => a.data.materia),
    onSuccess: refresh,
  });
}

/** DELETE /api/materias/{id}; the server refuses (409) a subject with attendance or grades. */
export function useDeleteMateria(carreraId: number) {
  const refresh = useRefresh(carreraId);
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(paths.api.materia(id)),
    onSuccess: refresh,
  });
}
