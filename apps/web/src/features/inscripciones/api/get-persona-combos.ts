import type { DataFormPersonaResponse } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export type PersonaCombos = DataFormPersonaResponse['combos'];

/**
 * GET /api/data-form-persona: the names behind the persona's ids (country,
 * nationality, gender, marital status...). Same key and shape as the wizard's
 * lists, so both share one cached copy.
 */
export function usePersonaCombos(enabled: boolean) {
  return useQuery({
    queryKey: ['data-form-persona'] as const,
    queryFn: async ({ signal }) => (await api.get<DataFormPersonaResponse>(paths.api.dataFormPersona, { signal })).combos,
    enabled,
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
  });
}
