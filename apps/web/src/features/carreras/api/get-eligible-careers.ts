import type { ComboItem, DataFormPersonaResponse } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const eligibleCareersQueryKey = ['enrolment', 'eligible-careers'] as const;

/** The careers an applicant may choose in the common admission course (carrera_id 1), from the form combos. */
export async function getEligibleCareers(signal?: AbortSignal): Promise<ComboItem[]> {
  const answer = await api.get<DataFormPersonaResponse>(paths.api.dataFormPersona, { signal });
  return answer.combos.carreras;
}

export function useEligibleCareers(enabled: boolean) {
  return useQuery({
    queryKey: eligibleCareersQueryKey,
    queryFn: ({ signal }) => getEligibleCareers(signal),
    enabled,
    // A reference list: it does not change during a visit.
    staleTime: 60 * 60_000,
  });
}
