import { and, eq, gt, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { namedStatement, statementName, withUnnamedFallback } from '../../db/named-statements.js';
import { oncePer } from '../../lib/once-per.js';
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

/** The login's read, its shape: the account, its role and its persona, if any. */
function loginUserQuery(db: Db) {
  return db
    .select({ user: users, role: roles, persona: personas })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(personas, eq(personas.user_id, users.id))
    .limit(1);
}

const emailMatches = (email: SQL | Placeholder | string) => sql`lower(${users.email}) = lower(${email})`;

function prepareLoginUser(db: Db) {
  const query = loginUserQuery(db).where(emailMatches(sql.placeholder('email')));
  return query.prepare(statementName('ingreso_login_user', query.toSQL().sql));
}

/** The login's read prepared once per database handle (a test opens many). */
const preparedLoginUser = oncePer(prepareLoginUser);

/**
 * The login's one read (issue 20): the account, its role and its persona, if any, in one
 * query (it was two), so a login costs the database as little as possible besides the hash.
 * Built once and kept prepared under a fixed name (decision 198).
 */
export async function findLoginUser(db: Db, email: string) {
  const prepared = preparedLoginUser(db);
  const rows = await withUnnamedFallback(
    () => prepared.execute({ email }),
    async () => loginUserQuery(db).where(emailMatches(email)),
  );
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

const clearFailuresAndInsertSessionStatement = namedStatement<{ id: number }, SessionValues & LoginThrottleKeys>(
  'ingreso_login_session',
  sql`with cleared as (delete from ${loginFailures} where ${loginFailures.key} in (${sql.placeholder('address')}::varchar, ${sql.placeholder('account')}::varchar))
    insert into ${sessions} (user_id, token_hash, expires_at, ip, user_agent)
    values (${sql.placeholder('user_id')}::int, ${sql.placeholder('token_hash')}::varchar, ${sql.placeholder('expires_at')}::timestamptz, ${sql.placeholder('ip')}::varchar, ${sql.placeholder('user_agent')}::varchar)
    returning id`,
);

type SessionValues = { user_id: number; token_hash: string; expires_at: string; ip: string | null; user_agent: string | null };

/** The two throttle keys of a password login: the e-mail from this address, and from any. */
export type LoginThrottleKeys = { address: string; account: string };

/**
 * A successful login's writes in one statement (issue 20): its throttle keys start over and
 * its session row is inserted. One round trip instead of two; both or neither happen.
 */
export async function clearFailuresAndInsertSession(
  db: Db,
  keys: LoginThrottleKeys,
  values: { user_id: number; token_hash: string; expires_at: Date; ip: string | null; user_agent: string | null },
) {
  const [row] = await clearFailuresAndInsertSessionStatement(db, { ...keys, ...values, expires_at: values.expires_at.toISOString() });
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

/**
 * Like insertAuthToken, unless the account already got `perHour` links of this kind in the
 * last hour: then nothing is written and it answers false. The account's row is locked while
 * counting, so simultaneous requests for one address cannot all pass the cap (issue 16).
 */
export async function insertAuthTokenWithinCap(
  db: DbOrTx,
  values: { user_id: number; kind: 'verify' | 'reset'; token_hash: string; expires_at: Date },
  perHour: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.user_id)).for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.user_id, values.user_id),
          eq(authTokens.kind, values.kind),
          gt(authTokens.created_at, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= perHour) return false;
    await insertAuthToken(tx, values);
    return true;
  });
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

/** What a login throttle key allows: at most `limit` attempts per `windowSeconds`, then a lock of `baseLockSeconds`, doubling per lock in a row up to `maxLockSeconds`. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
}

/**
 * Reserves one login attempt for `key` before the password is compared (decisions 146
 * and 147), in one statement: the row lock of INSERT ... ON CONFLICT DO UPDATE orders
 * concurrent attempts, so however many arrive at once each gets its own count and only
 * `limit` of them get a count within the limit. The attempt that passes the limit sets
 * the lock; attempts while locked keep counting and are refused. A new window starts
 * when the last one expired under the limit, or when the lock ended. Returns the count
 * (over `limit` means refused) and the end of the lock, if any.
 */
export async function reserveLoginAttempt(db: DbOrTx, key: string, rule: ThrottleRule) {
  const f = loginFailures;
  const rows = await db
    .insert(f)
    .values({ key, failures: 1, window_started_at: sql`now()`, lockouts: 0 })
    .onConflictDoUpdate({
      target: f.key,
      set: attemptUpdate(rule),
    })
    .returning({ failures: f.failures, locked_until: f.locked_until });
  return rows[0];
}

/**
 * The new values of an attempt's row when its key already has one: the counting, windows and
 * locks that reserveLoginAttempt describes, shared by the single reservation and the login's
 * two-rule statement so that both count alike. The rule's numbers are bound values in the
 * first and named placeholders in the second (decision 198).
 */
