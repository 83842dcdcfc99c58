import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { enrolmentQueryKey, type EnrolmentAnswer } from './get-enrolment';
import { enrolleesQueryPrefix } from './get-enrollees';

interface SetEstadoAnswer {
  inscripto: { id: number; estado_id: number; observacion: string };
}

/** PUT /api/inscriptos/set_estado/{id} with estado_id and observacion (the server validates and sanitizes). */
export function setEstado(id: number, estado_id: number, observacion: string): Promise<SetEstadoAnswer> {
  return api.put<SetEstadoAnswer>(paths.api.setEstadoInscripto(id), { estado_id, observacion });
}

export function useSetEstado(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ estado_id, observacion }: { estado_id: number; observacion: string }) => setEstado(id, estado_id, observacion),
    onSuccess: ({ inscripto }) => {
      // Seed 001 §4: the local record takes the new estado_id (a number) and observacion at once.
      queryClient.setQueryData<EnrolmentAnswer>(enrolmentQueryKey(id), (current) =>
        current
          ? { ...current, inscripto: { ...current.inscripto, estado_id: Number(inscripto.estado_id), observacion: inscripto.observacion } }
          : current,
      );
      // The history gains the change, and the table its new estado.
      void queryClient.invalidateQueries({ queryKey: enrolmentQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: enrolleesQueryPrefix });
    },
  });
}
