import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface CarreraOption {
  id: number;
  descripcion: string;
}

interface CarrerasAnswer {
  data: { carreras: CarreraOption[] };
}

export const carrerasQueryKey = ['staff', 'carreras'] as const;

/** GET /api/carreras: every career (an instancia may belong to any of them, the admission course included). */
export function useCarreras(enabled: boolean) {
  return useQuery({
    queryKey: carrerasQueryKey,
    queryFn: async ({ signal }) => (await api.get<CarrerasAnswer>(paths.api.carreras, { signal })).data.carreras,
    enabled,
    staleTime: 5 * 60_000,
  });
}
