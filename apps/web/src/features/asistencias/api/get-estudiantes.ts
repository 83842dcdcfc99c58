import type { Estudiante } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const estudiantesQueryKey = (instancia: number) => ['attendance', 'estudiantes', instancia] as const;

/** GET /api/instancias/{id}/estudiantes: the approved enrollees (estado 2), by surname and name. */
export async function getEstudiantes(instancia: number, signal?: AbortSignal): Promise<Estudiante[]> {
  const answer = await api.get<{ data: { estudiantes: Estudiante[] } }>(paths.api.estudiantesInstancia(instancia), { signal });
  return answer.data.estudiantes;
}

export function useEstudiantes(instancia: number) {
  return useQuery({
    queryKey: estudiantesQueryKey(instancia),
    queryFn: ({ signal }) => getEstudiantes(instancia, signal),
    enabled: instancia > 0,
    // Approvals happen elsewhere while this screen is open in another tab: always load fresh.
    staleTime: 0,
  });
}
