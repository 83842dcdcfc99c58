import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** One enrolment as GET /api/inscriptos/get_by_persona/{id} lists it. */
export interface Enrolment {
  id: number;
  instancia: { id: number; descripcion: string; fecha_inicio: string; fecha_fin: string };
  carrera: string | null;
  estado_id: number;
  estado: string;
  /** HTML written by staff; sanitized by the server, and again before it is shown. */
  observacion: string | null;
  cod_tramite: string;
  created_at: string;
}

interface EnrolmentsAnswer {
  data: { inscriptos: Enrolment[] };
}

export const enrolmentsQueryKey = (personaId: number) => ['profile', 'inscriptos', personaId] as const;

export function useEnrolments(personaId: number | undefined) {
  return useQuery({
    queryKey: enrolmentsQueryKey(personaId ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await api.get<EnrolmentsAnswer>(paths.api.inscriptosByPersona(personaId ?? 0), { signal });
      return answer.data.inscriptos;
    },
    enabled: personaId !== undefined,
    // Staff may have approved or rejected one since the last visit.
    staleTime: 0,
  });
}
