import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inscripcionesQueries, type EnrolleeFilter } from '@/api/inscripciones';

/** Seed 001 §9: the enrollee table shows 10 per page. */
export const ENROLLEES_PAGE_SIZE = 10;

/**
 * One page of an instancia's enrollees, filtered and counted by the server: only ten
 * rows travel, whatever the instancia's size. The previous page stays on view while the
 * next one loads: no flashing empty table.
 */
export function useEnrollees(instanciaId: number, filter: EnrolleeFilter, page: number) {
  return useQuery({
    ...inscripcionesQueries.byInstancia(instanciaId, filter, page, ENROLLEES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}
