import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** An instancia open today, as GET /api/instancias/get_all_bff/ lists it. */
export interface OpenInstancia {
  id: number;
  descripcion: string;
  carrera_id: number;
  carrera: string;
  fecha_publicacion: string;
  /** YYYY-MM-DD: the course start. */
  fecha_inicio: string;
  /** YYYY-MM-DD: the last day of enrolment. */
  fecha_fin: string;
}

/** One career type with its open instancias; type 5 carries the external site instead. */
export interface CareerType {
  tipo_carrera_id: number;
  tipo_carrera: string;
  url_externa: string | null;
  instancias: OpenInstancia[];
}

interface OpenInstanciasResponse {
  data: CareerType[];
}

export const openInstanciasQueryKey = ['enrolment', 'open-instancias'] as const;

export async function getOpenInstancias(signal?: AbortSignal): Promise<CareerType[]> {
  const answer = await api.get<OpenInstanciasResponse>(paths.api.openInstancias, { signal });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** The query of the career-type cards, shared by the hook and the start-up prefetch (prefetch.ts). */
export const openInstanciasQuery = () =>
  queryOptions({
    queryKey: openInstanciasQueryKey,
    queryFn: ({ signal }) => getOpenInstancias(signal),
    // Instancias open and close by date: a visit a minute later may see another list.
    staleTime: 60_000,
  });

/** The career-type cards of /carreras. */
export function useOpenInstancias() {
  return useQuery(openInstanciasQuery());
}
