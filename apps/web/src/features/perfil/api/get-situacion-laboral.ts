import type { SituacionLaboralRow } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

interface SituacionAnswer {
  data: { situacion: SituacionLaboralRow[] };
}

export const situacionLaboralQueryKey = (personaId: number) => ['profile', 'situacion-laboral', personaId] as const;

/** GET /api/situacion-laboral/get_by_persona/{id}: the seed uses the first row; null when there is none. */
export async function getSituacionLaboral(personaId: number, signal?: AbortSignal): Promise<SituacionLaboralRow | null> {
  const answer = await api.get<SituacionAnswer>(paths.api.situacionLaboralByPersona(personaId), { signal });
  return answer.data.situacion[0] ?? null;
}

export function useSituacionLaboral(personaId: number | undefined) {
  return useQuery({
    queryKey: situacionLaboralQueryKey(personaId ?? 0),
    queryFn: ({ signal }) => getSituacionLaboral(personaId ?? 0, signal),
    enabled: personaId !== undefined,
  });
}
