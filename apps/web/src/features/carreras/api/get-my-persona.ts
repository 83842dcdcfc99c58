import type { PersonaResponse, SituacionLaboralRow } from '@ingreso/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

interface PersonaAnswer {
  persona: PersonaResponse;
}

interface SituacionAnswer {
  data: { situacion: SituacionLaboralRow[] };
}

export const myPersonaQueryKey = (userId: number) => ['enrolment', 'persona', userId] as const;

/** GET /api/personas/get_by_user/{userId}: the applicant's persona with its files. */
export async function getMyPersona(userId: number, signal?: AbortSignal): Promise<PersonaResponse> {
  const answer = await api.get<PersonaAnswer>(paths.api.personaByUser(userId), { signal });
  return answer.persona;
}

/** The query of the applicant's persona, shared by the hook and the start-up prefetch (prefetch.ts). */
export const myPersonaQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: myPersonaQueryKey(userId ?? 0),
    queryFn: ({ signal }) => getMyPersona(userId ?? 0, signal),
    enabled: userId !== undefined,
  });

/** The signed-in applicant's persona; its id names the enrolments to mark as taken. */
export function useMyPersona(userId: number | undefined) {
  return useQuery(myPersonaQuery(userId));
}

/** What the document pre-check needs, always fresh: files may have been uploaded from Mi Perfil a moment ago. */
export interface PrecheckData {
  persona: PersonaResponse;
  trabaja: boolean;
}

export async function fetchPrecheckData(queryClient: QueryClient, userId: number): Promise<PrecheckData> {
  const persona = await queryClient.fetchQuery({
    queryKey: myPersonaQueryKey(userId),
    queryFn: ({ signal }) => getMyPersona(userId, signal),
    staleTime: 0,
  });
  // Seed: the first row is the applicant's job situation.
  const situacion = await api.get<SituacionAnswer>(paths.api.situacionLaboralByPersona(persona.id));
  const trabaja = Number(situacion.data.situacion[0]?.trabaja_actualmente ?? 0) === 1;
  return { persona, trabaja };
}
