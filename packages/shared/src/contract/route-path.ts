/**
 * The parts of a route a caller needs at run time (its method and path), kept free
 * of zod: the web's first screens call the API through these without loading the
 * schemas (decision 130). Types of the full declarations come in as types only.
 */
import type { RouteDeclaration } from './route.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A declared route as the web calls it: operationId, method and path, typed by its
 * full declaration `D` (schemas, answers) without carrying it at run time.
 */
export interface RouteRef<D extends RouteDeclaration = RouteDeclaration> {
  readonly operationId: D['operationId'];
  readonly method: D['method'];
  readonly path: D['path'];
  /** Never set: it only carries the declaration's type. */
  readonly declaration?: D;
}

/** The declaration a reference stands for. */
export type DeclarationOf<R> = R extends RouteDeclaration ? R : R extends RouteRef<infer D> ? D : never;

/** `METHOD /api/path` as the access table keys it. */
export const routeKey = (d: Pick<RouteDeclaration, 'method' | 'path'>) => `${d.method} ${d.path}` as const;

/** The concrete URL of a declared path: `:name` replaced by the encoded value. */
export function pathOf(d: Pick<RouteDeclaration, 'path'>, params: Record<string, string | number> = {}): string {
  return d.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${d.path}`);
    return encodeURIComponent(String(value));
  });
}
