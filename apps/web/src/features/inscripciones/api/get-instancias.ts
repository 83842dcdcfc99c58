import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** One instancia as GET /api/instancias/ lists it. Dates are calendar days, YYYY-MM-DD. */
export interface InstanciaSummary {
  id: number;
  descripcion: string;
  carrera_id: number;
  carrera: { id: number; descripcion: string };
  fecha_publicacion: string;
  fecha_inicio: string;
  fecha_fin: string;
}

/** Same key as the instancias screen's list: one cache, refreshed by its create, edit and delete. */
export const instanciasQueryKey = ['staff', 'instancias'] as const;

export function useInstancias() {
  return useQuery({
    queryKey: instanciasQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { instancias: InstanciaSummary[] } }>(paths.api.instancias, { signal })).data.instancias,
  });
}

export const instanciaQueryKey = (id: number) => ['staff', 'instancia', id] as const;

/** GET /api/instancias/{id}: answers data.instancia. */
export function useInstancia(id: number | null) {
  return useQuery({
    queryKey: instanciaQueryKey(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { instancia: InstanciaSummary } }>(paths.api.instancia(id ?? 0), { signal })).data.instancia,
    enabled: id !== null,
  });
}
