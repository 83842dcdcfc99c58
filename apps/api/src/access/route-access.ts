import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestHookHandler, RouteOptions } from 'fastify';
import { msg } from '@ingreso/shared';
import type { Db } from '../db/client.js';
import { forbidden } from '../lib/app-error.js';
import { authenticate } from '../plugins/auth-guard.js';

/**
 * Who may call each API route. This table is the single source of truth:
 * `registerRouteAccess` refuses to start an app with an /api route missing from
 * it (or an entry no route matches) and puts the session and role check of the
 * table in front of every route, before its body is read. Routes keep their own
 * guards too; the table is the floor they cannot go under.
 *
 * - `public`: no session (account calls, health, API docs).
 * - `signed-in`: any session; the route only acts on the caller's own account.
 * - `owner`: any session; staff act on anyone, an applicant only on the ids in
 *   `owns`, which the service checks against the session's user (403 otherwise).
 * - `staff`: an administrator scope (every staff group); applicants get 403.
 */
export type Who = 'public' | 'signed-in' | 'owner' | 'staff';

/** The kinds of ids an applicant can own. */
export type OwnedKind = 'persona' | 'file' | 'inscripto' | 'situacion' | 'user';

export interface OwnedId {
  kind: OwnedKind;
  /** Where the id travels: the path parameter, a JSON body field or a multipart field. */
  in: 'path' | 'body' | 'multipart';
  name: string;
}

export interface RouteAccess {
  who: Who;
  /** For `owner`: every id an applicant sends here is checked against ownership. */
  owns?: OwnedId[];
  /**
   * The document download also opens with a signed, expiring link and no session
   * (decision 30): the handler checks link or session, so the table adds no guard.
   */
  signedLink?: true;
  /** Only the owning applicant, staff included in the refusal (403): it speaks for the applicant. */
  ownerOnly?: true;
  /** Why, in a few words (shown in docs/security.md). */
  note?: string;
}

/** `METHOD /api/url` as Fastify registers it (HEAD follows its GET). */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api${string}`;

const path = (kind: OwnedKind, name = 'id'): OwnedId => ({ kind, in: 'path', name });

export const ROUTE_ACCESS = {
  // ---- system and docs
  'GET /api/health': { who: 'public' },
  'GET /api/docs': { who: 'public', note: 'Swagger UI' },
  'GET /api/docs/json': { who: 'public', note: 'documento OpenAPI' },
  'GET /api/docs/yaml': { who: 'public', note: 'documento OpenAPI' },
  'GET /api/docs/static/index.html': { who: 'public', note: 'Swagger UI' },
  'GET /api/docs/static/swagger-initializer.js': { who: 'public', note: 'Swagger UI' },
  'GET /api/docs/static/*': { who: 'public', note: 'archivos estáticos de Swagger UI' },

  // ---- accounts (seed 000 §7)
  'POST /api/register': { who: 'public' },
  'POST /api/login': { who: 'public' },
  'POST /api/verify-account': { who: 'public' },
  'POST /api/verify-account/resend': { who: 'public' },
  'POST /api/forgotpassword': { who: 'public' },
  'POST /api/resetpassword': { who: 'public' },
  'POST /api/userinfo': { who: 'signed-in', note: 'la cuenta de la sesión' },
  'POST /api/logout': { who: 'signed-in', note: 'la sesión del token' },

  // ---- applicant profile
  'GET /api/data-form-persona': { who: 'signed-in', note: 'combos del asistente' },
  'POST /api/wizard-persona': { who: 'signed-in', note: 'el aspirante crea la suya; el personal, personas sin cuenta' },
  'GET /api/personas/get_by_user/:userId': { who: 'owner', owns: [path('user', 'userId')] },
  'GET /api/personas/get_by_dni/:dni': { who: 'staff' },
  'GET /api/personas/:id': { who: 'owner', owns: [path('persona')] },
  'PUT /api/personas/:id': { who: 'owner', owns: [path('persona')], note: 'el aspirante solo cambia sus datos de contacto' },
  'GET /api/situacion-laboral/get_by_persona/:id': { who: 'owner', owns: [path('persona')] },
  'PUT /api/situacion-laboral/:id': { who: 'owner', owns: [path('situacion')] },

  // ---- documents
  'POST /api/files/store_docs_persona': { who: 'owner', owns: [{ kind: 'persona', in: 'multipart', name: 'persona_id' }] },
  'DELETE /api/files/delete/:fileId': { who: 'owner', owns: [path('file', 'fileId')] },
  'GET /api/files/:fileId': { who: 'owner', owns: [path('file', 'fileId')], signedLink: true },

  // ---- enrolment, applicant side
  'GET /api/instancias/get_all_bff': { who: 'signed-in', note: 'instancias abiertas hoy' },
  'POST /api/inscriptos': { who: 'owner', owns: [{ kind: 'persona', in: 'body', name: 'persona_id' }] },
  'GET /api/inscriptos/get_by_persona/:id': { who: 'owner', owns: [path('persona')] },
  'PUT /api/inscriptos/reenviar/:id': { who: 'owner', owns: [path('inscripto')], ownerOnly: true, note: '"Ya corregí mi documentación": solo la persona titular' },

  // ---- staff back-office (seed 001)
  'GET /api/dashboard': { who: 'staff' },
  'GET /api/instancias': { who: 'staff' },
  'POST /api/instancias': { who: 'staff' },
  'GET /api/instancias/:id': { who: 'staff' },
  'PUT /api/instancias/:id': { who: 'staff' },
  'DELETE /api/instancias/:id': { who: 'staff' },
  'GET /api/instancias/:id/estudiantes': { who: 'staff' },
  'GET /api/inscriptos/get_by_instancia/:instancia': { who: 'staff' },
  'GET /api/inscriptos/export/:instancia': { who: 'staff' },
  'GET /api/inscriptos/:id': { who: 'staff' },
  'PUT /api/inscriptos/set_estado/:id': { who: 'staff' },
  'GET /api/data-form-inscripcion': { who: 'staff' },
  'POST /api/asistencias-inscripto/store': { who: 'staff' },
  'PUT /api/asistencias-inscripto/update': { who: 'staff' },
  'GET /api/asistencias-inscripto/get-by-fecha': { who: 'staff' },
  'POST /api/notas-inscripto/store': { who: 'staff' },
  'PUT /api/notas-inscripto/update/:id': { who: 'staff' },
  'GET /api/notas-inscripto/get-by-fecha': { who: 'staff' },
  'GET /api/users': { who: 'staff' },
  'POST /api/users': { who: 'staff' },
  'PUT /api/users/:id': { who: 'staff' },
  'GET /api/data-form-user': { who: 'staff' },
  'GET /api/tipos-carrera': { who: 'staff' },
  'GET /api/carreras': { who: 'staff' },
  'POST /api/carreras': { who: 'staff' },
  'PUT /api/carreras/:id': { who: 'staff' },
  'GET /api/carreras/:id/materias': { who: 'staff' },
  'POST /api/carreras/:id/materias': { who: 'staff' },
  'PUT /api/materias/:id': { who: 'staff' },
  'DELETE /api/materias/:id': { who: 'staff' },
} as const satisfies Record<RouteKey, RouteAccess>;

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
  if (access.who === 'public' || access.signedLink) return null;
  if (access.who === 'staff') {
    return async function tableStaffGuard(request: FastifyRequest, _reply: FastifyReply) {
      const auth = await authenticate(db, request);
      if (!auth.isAdmin) throw forbidden(msg.session.forbidden);
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
