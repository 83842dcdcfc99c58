import type { EstadoId } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface DashboardInstancia {
  id: number;
  descripcion: string;
  carrera_id: number;
  carrera: string;
  fecha_publicacion: string;
  fecha_inicio: string;
  fecha_fin: string;
  total: number;
  por_estado: Array<{ estado_id: EstadoId; estado: string; cantidad: number }>;
  /** Enrollees (any estado) still missing a required document. */
  documentos_faltantes: number;
}

export interface AuditEntry {
  id: number;
  action: string;
  entity: string;
  entity_id: number | null;
  created_at: string;
  actor: { id: number; name: string } | null;
}

/** GET /api/dashboard (decision 22): the instancias open today and the newest audit entries. */
export interface Dashboard {
  fecha: string;
  instancias: DashboardInstancia[];
  auditoria: AuditEntry[];
}

export const dashboardQueryKey = ['dashboard'] as const;

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const answer = await api.get<{ data: Dashboard }>(paths.api.dashboard, { signal });
  return answer.data;
}

export function useDashboard() {
  // The board is a view of what others are doing right now: never served from an old cache.
  return useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}
