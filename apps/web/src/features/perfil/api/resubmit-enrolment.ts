import { ESTADOS_INSCRIPCION, type EstadoId } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { enrolmentsQueryKey, type Enrolment } from './get-enrolments';

interface ResubmitAnswer {
  inscripto: { id: number; estado_id: number; observacion: string | null };
}

/** PUT /api/inscriptos/reenviar/{id}: "Ya corregí mi documentación" moves a rejected enrolment back to Pendiente. */
export function resubmitEnrolment(id: number): Promise<ResubmitAnswer> {
  return api.put<ResubmitAnswer>(paths.api.resubmitInscripto(id));
}

export function useResubmitEnrolment(personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitEnrolment,
    onSuccess: ({ inscripto }) => {
      // Seed: the local list updates on success, without waiting for a reload.
      queryClient.setQueryData<Enrolment[]>(enrolmentsQueryKey(personaId), (list) =>
        list?.map((item) =>
          item.id === inscripto.id
            ? {
                ...item,
                estado_id: inscripto.estado_id,
                estado: ESTADOS_INSCRIPCION[inscripto.estado_id as EstadoId] ?? item.estado,
                observacion: inscripto.observacion ?? '',
              }
            : item,
        ),
      );
    },
  });
}
