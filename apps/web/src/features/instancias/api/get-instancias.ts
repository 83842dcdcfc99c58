import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** One instancia as GET /api/instancias/ lists it. Dates are calendar days, YYYY-MM-DD. */
export interface InstanciaRow {
  id: number;
  descripcion: string;
  carrera_id: number;
  carrera: { id: number; descripcion: string };
  fecha_publicacion: string;
  fecha_inicio: string;
  fecha_fin: string;
}

interface InstanciasAnswer {
  data: { instancias: InstanciaRow[] };
}

/**
 * The staff list of instancias. The inscripciones feature reads the same key
 * for its picker, so a created, edited or deleted instancia shows there too.
 */
export const instanciasQueryKey = ['staff', 'instancias'] as const;

export async function getInstancias(signal?: AbortSignal): Promise<InstanciaRow[]> {
  const answer = await api.get<InstanciasAnswer>(paths.api.instancias, { signal });
  return answer.data.instancias;
}

/** Every instancia, newest fecha_inicio first (the server's order). */
export function useInstancias() {
  return useQuery({ queryKey: instanciasQueryKey, queryFn: ({ signal }) => getInstancias(signal) });
}
