import { pathOf, type BodyInputOf, type QueryInputOf, type ResponseOf, type RouteDeclaration } from '@ingreso/shared';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What a call sends: the path's parameters, the query and the body its declaration takes. */
export interface CallInput<D extends RouteDeclaration> {
  params?: Record<string, string | number>;
  query?: QueryInputOf<D>;
  body?: BodyInputOf<D> | FormData;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** false for calls whose 401 means "wrong credentials" (login), not "session gone". */
  handleUnauthorized?: boolean;
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls a declared route (packages/shared/src/contract): the URL comes from its path,
 * the body and query are typed by its schemas and the answer by its success schema.
 */
export function callRoute<D extends RouteDeclaration>(declaration: D, input: CallInput<D> = {}, options: CallOptions = {}): Promise<ResponseOf<D>> {
  const url = pathOf(declaration, input.params) + queryString(input.query as object | undefined);
  return apiRequest<ResponseOf<D>>(url, { method: declaration.method, body: input.body, ...options });
}

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
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      options.onSuccess?.(result, input);
      return options.refreshOnError ? undefined : refresh();
    },
    onSettled: () => (options.refreshOnError ? refresh() : undefined),
  });
}
