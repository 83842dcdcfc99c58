import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { InstanciaRow } from './get-instancias';

interface InstanciaAnswer {
  data: { instancia: InstanciaRow };
}

export const instanciaQueryKey = (id: number) => ['staff', 'instancia', id] as const;

/** GET /api/instancias/{id}: answers data.instancia (seed 001 §7). */
export async function getInstancia(id: number, signal?: AbortSignal): Promise<InstanciaRow> {
  const answer = await api.get<InstanciaAnswer>(paths.api.instancia(id), { signal });
  return answer.data.instancia;
}

export function useInstancia(id: number | null) {
  return useQuery({
    queryKey: instanciaQueryKey(id ?? 0),
    queryFn: ({ signal }) => getInstancia(id ?? 0, signal),
    enabled: id !== null,
  });
}
