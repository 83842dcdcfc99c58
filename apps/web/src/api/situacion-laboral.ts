import { situacionLaboralRefs as s, type SituacionLaboralInput, type SituacionLaboralRow } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** A persona's job situation (Mi Perfil, and the document pre-check of an enrolment). */
export const situacionLaboralKeys = {
  all: resourcePrefix.situacionLaboral,
  byPersona: (personaId: number) => [...situacionLaboralKeys.all, personaId] as const,
};

export const situacionLaboralQueries = {
  /** The seed uses the first row; null when there is none. */
  byPersona: (personaId: number) =>
    queryOptions({
      queryKey: situacionLaboralKeys.byPersona(personaId),
      queryFn: async ({ signal }): Promise<SituacionLaboralRow | null> =>
        (await callRoute(s.getSituacionLaboralByPersona, { params: { id: personaId } }, { signal })).data.situacion[0] ?? null,
    }),
};

export const situacionLaboralApi = {
  /** The seed's payload carries id and persona_id with the six fields. */
  update: async (row: SituacionLaboralRow, data: SituacionLaboralInput): Promise<SituacionLaboralRow> => {
    const body = { id: row.id, persona_id: row.persona_id, ...data };
    const answer = await callRoute(s.updateSituacionLaboral, { params: { id: row.id }, body });
    // Seed: "data checked for truthiness"; an empty answer is a failure, not a blank job.
    if (!answer?.data) throw new Error('empty answer from PUT /api/situacion-laboral');
    return answer.data;
  },
};
