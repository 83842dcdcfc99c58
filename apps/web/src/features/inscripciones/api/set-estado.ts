import { useQueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { enrolmentTouches, inscripcionesApi, inscripcionesKeys, type EnrolmentDetail, type SetEstadoBody } from '@/api/inscripciones';

/** Changes the estado (the server validates and sanitizes the reason); the history gains the change, and the table its new estado. */
export function useSetEstado(id: number) {
  const queryClient = useQueryClient();
  return useResourceMutation(inscripcionesKeys.all, (body: SetEstadoBody) => inscripcionesApi.setEstado(id, body), enrolmentTouches, {
    // Seed 001 §4: the local record takes the new estado_id (a number) and observacion at once.
    onSuccess: ({ inscripto }) =>
      queryClient.setQueryData<EnrolmentDetail>(inscripcionesKeys.detail(id), (current) =>
        current
          ? {
              ...current,
              inscripto: {
                ...current.inscripto,
                estado_id: Number(inscripto.estado_id),
                observacion: inscripto.observacion,
                beca_tipo: inscripto.beca_tipo,
                beca_porcentaje: inscripto.beca_porcentaje,
              },
            }
          : current,
      ),
  });
}
