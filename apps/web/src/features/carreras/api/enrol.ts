import type { PersonaResponse } from '@ingreso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { enrolmentTouches, inscripcionesApi, inscripcionesKeys } from '@/api/inscripciones';
import { personasQueries } from '@/api/personas';
import { situacionLaboralQueries } from '@/api/situacion-laboral';

/**
 * The applicant enrols: the enrolments, the open offerings and the staff's views of them
 * refresh. Also after a failure: "already enrolled" (another tab) should mark the instancia too.
 */
export function useCreateInscripcion() {
  return useResourceMutation(inscripcionesKeys.all, inscripcionesApi.create, enrolmentTouches, { refreshOnError: true });
}

/** What the document pre-check needs, always fresh: files may have been uploaded from Mi Perfil a moment ago. */
export interface PrecheckData {
  persona: PersonaResponse;
  trabaja: boolean;
}

export async function fetchPrecheckData(queryClient: QueryClient, userId: number): Promise<PrecheckData> {
  const persona = await queryClient.fetchQuery({ ...personasQueries.byUser(userId), staleTime: 0 });
  // Seed: the first row is the applicant's job situation.
  const situacion = await queryClient.fetchQuery({ ...situacionLaboralQueries.byPersona(persona.id), staleTime: 0 });
  return { persona, trabaja: Number(situacion?.trabaja_actualmente ?? 0) === 1 };
}
