import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface StaffInscripcionInput {
  persona_id: number;
  instancia_id: number;
  /** The chosen career when the instancia's carrera is 1; null otherwise. */
  carrera: number | null;
}

export interface StaffInscripcionAnswer {
  inscripto: { id: number; instancia_id: number; estado_id: number; cod_tramite: string };
  message: string;
}

/** POST /api/inscriptos/ as staff: es_beca and abona_empresa are fixed at 0 (seed 001 §9); no document check. */
export function createStaffInscripcion(input: StaffInscripcionInput): Promise<StaffInscripcionAnswer> {
  return api.post<StaffInscripcionAnswer>(paths.api.inscriptos, { ...input, es_beca: 0, abona_empresa: 0 });
}

export function useCreateStaffInscripcion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffInscripcion,
    // The enrollee list of the inscripciones feature lives under this prefix: the new enrollee shows there at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'inscriptos'] }),
  });
}
