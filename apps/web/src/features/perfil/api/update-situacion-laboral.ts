import type { SituacionLaboralData, SituacionLaboralRow } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { inscripcionesKeys } from '@/api/inscripciones';
import { situacionLaboralApi, situacionLaboralKeys } from '@/api/situacion-laboral';
import { updateSession } from '@/lib/session';

/** Saves the job situation; the staff's enrolment detail shows it too. */
export function useUpdateSituacionLaboral(row: SituacionLaboralRow) {
  const queryClient = useQueryClient();
  return useResourceMutation(
    situacionLaboralKeys.all,
    (data: SituacionLaboralData) => situacionLaboralApi.update(row, data),
    [inscripcionesKeys.all],
    {
      onSuccess: (saved) => {
        queryClient.setQueryData(situacionLaboralKeys.byPersona(saved.persona_id), saved);
        // Seed: a successful save stores the values in the session.
        updateSession({ situacionlaboral: saved });
      },
    },
  );
}
