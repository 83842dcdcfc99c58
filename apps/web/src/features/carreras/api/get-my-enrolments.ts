import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** The part of an enrolment this screen needs: which instancia, and in which state. */
export interface MyEnrolment {
  id: number;
  instancia: { id: number; descripcion: string };
  estado_id: number;
  estado: string;
}

interface EnrolmentsAnswer {
  data: { inscriptos: MyEnrolment[] };
}

export const myEnrolmentsQueryKey = (personaId: number) => ['enrolment', 'inscriptos', personaId] as const;

/** The query of the applicant's enrolments, shared by the hook and the start-up prefetch (prefetch.ts). */
export const myEnrolmentsQuery = (personaId: number | undefined) =>
  queryOptions({
    queryKey: myEnrolmentsQueryKey(personaId ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await api.get<EnrolmentsAnswer>(paths.api.inscriptosByPersona(personaId ?? 0), { signal });
      return answer.data.inscriptos;
    },
    enabled: personaId !== undefined,
  });

/** GET /api/inscriptos/get_by_persona/{id}: used to mark the instancias the applicant already took. */
export function useMyEnrolments(personaId: number | undefined) {
  return useQuery(myEnrolmentsQuery(personaId));
}
