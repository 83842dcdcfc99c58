import type { FastifyRequest } from 'fastify';
import { SESSION_END_CODES, isAdminScope, msg, staffPermissionsOf, uploadMsg, type StaffPermission } from '@ingreso/shared';
import type { Db } from '../db/client.js';
import { AppError, forbidden, unauthorized } from '../lib/app-error.js';
import type { SessionCache } from '../cache/session-cache.js';
import {
  findActiveSession,
  findActiveSessionById,
  sessionEndReason,
  touchSession,
  type ActiveSession,
} from '../sessions/session.queries.js';
import type { FileLinks, SignedLinkQuery } from '../lib/file-links.js';
import { hashToken } from '../lib/tokens.js';
import { oncePer } from '../lib/once-per.js';

export interface AuthContext {
  sessionId: number;
  userId: number;
  scope: string;
  /** A staff session (scope admin), whatever its group; `permissions` says what the group may do. */
  isAdmin: boolean;
  /** The account's role row: the staff group (STAFF_GROUP) or the applicant role. */
  roleId: number;
  /** The staff group's permissions (STAFF_GROUP_PERMISSIONS); empty for an applicant. */
  permissions: readonly StaffPermission[];
  /** Read by the same session query, so POST /api/userinfo/ needs no other. */
  user: {
    name: string;
    email: string;
    email_verified_at: Date | null;
    role_description: string;
    has_persona: boolean;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** Sessions idle for longer than this are dead on the server too (seed: 30 minutes). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Writing last_used_at on every request would turn each read into a write. */
const TOUCH_EVERY_MS = 60 * 1000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The session cache of the app that owns each database handle (decision 77). Guards
 * receive only the handle, as the prepared session query does; an app without a
 * cache (CACHE_TTL_SECONDS=0) has no entry and always asks the database.
 */
const sessionCaches = new WeakMap<Db, SessionCache<ActiveSession>>();

export function useSessionCache(db: Db, cache: SessionCache<ActiveSession>): void {
  sessionCaches.set(db, cache);
}

async function activeSession(db: Db, tokenHash: string, now: Date): Promise<ActiveSession | null> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const cache = sessionCaches.get(db);
  const cached = cache?.get(tokenHash, now, idleSince);
  if (cached) return cached;
  const ticket = cache?.ticket();
  const session = await findActiveSession(db, tokenHash, idleSince, now);
  if (session && cache && ticket !== undefined) cache.store(ticket, tokenHash, session, now);
  return session;
}

/**
 * The 401 of a token without an active session. The body keeps the seed's shape; its
 * `code` tells the client why, so the login screen can say "Tu sesión se cerró por
 * inactividad." or "Tu contraseña cambió: volvé a ingresar." (issue 14).
 */
async function endedSessionError(db: Db, tokenHash: string, now: Date): Promise<AppError> {
  const reason = await sessionEndReason(db, tokenHash, new Date(now.getTime() - SESSION_IDLE_MS), now);
  if (reason === 'idle') return new AppError(SESSION_END_CODES.idle, 401, msg.session.idle);
  if (reason === 'password') return new AppError(SESSION_END_CODES.passwordChanged, 401, msg.session.passwordChanged);
  return unauthorized(msg.session.unauthorized);
}

/** Resolves the bearer session, or throws 401. */
export async function authenticate(db: Db, request: FastifyRequest): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const token = bearerToken(request);
  if (!token) throw unauthorized(msg.session.unauthorized);
  const now = new Date();
  const tokenHash = hashToken(token);
  const session = await activeSession(db, tokenHash, now);
  if (!session) throw await endedSessionError(db, tokenHash, now);
  if (now.getTime() - session.last_used_at.getTime() > TOUCH_EVERY_MS) {
    // Noted in the cache first, so concurrent requests of the same session do not all write it.
    sessionCaches.get(db)?.touched(tokenHash, now);
    await touchSession(db, session.id, now);
  }
  request.auth = authContextOf(session);
  return request.auth;
}

/** Who a document download acts for, and the document version its signed link names (null: any, the current one). */
export interface DownloadAccess {
  auth: AuthContext;
  version: string | null;
}

/**
 * A document download (GET /api/files/{id}, GET /api/correcciones/respaldo/{id}) acts
 * for the bearer session the guard already checked or, without one, for the session
 * that minted the signed link (decision 154): the link must be signed and unexpired
 * and that session must still be active; the download then has that session's current
 * rights. Whichever way it came, a valid link's version is the only one it may open.
 */
export async function authenticateDownload(
  db: Db,
  request: FastifyRequest,
  links: FileLinks,
  id: number,
  query: SignedLinkQuery,
  staffPermission: StaffPermission | undefined,
): Promise<DownloadAccess> {
  const access = await downloadAccess(db, request, links, id, query);
  // A link opens with the minting session's rights today, the staff group's permission included (decision 132).
  if (access.auth.isAdmin && staffPermission && !access.auth.permissions.includes(staffPermission)) throw forbidden(msg.session.forbidden);
  return access;
}

async function downloadAccess(
  db: Db,
  request: FastifyRequest,
  links: FileLinks,
  id: number,
  query: SignedLinkQuery,
): Promise<DownloadAccess> {
  const link = query.sig === undefined ? null : links.check(id, query);
  const version = link?.version ?? null;
  if (request.auth) return { auth: request.auth, version };
  if (query.sig === undefined) throw unauthorized(msg.session.unauthorized);
  if (!link) throw unauthorized(uploadMsg.linkExpired);
  const now = new Date();
  const session = await findActiveSessionById(db, link.sessionId, new Date(now.getTime() - SESSION_IDLE_MS), now);
  if (!session) throw new AppError('link_session_ended', 401, uploadMsg.linkSessionEnded);
  return { auth: authContextOf(session), version };
}

/**
 * One read-only context per session row: a row served from the cache is the same object
 * on every hit, so its context (and the user-info answer built from it) is built once.
 */
const authContextOf = oncePer((session: ActiveSession): AuthContext =>
  Object.freeze({
    sessionId: session.id,
    userId: session.user_id,
    scope: session.scope,
    isAdmin: isAdminScope(session.scope),
    roleId: session.role_id,
    permissions: staffPermissionsOf(session.scope, session.role_id),
    user: Object.freeze({ ...session.user, role_description: session.role_description, has_persona: session.has_persona }),
  }),
);
