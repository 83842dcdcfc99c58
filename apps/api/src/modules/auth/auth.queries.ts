import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens, loginFailures, personas, roles, sessions, users } from '../../db/schema/index.js';

export const APPLICANT_ROLE_ID = 2;

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const rows = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(
  db: DbOrTx,
  values: { name: string; email: string; password_hash: string; role_id: number; email_verified_at?: Date | null },
) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function findPersonaByUser(db: DbOrTx, userId: number) {
  const rows = await db.select().from(personas).where(eq(personas.user_id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: DbOrTx,
  values: { user_id: number; token_hash: string; expires_at: Date; ip: string | null; user_agent: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

export async function insertAuthToken(
  db: DbOrTx,
  values: { user_id: number; kind: 'verify' | 'reset'; token_hash: string; expires_at: Date },
) {
  // A new link replaces older unused ones of the same kind: only the newest works.
  await db
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(and(eq(authTokens.user_id, values.user_id), eq(authTokens.kind, values.kind), isNull(authTokens.used_at)));
  await db.insert(authTokens).values(values);
}

/**
 * Marks a valid token used and returns its user id, in one statement, so two
 * concurrent uses of the same link cannot both succeed.
 */
export async function consumeAuthToken(db: DbOrTx, kind: 'verify' | 'reset', tokenHash: string, now: Date) {
  const rows = await db
    .update(authTokens)
    .set({ used_at: now })
    .where(and(eq(authTokens.token_hash, tokenHash), eq(authTokens.kind, kind), isNull(authTokens.used_at), gt(authTokens.expires_at, now)))
    .returning({ user_id: authTokens.user_id });
  return rows[0]?.user_id ?? null;
}

/**
 * A verify token that did not work: is its account already active, and was it replaced by a
 * newer verify token of the same account? Null when no such token exists.
 */
export async function verifyTokenState(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      verified: sql<boolean>`${users.email_verified_at} is not null`,
      superseded: sql<boolean>`exists (select 1 from auth_tokens newer where newer.user_id = ${authTokens.user_id} and newer.kind = 'verify' and newer.id > ${authTokens.id})`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(and(eq(authTokens.token_hash, tokenHash), eq(authTokens.kind, 'verify')))
    .limit(1);
  return rows[0] ?? null;
}

export async function markEmailVerified(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(users)
    .set({ email_verified_at: now, updated_at: now })
    .where(and(eq(users.id, userId), isNull(users.email_verified_at)));
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ password_hash: passwordHash, password_changed_at: now, updated_at: now }).where(eq(users.id, userId));
}

export async function getLoginFailures(db: DbOrTx, key: string) {
  const rows = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
  return rows[0] ?? null;
}

/** Counts one failure in the current window (or opens a new one) and returns the count. */
export async function recordLoginFailure(db: DbOrTx, key: string, windowStart: Date, lockUntil: Date, maxFailures: number) {
  const rows = await db
    .insert(loginFailures)
    .values({ key, failures: 1, window_started_at: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.window_started_at} < ${windowStart.toISOString()} then 1 else ${loginFailures.failures} + 1 end`,
        window_started_at: sql`case when ${loginFailures.window_started_at} < ${windowStart.toISOString()} then now() else ${loginFailures.window_started_at} end`,
        locked_until: sql`case when ${loginFailures.window_started_at} >= ${windowStart.toISOString()} and ${loginFailures.failures} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${loginFailures.locked_until} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return rows[0]?.failures ?? 1;
}

export async function clearLoginFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
