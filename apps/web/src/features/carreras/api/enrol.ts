import type { PersonaResponse, Requisito } from '@ingreso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { enrolmentTouches, inscripcionesApi, inscripcionesKeys } from '@/api/inscripciones';
import { personasQueries } from '@/api/personas';
import { requisitosQueries } from '@/api/requisitos';
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
  /** The requirement list of the instancia (its own, its carrera's or the faculty's; issue 15). */
  requisitos: Requisito[];
}

export async function fetchPrecheckData(queryClient: QueryClient, userId: number, instanciaId: number): Promise<PrecheckData> {
  const [persona, list] = await Promise.all([
    queryClient.fetchQuery({ ...personasQueries.byUser(userId), staleTime: 0 }),
    queryClient.fetchQuery(requisitosQueries.list({ instancia: instanciaId })),
  ]);
  // Seed: the first row is the applicant's job situation.
  const situacion = await queryClient.fetchQuery({ ...situacionLaboralQueries.byPersona(persona.id), staleTime: 0 });
  return { persona, trabaja: Number(situacion?.trabaja_actualmente ?? 0) === 1, requisitos: list.requisitos };
}