function attemptUpdate(rule: { [K in keyof ThrottleRule]: number | Placeholder }) {
  const f = loginFailures;
  const limit = sql`${rule.limit}::int`;
  const fresh = sql`((${f.failures} > ${limit} and ${f.locked_until} <= now()) or (${f.failures} <= ${limit} and ${f.window_started_at} <= now() - ${rule.windowSeconds}::int * interval '1 second'))`;
  const locking = sql`(not ${fresh} and ${f.failures} = ${limit})`;
  const lockSeconds = sql`least(${rule.baseLockSeconds}::bigint * power(2, least(${f.lockouts}, 20))::bigint, ${rule.maxLockSeconds}::bigint)`;
  return {
    failures: sql`case when ${fresh} then 1 else least(${f.failures} + 1, 1000000000) end`,
    window_started_at: sql`case when ${fresh} then now() else ${f.window_started_at} end`,
    locked_until: sql`case when ${locking} then now() + ${lockSeconds} * interval '1 second' else ${f.locked_until} end`,
    // A day without locks forgets the earlier ones: the next lock is short again.
    lockouts: sql`case when ${locking} then ${f.lockouts} + 1 when ${fresh} and ${f.locked_until} < now() - interval '1 day' then 0 else ${f.lockouts} end`,
  };
}

/**
 * One attempt's upsert under a rule, as in reserveLoginAttempt, written as INSERT ... SELECT so
 * that a condition can keep it from happening (see below). Its key and rule are placeholders
 * named `<rule>_key`, `<rule>_limit`... so the statement's text is built once (decision 198).
 */
function attemptUpsert(rule: 'address' | 'account', onlyIf?: SQL) {
  const f = loginFailures;
  const value = (field: string) => sql.placeholder(`${rule}_${field}`);
  const set = attemptUpdate({
    limit: value('limit'),
    windowSeconds: value('window_seconds'),
    baseLockSeconds: value('base_lock_seconds'),
    maxLockSeconds: value('max_lock_seconds'),
  });
  return sql`insert into ${f} (key, failures, window_started_at, lockouts)
    select ${value('key')}::varchar, 1, now(), 0 ${onlyIf ? sql`where ${onlyIf}` : sql``}
    on conflict (key) do update set
      failures = ${set.failures},
      window_started_at = ${set.window_started_at},
      locked_until = ${set.locked_until},
      lockouts = ${set.lockouts}
    returning failures, (extract(epoch from locked_until) * 1000)::float8 as locked_ms`;
}

/** The values of attemptUpsert's placeholders for one rule. */
function ruleValues(rule: 'address' | 'account', key: string, r: ThrottleRule) {
  return {
    [`${rule}_key`]: key,
    [`${rule}_limit`]: r.limit,
    [`${rule}_window_seconds`]: r.windowSeconds,
    [`${rule}_base_lock_seconds`]: r.baseLockSeconds,
    [`${rule}_max_lock_seconds`]: r.maxLockSeconds,
  };
}

type ReservationRow = { rule: string; failures: number | string; locked_ms: number | string | null };

const reserveLoginAttemptsStatement = namedStatement<ReservationRow, Record<string, unknown>>(
  'ingreso_login_reserve',
  sql`with by_address as (${attemptUpsert('address')}),
    by_account as (${attemptUpsert('account', sql`(select failures from by_address) <= ${sql.placeholder('address_limit')}::int`)})
    select 'address' as rule, failures, locked_ms from by_address
    union all select 'account', failures, locked_ms from by_account`,
);

type Reservation = { failures: number; locked_until: Date | null };

/**
 * Both reservations of a password login in one statement (issue 20; decisions 146, 147, 302):
 * the attempt from this address, then, only if that one is within its limit, the attempt on
 * the account from any address. The same rows, counts and locks as two reserveLoginAttempt
 * calls in that order, in one round trip instead of two. `byAccount` is null when the
 * address was already over its limit (the account's count is then left alone, as before).
 */
export async function reserveLoginAttempts(
  db: Db,
  keys: LoginThrottleKeys,
  rules: { address: ThrottleRule; account: ThrottleRule },
): Promise<{ byAddress: Reservation; byAccount: Reservation | null }> {
  const rows = await reserveLoginAttemptsStatement(db, {
    ...ruleValues('address', keys.address, rules.address),
    ...ruleValues('account', keys.account, rules.account),
  });
  const reservation = (row: ReservationRow | undefined): Reservation | null =>
    row ? { failures: Number(row.failures), locked_until: row.locked_ms === null ? null : new Date(Number(row.locked_ms)) } : null;
  const byAddress = reservation(rows.find((r) => r.rule === 'address'));
  if (!byAddress) throw new Error('login_failures: the reservation of the address returned no row');
  return { byAddress, byAccount: reservation(rows.find((r) => r.rule === 'account')) };
}

/** Marks the owner as told about `key`'s lock; true only for the one call that marked it. */
export async function markLockNotified(db: DbOrTx, key: string) {
  const rows = await db
    .update(loginFailures)
    .set({ notified_at: sql`now()` })
    .where(and(eq(loginFailures.key, key), isNull(loginFailures.notified_at)))
    .returning({ key: loginFailures.key });
  return rows.length > 0;
}

/** Forgets the attempts of these keys: after a right password, or a password reset. */
export async function clearLoginFailures(db: DbOrTx, keys: string[]) {
  if (keys.length) await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

/** Forgets every attempt of an e-mail, from every address (a password reset; decision 147). */
export async function clearLoginFailuresOf(db: DbOrTx, normalizedEmail: string) {
  const prefix = `${normalizedEmail}|`;
  await db.delete(loginFailures).where(sql`left(${loginFailures.key}, ${prefix.length}::int) = ${prefix}`);
}
