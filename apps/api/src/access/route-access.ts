import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestHookHandler, RouteOptions } from 'fastify';
import { allRoutes, msg, routeKey, type RouteAccess } from '@ingreso/shared';
import type { Db } from '../db/client.js';
import { forbidden } from '../lib/app-error.js';
import { authenticate } from '../plugins/auth-guard.js';

export type { OwnedId, OwnedKind, RouteAccess, Who } from '@ingreso/shared';

/** `METHOD /api/url` as Fastify registers it (HEAD follows its GET). */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api${string}`;

/** Routes that are not part of the contract: the API's own documentation. */
const DOCS_ACCESS = {
  'GET /api/docs': { who: 'public', note: 'Swagger UI' },
  'GET /api/docs/json': { who: 'public', note: 'documento OpenAPI' },
  'GET /api/docs/yaml': { who: 'public', note: 'documento OpenAPI' },
  'GET /api/docs/static/index.html': { who: 'public', note: 'Swagger UI' },
  'GET /api/docs/static/swagger-initializer.js': { who: 'public', note: 'Swagger UI' },
  'GET /api/docs/static/*': { who: 'public', note: 'archivos estáticos de Swagger UI' },
} as const satisfies Record<RouteKey, RouteAccess>;

/**
 * Who may call each API route: derived from the contract's declarations
 * (packages/shared/src/contract), plus the documentation routes. The app refuses
 * to start with an /api route missing from it, or an entry no route matches, and
 * puts the session, role and permission check of the entry in front of every
 * route, before its body is read.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = Object.freeze({
  ...DOCS_ACCESS,
  ...Object.fromEntries(allRoutes.map((d) => [routeKey(d), d.access])),
});

export type KnownRoute = keyof typeof ROUTE_ACCESS;

/** The table entry for a registered method and URL; HEAD is answered by its GET. */
export function accessFor(method: string, url: string): RouteAccess | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const normalized = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return (ROUTE_ACCESS as Record<string, RouteAccess>)[`${m} ${normalized}`];
}

export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');

/** The guard the table puts in front of a route; null when the table asks for none. */
function guardFor(db: Db, access: RouteAccess): onRequestHookHandler | null {
  if (access.who === 'public') return null;
  const permission = access.permission;
  if (access.signedLink) {
    // The link's signature is checked by the handler; a request that brings a token is a session request,
    // and a staff session needs its group's permission as on any owner route.
    return async function tableOptionalSessionGuard(request: FastifyRequest, _reply: FastifyReply) {
      if (!request.headers.authorization) return;
      const auth = await authenticate(db, request);
      if (auth.isAdmin && permission && !auth.permissions.includes(permission)) throw forbidden(msg.session.forbidden);
    };
  }
  if (access.who === 'staff') {
    return async function tableStaffGuard(request: FastifyRequest, _reply: FastifyReply) {
      const auth = await authenticate(db, request);
      if (!auth.isAdmin || (permission && !auth.permissions.includes(permission))) throw forbidden(msg.session.forbidden);
    };
  }
  if (access.who === 'owner' && permission) {
    // An applicant is checked against the owned ids by the service; staff act for anyone if their group may.
    return async function tableOwnerGuard(request: FastifyRequest, _reply: FastifyReply) {
      const auth = await authenticate(db, request);
      if (auth.isAdmin && !auth.permissions.includes(permission)) throw forbidden(msg.session.forbidden);
    };
  }
  return async function tableSessionGuard(request: FastifyRequest, _reply: FastifyReply) {
    await authenticate(db, request);
  };
}

/** Every /api route registered on an app, as `METHOD url` (HEAD included), in order. */
const registered = new WeakMap<FastifyInstance, string[]>();

export function registeredApiRoutes(app: FastifyInstance): readonly string[] {
  return registered.get(app) ?? [];
}

export class RouteAccessError extends Error {
  override name = 'RouteAccessError';
}

/**
 * Must run before any route is added. Each /api route gets the table's guard as
 * its first onRequest hook: a caller without the right session is turned away
 * before the body is parsed. An /api route the table does not list stops the
 * start-up, and so does an entry of the table that no route matched.
 */
export function registerRouteAccess(app: FastifyInstance, db: Db): void {
  const seen: string[] = [];
  registered.set(app, seen);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiUrl(route.url)) return;
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = accessFor(method, route.url);
      if (!access) {
        throw new RouteAccessError(`${method} ${route.url} is not in ROUTE_ACCESS (apps/api/src/access/route-access.ts)`);
      }
      seen.push(`${method} ${route.url}`);
    }
    const guards = new Set(methods.map((m) => accessFor(m, route.url)!.who));
    if (guards.size > 1) {
      throw new RouteAccessError(`${methods.join(',')} ${route.url} mixes access levels in one route`);
    }
    const guard = guardFor(db, accessFor(methods[0], route.url)!);
    if (!guard) return;
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...own];
  });
  app.addHook('onReady', async () => {
    const keys = new Set(seen.map((s) => s.replace(/^HEAD /, 'GET ').replace(/(.)\/+$/, '$1')));
    const stale = Object.keys(ROUTE_ACCESS).filter((k) => !keys.has(k));
    if (stale.length > 0) throw new RouteAccessError(`ROUTE_ACCESS lists routes the app does not have: ${stale.join(', ')}`);
  });
}
