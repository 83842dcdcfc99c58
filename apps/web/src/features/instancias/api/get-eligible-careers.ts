import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

interface FormDataAnswer {
  estados: Array<{ id: number; descripcion: string }>;
  carreras: Array<{ id: number; descripcion: string }>;
  documentos: string[];
}

export const inscripcionFormDataQueryKey = ['staff', 'data-form-inscripcion'] as const;

/** GET /api/data-form-inscripcion/: the careers a person may choose when the instancia's carrera is 1. */
export function useEligibleCareers(enabled: boolean) {
  return useQuery({
    queryKey: inscripcionFormDataQueryKey,
    queryFn: ({ signal }) => api.get<FormDataAnswer>(paths.api.dataFormInscripcion, { signal }),
    select: (data) => data.carreras,
    enabled,
    staleTime: 5 * 60_000,
  });
}
