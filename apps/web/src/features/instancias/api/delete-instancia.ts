import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { instanciasQueryKey } from './get-instancias';

/** DELETE /api/instancias/{id}. The server refuses (409) an instancia that has enrollees. */
export function deleteInstancia(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(paths.api.instancia(id));
}

export function useDeleteInstancia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstancia,
    // Also after a failure: one already deleted elsewhere (404) must leave the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: instanciasQueryKey }),
  });
}
