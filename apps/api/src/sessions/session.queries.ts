import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { personas, roles, sessions, users } from '../db/schema/index.js';
import { oncePer } from '../lib/once-per.js';

/**
 * The session lookup every authenticated request makes. It lives beside the guard that
 * uses it (plugins/auth-guard.ts) and the cache that keeps its rows (cache/), not in the
 * auth module: infrastructure does not import a domain module.
 */

/** The columns of an active session with its user and role, before the condition that picks it. */
function activeSessionSelect(db: Db) {
  return db
    .select({
      id: sessions.id,
      user_id: sessions.user_id,
      last_used_at: sessions.last_used_at,
      expires_at: sessions.expires_at,
      scope: roles.name,
      role_id: users.role_id,
      user: { name: users.name, email: users.email, email_verified_at: users.email_verified_at },
      role_description: roles.description,
      has_persona: sql<boolean>`exists (select 1 from ${personas} where ${personas.user_id} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id));
}

function activeSessionQuery(db: Db) {
  return activeSessionSelect(db)
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        gt(sessions.last_used_at, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_active_session');
}

/**
 * Every authenticated request runs this query, so it is built once per database and
 * prepared: PostgreSQL parses and plans it once per connection, and drizzle does not
 * rebuild its SQL on each call (a measurable share of the CPU of a request).
 */
const activeSessionQueryOf = oncePer(activeSessionQuery);

/**
 * A session that is not revoked, not past its absolute expiry and used since `idleSince`,
 * with what POST /api/userinfo/ answers: the user and role rows are joined here anyway, and
 * the persona check is one probe of a unique index, so the user-info call is this one query.
 */
export type ActiveSession = NonNullable<Awaited<ReturnType<typeof findActiveSession>>>;

export async function findActiveSession(db: Db, tokenHash: string, idleSince: Date, now: Date) {
  const query = activeSessionQueryOf(db);
  // Dates go to the driver as ISO text: placeholders skip drizzle's column encoders.
  const rows = await query.execute({ tokenHash, now: now.toISOString(), idleSince: idleSince.toISOString() });
  return rows[0] ?? null;
}

/**
 * The same active session found by its id: a signed document link names the session
 * that minted it (decision 154) and is served only while that session lives. Not
 * cached and not prepared: downloads are rare next to the requests the token query serves.
 */
export async function findActiveSessionById(db: Db, sessionId: number, idleSince: Date, now: Date) {
  const rows = await activeSessionSelect(db)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at), gt(sessions.expires_at, now), gt(sessions.last_used_at, idleSince)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, sessionId));
}

/**
 * Why a token that found no active session stopped working, for the 401 the client
 * explains on the login screen (issue 14): 'idle' past the inactivity limit,
 * 'password' revoked because the account's password changed after the session
 * began, null for anything else (unknown token, signed out, past the 12 hours).
 * Only read on that failure path, never on a request that succeeds.
 */
export async function sessionEndReason(db: Db, tokenHash: string, idleSince: Date, now: Date): Promise<'idle' | 'password' | null> {
  const rows = await db
    .select({
      created_at: sessions.created_at,
      last_used_at: sessions.last_used_at,
      expires_at: sessions.expires_at,
      revoked_at: sessions.revoked_at,
      password_changed_at: users.password_changed_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.token_hash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.revoked_at) return row.password_changed_at && row.password_changed_at >= row.created_at ? 'password' : null;
  if (row.expires_at <= now) return null;
  return row.last_used_at <= idleSince ? 'idle' : null;
}
