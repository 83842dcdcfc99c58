import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { myEnrolmentsQueryKey } from './get-my-enrolments';

export interface CreateInscripcionInput {
  persona_id: number;
  instancia_id: number;
  /** The chosen career for carrera_id 1; null otherwise. */
  carrera: number | null;
}

export interface CreateInscripcionAnswer {
  inscripto: { id: number; instancia_id: number; estado_id: number; cod_tramite: string };
  message: string;
}

/** POST /api/inscriptos/: es_beca and abona_empresa are always 0 for an applicant (seed). */
export function createInscripcion(input: CreateInscripcionInput): Promise<CreateInscripcionAnswer> {
  return api.post<CreateInscripcionAnswer>(paths.api.inscriptos, { ...input, es_beca: 0, abona_empresa: 0 });
}

export function useCreateInscripcion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInscripcion,
    // Also after a failure: "already enrolled" (another tab) should mark the instancia too.
    onSettled: (_answer, _error, input) => queryClient.invalidateQueries({ queryKey: myEnrolmentsQueryKey(input.persona_id) }),
  });
}
