import { combosRefs as c, type DataFormPersonaResponse } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** The reference lists of the persona form (GET /api/data-form-persona), in one round trip. */
export type PersonaFormCombos = DataFormPersonaResponse['combos'];

export const combosKeys = {
  all: resourcePrefix.combos,
  personaForm: () => [...combosKeys.all, 'persona-form'] as const,
};

export const combosQueries = {
  /**
   * One cached copy for the registration wizard, the staff's enrolment detail (the names
   * behind the persona's ids) and the applicant's career choice. They rarely change:
   * fetched once per visit.
   */
  personaForm: () =>
    queryOptions({
      queryKey: combosKeys.personaForm(),
      queryFn: async ({ signal }): Promise<PersonaFormCombos> => (await callRoute(c.getDataFormPersona, {}, { signal })).combos,
      staleTime: 60 * 60_000,
      gcTime: 60 * 60_000,
    }),
};
