import type { PersonaResponse } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** GET /api/personas/get_by_dni/{dni}: the persona, or a 404 when nobody has that number. */
export async function getPersonaByDni(dni: string, signal?: AbortSignal): Promise<PersonaResponse> {
  const answer = await api.get<{ persona: PersonaResponse }>(paths.api.personaByDni(dni), { signal });
  return answer.persona;
}

/** Runs when a number is submitted (null until then); each search asks the server again. */
export function usePersonaByDni(dni: string | null) {
  return useQuery({
    queryKey: ['staff', 'persona-by-dni', dni ?? ''] as const,
    queryFn: ({ signal }) => getPersonaByDni(dni ?? '', signal),
    enabled: dni !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
