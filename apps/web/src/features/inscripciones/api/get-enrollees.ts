import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** One row of GET /api/inscriptos/get_by_instancia/{instancia}. */
export interface EnrolleeRow {
  id: number;
  cod_tramite: string;
  estado_id: number;
  estado: string;
  created_at: string;
  persona: { id: number; nombre: string; apellido: string; tipo_documento: string; numero_documento: string };
}

export interface EnrolleePage {
  inscriptos: EnrolleeRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface EnrolleeFilter {
  /** Digits of the document number, matched as a substring by the server ('' for all). */
  dni: string;
  /** Estado id 1..6, or null for all. */
  estado: number | null;
}

/** Seed 001 §9: the enrollee table shows 10 per page. */
export const ENROLLEES_PAGE_SIZE = 10;

/** Every list of enrollees lives under this prefix, so enrolling or changing an estado refreshes them all. */
export const enrolleesQueryPrefix = ['staff', 'inscriptos'] as const;

export function filterParams(filter: EnrolleeFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.dni) params.set('dni', filter.dni);
  if (filter.estado !== null) params.set('estado', String(filter.estado));
  return params;
}

/**
 * One page of an instancia's enrollees, filtered and counted by the server:
 * only ten rows travel, whatever the instancia's size.
 */
export async function getEnrollees(instanciaId: number, filter: EnrolleeFilter, page: number, signal?: AbortSignal) {
  const params = filterParams(filter);
  params.set('page', String(page));
  params.set('page_size', String(ENROLLEES_PAGE_SIZE));
  return api.get<EnrolleePage>(`${paths.api.inscriptosByInstancia(instanciaId)}?${params}`, { signal });
}

export function useEnrollees(instanciaId: number, filter: EnrolleeFilter, page: number) {
  return useQuery({
    queryKey: [...enrolleesQueryPrefix, instanciaId, filter.dni, filter.estado, page] as const,
    queryFn: ({ signal }) => getEnrollees(instanciaId, filter, page, signal),
    // The previous page stays on view while the next one loads: no flashing empty table.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
