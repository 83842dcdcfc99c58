import type { PersonaResponse } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface PersonaAnswer {
  persona: PersonaResponse;
}

export const profilePersonaQueryKey = (userId: number) => ['profile', 'persona', userId] as const;

/** GET /api/personas/get_by_user/{userId}: the persona with its files (signed links) and disabilities. */
export async function getPersona(userId: number, signal?: AbortSignal): Promise<PersonaResponse> {
  const answer = await api.get<PersonaAnswer>(paths.api.personaByUser(userId), { signal });
  return answer.persona;
}

export function usePersona(userId: number | undefined) {
  return useQuery({
    queryKey: profilePersonaQueryKey(userId ?? 0),
    queryFn: ({ signal }) => getPersona(userId ?? 0, signal),
    enabled: userId !== undefined,
    // Each visit asks again: the file links are signed for 10 minutes only.
    staleTime: 0,
  });
}
