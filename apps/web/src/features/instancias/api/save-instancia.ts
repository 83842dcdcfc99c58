import type { InstanciaInput } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { instanciaQueryKey } from './get-instancia';
import { instanciasQueryKey, type InstanciaRow } from './get-instancias';

interface SaveAnswer {
  instancia: InstanciaRow;
}

/** POST /api/instancias/ (id null) or PUT /api/instancias/{id}: both answer the saved instancia. */
export async function saveInstancia(id: number | null, input: InstanciaInput): Promise<InstanciaRow> {
  const answer =
    id === null
      ? await api.post<SaveAnswer>(paths.api.instancias, input)
      : await api.put<SaveAnswer>(paths.api.instancia(id), input);
  return answer.instancia;
}

export function useSaveInstancia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: InstanciaInput }) => saveInstancia(id, input),
    onSuccess: (saved) => queryClient.setQueryData(instanciaQueryKey(saved.id), saved),
    // Also after a failure: an instancia deleted meanwhile (404) must leave the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: instanciasQueryKey }),
  });
}
