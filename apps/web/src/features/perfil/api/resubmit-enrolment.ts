import { ESTADOS_INSCRIPCION, type EstadoId } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { enrolmentTouches, inscripcionesApi, inscripcionesKeys, type PersonaInscripcion } from '@/api/inscripciones';

/** "Ya corregí mi documentación" moves a rejected enrolment back to Pendiente. */
export function useResubmitEnrolment(personaId: number) {
  const queryClient = useQueryClient();
  return useResourceMutation(inscripcionesKeys.all, inscripcionesApi.resubmit, enrolmentTouches, {
    // Seed: the local list updates on success, without waiting for a reload.
    onSuccess: (inscripto) =>
      queryClient.setQueryData<PersonaInscripcion[]>(inscripcionesKeys.byPersona(personaId), (list) =>
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
      ),
  });
}
