import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

// Kept apart from callRoute (call.ts): the account calls that the auth screens load use
// callRoute alone, and TanStack Query travels with the signed-in shell, not the login page.

/** Marks every query under these keys stale and refetches the ones on screen. */
export function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface ResourceMutationOptions<TInput, TResult> {
  /** Runs before the refetch: a screen that must show the answer at once writes it into the cache here. */
  onSuccess?: (result: TResult, input: TInput) => void;
  /** Refetch after a failure too (a record deleted meanwhile answers 404 and must leave the lists). */
  refreshOnError?: boolean;
}

/**
 * A mutation of one resource: on success every query of the resource is refetched
 * (lists, details, and the other screens' views of it), and so is every query of the
 * resources the change touches (`alsoInvalidate`), so no screen keeps a stale copy.
 */
export function useResourceMutation<TInput, TResult>(
  resourceKey: QueryKey,
  mutationFn: (input: TInput) => Promise<TResult>,
  alsoInvalidate: readonly QueryKey[] = [],
  options: ResourceMutationOptions<TInput, TResult> = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => refreshQueries(queryClient, [resourceKey, ...alsoInvalidate]);
  // The refetch is not awaited: the mutation settles with the server's answer, so the caller's
  // own callbacks run even when the new data re-keys the component that called it.
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      options.onSuccess?.(result, input);
      if (!options.refreshOnError) void refresh();
    },
    onSettled: () => {
      if (options.refreshOnError) void refresh();
    },
  });
}
