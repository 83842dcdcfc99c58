import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminScope, msg } from '@ingreso/shared';
import type { Db } from '../db/client.js';
import { forbidden, unauthorized } from '../lib/app-error.js';
import { findActiveSession, touchSession } from '../modules/auth/auth.queries.js';
import { hashToken } from '../lib/tokens.js';

export interface AuthContext {
  sessionId: number;
  userId: number;
  scope: string;
  isAdmin: boolean;
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

/** Resolves the bearer session, or throws 401. */
export async function authenticate(db: Db, request: FastifyRequest): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const token = bearerToken(request);
  if (!token) throw unauthorized(msg.session.unauthorized);
  const now = new Date();
  const session = await findActiveSession(db, hashToken(token), new Date(now.getTime() - SESSION_IDLE_MS), now);
  if (!session) throw unauthorized(msg.session.unauthorized);
  if (now.getTime() - session.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, session.id, now);
  }
  request.auth = {
    sessionId: session.id,
    userId: session.user_id,
    scope: session.scope,
    isAdmin: isAdminScope(session.scope),
    user: { ...session.user, role_description: session.role_description, has_persona: session.has_persona },
  };
  return request.auth;
}

/** preHandler factories used in route options: the role check lives on each route. */
export function requireUser(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(db, request);
  };
}

export function requireAdmin(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await authenticate(db, request);
    if (!auth.isAdmin) throw forbidden(msg.session.forbidden);
  };
}
