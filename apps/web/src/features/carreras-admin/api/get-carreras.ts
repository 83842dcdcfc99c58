import type { CarreraRow } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface TipoCarrera {
  id: number;
  descripcion: string;
  url_externa: string | null;
}

export const carrerasQueryKey = ['careers', 'list'] as const;
export const tiposQueryKey = ['careers', 'tipos'] as const;

/** GET /api/carreras: every career with its type and how many subjects it has. */
export async function getCarreras(signal?: AbortSignal): Promise<CarreraRow[]> {
  const answer = await api.get<{ data: { carreras: CarreraRow[] } }>(paths.api.carreras, { signal });
  return answer.data.carreras;
}

/** GET /api/tipos-carrera. */
export async function getTiposCarrera(signal?: AbortSignal): Promise<TipoCarrera[]> {
  const answer = await api.get<{ data: { tipos_carrera: TipoCarrera[] } }>(paths.api.tiposCarrera, { signal });
  return answer.data.tipos_carrera;
}

export function useCarreras() {
  return useQuery({ queryKey: carrerasQueryKey, queryFn: ({ signal }) => getCarreras(signal) });
}

export function useTiposCarrera() {
  return useQuery({ queryKey: tiposQueryKey, queryFn: ({ signal }) => getTiposCarrera(signal), staleTime: 10 * 60_000 });
}
