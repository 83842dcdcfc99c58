import type { DataFormPersonaResponse } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export type FormCombos = DataFormPersonaResponse['combos'];

export const formCombosQueryKey = ['data-form-persona'] as const;

export async function getFormCombos(signal?: AbortSignal): Promise<FormCombos> {
  const answer = await api.get<DataFormPersonaResponse>(paths.api.dataFormPersona, { signal });
  return answer.combos;
}

/** Reference lists rarely change: fetched once per visit, kept while the wizard is open. */
export function useFormCombos() {
  return useQuery({
    queryKey: formCombosQueryKey,
    queryFn: ({ signal }) => getFormCombos(signal),
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
  });
}
