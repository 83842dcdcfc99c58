import { pathOf, type BodyInputOf, type QueryInputOf, type ResponseOf, type RouteRef } from '@ingreso/shared';
import { apiRequest } from '@/lib/api-client';

/** What a call sends: the path's parameters, the query and the body its declaration takes. */
export interface CallInput<D extends RouteRef> {
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
 * Calls a declared route through its reference (packages/shared/src/contract/route-refs.ts):
 * the URL comes from its path, the body and query are typed by its declaration's schemas and
 * the answer by its success schema. The references carry no zod, so a screen that calls the
 * API does not load the schemas (decision 130).
 */
export function callRoute<D extends RouteRef>(declaration: D, input: CallInput<D> = {}, options: CallOptions = {}): Promise<ResponseOf<D>> {
  const url = pathOf(declaration, input.params) + queryString(input.query as object | undefined);
  return apiRequest<ResponseOf<D>>(url, { method: declaration.method, body: input.body, ...options });
}
