import type { SituacionLaboralData, SituacionLaboralRow } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { updateSession } from '@/lib/session';
import { situacionLaboralQueryKey } from './get-situacion-laboral';

interface UpdateAnswer {
  data: SituacionLaboralRow;
}

/** PUT /api/situacion-laboral/{id}: the seed's payload carries id and persona_id with the six fields. */
export async function updateSituacionLaboral(row: SituacionLaboralRow, data: SituacionLaboralData): Promise<SituacionLaboralRow> {
  const answer = await api.put<UpdateAnswer>(paths.api.situacionLaboral(row.id), {
    id: row.id,
    persona_id: row.persona_id,
    ...data,
  });
  // Seed: "data checked for truthiness"; an empty answer is a failure, not a blank job.
  if (!answer?.data) throw new Error('empty answer from PUT /api/situacion-laboral');
  return answer.data;
}

export function useUpdateSituacionLaboral(row: SituacionLaboralRow) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SituacionLaboralData) => updateSituacionLaboral(row, data),
    onSuccess: (saved) => {
      queryClient.setQueryData(situacionLaboralQueryKey(saved.persona_id), saved);
      // Seed: a successful save stores the values in the session.
      updateSession({ situacionlaboral: saved });
    },
  });
}
