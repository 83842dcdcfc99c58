import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface Materia {
  id: number;
  descripcion: string;
}

/** GET /api/instancias/{id}: the instancia with its career's subjects (seed 001 §3). */
export interface WizardInstancia {
  id: number;
  descripcion: string;
  carrera_id: number;
  carrera: { id: number; descripcion: string; materias: Materia[] };
}

export const wizardInstanciaQueryKey = (id: number) => ['attendance', 'instancia', id] as const;

export async function getWizardInstancia(id: number, signal?: AbortSignal): Promise<WizardInstancia> {
  const answer = await api.get<{ data: { instancia: WizardInstancia } }>(paths.api.instancia(id), { signal });
  return answer.data.instancia;
}

export function useWizardInstancia(id: number) {
  return useQuery({
    queryKey: wizardInstanciaQueryKey(id),
    queryFn: ({ signal }) => getWizardInstancia(id, signal),
    enabled: id > 0,
  });
}
