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

const emailMatches = (email: unknown) => sql`lower(${users.email}) = lower(${email})`;

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

/** A statement's values: placeholders in the prepared text, or the values themselves in its unnamed fallback. */
type Bind = (name: string) => unknown;

/**
 * One attempt's upsert under a rule, as in reserveLoginAttempt, written as INSERT ... SELECT so
 * that a condition can keep it from happening (see below). Its key and rule are values named
 * `<rule>_key`, `<rule>_limit`... so the prepared text is built once (decision 198).
 */
function attemptUpsert(rule: 'address' | 'account', bind: Bind, onlyIf?: SQL) {
  const f = loginFailures;
  const value = (field: string) => bind(`${rule}_${field}`) as number | Placeholder;
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

/** The values of attemptUpsert's names for one rule. */
function ruleValues(rule: 'address' | 'account', key: string, r: ThrottleRule) {
  return {
    [`${rule}_key`]: key,
    [`${rule}_limit`]: r.limit,
    [`${rule}_window_seconds`]: r.windowSeconds,
    [`${rule}_base_lock_seconds`]: r.baseLockSeconds,
    [`${rule}_max_lock_seconds`]: r.maxLockSeconds,
  };
}

/**
 * The login's first statement: both attempt reservations, then the account, its role and its
 * persona, read only when both reservations are within their limits. The reservations are
 * data-modifying CTEs, which PostgreSQL runs once whatever the main query reads; the account
 * is left-joined, so a throttled attempt or an unknown e-mail still answers its counts.
 */
function loginAttemptQuery(db: Db, bind: Bind) {
  const reservation = (alias: 'by_address' | 'by_account', upsert: SQL) =>
    db
      .$with(alias, {
        failures: sql<number | string>`failures`.as('failures'),
        locked_ms: sql<number | string | null>`locked_ms`.as('locked_ms'),
      })
      .as(upsert);
  const byAddress = reservation('by_address', attemptUpsert('address', bind));
  // The account's attempt counts only when the address is within its limit (decision 147).
  const byAccount = reservation(
    'by_account',
    attemptUpsert('account', bind, sql`(select failures from by_address) <= ${bind('address_limit')}::int`),
  );
  return db
    .with(byAddress, byAccount)
    .select({
      // Qualified by hand: drizzle writes a raw CTE's fields unqualified, and both have these names.
      address_failures: sql<number | string>`by_address.failures`,
      address_locked_ms: sql<number | string | null>`by_address.locked_ms`,
      account_failures: sql<number | string | null>`by_account.failures`,
      account_locked_ms: sql<number | string | null>`by_account.locked_ms`,
      user: users,
      role: roles,
      persona: personas,
    })
    .from(byAddress)
    .leftJoin(byAccount, sql`true`)
    .leftJoin(users, and(emailMatches(bind('email')), sql`by_account.failures <= ${bind('account_limit')}::int`))
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(personas, eq(personas.user_id, users.id))
    .limit(1);
}

function prepareLoginAttempt(db: Db) {
  const query = loginAttemptQuery(db, (name) => sql.placeholder(name));
  return query.prepare(statementName('ingreso_login_attempt', query.toSQL().sql));
}

/** The login's first statement prepared once per database handle (a test opens many). */
const preparedLoginAttempt = oncePer(prepareLoginAttempt);

type Reservation = { failures: number; locked_until: Date | null };

function reservationOf(failures: number | string | null, lockedMs: number | string | null): Reservation | null {
  return failures === null ? null : { failures: Number(failures), locked_until: lockedMs === null ? null : new Date(Number(lockedMs)) };
}

/**
 * A password login's attempt, before its password is compared (issue 20; decisions 146, 147,
 * 302, 340): the attempt from this address, then, only if that one is within its limit, the
 * attempt on the account from any address; and, only if both are within their limits, the
 * account with its role and persona. One round trip for what were two, and a login now costs
 * two statements besides its hash (this one and clearFailuresAndInsertSession). `byAccount` is
 * null when the address was already over its limit (the account's count is then left alone);
 * `found` is null when the e-mail has no account or the attempt was not within its limits.
 */
export async function reserveLoginAttemptAndFindUser(
  db: Db,
  keys: LoginThrottleKeys,
  rules: { address: ThrottleRule; account: ThrottleRule },
  email: string,
) {
  const values: Record<string, unknown> = {
    ...ruleValues('address', keys.address, rules.address),
    ...ruleValues('account', keys.account, rules.account),
    email,
  };
  const prepared = preparedLoginAttempt(db);
  const [row] = await withUnnamedFallback(
    () => prepared.execute(values),
    async () => loginAttemptQuery(db, (name) => values[name]),
  );
  const byAddress = row && reservationOf(row.address_failures, row.address_locked_ms);
  if (!byAddress) throw new Error('login_failures: the reservation of the address returned no row');
  const found = row.user && row.role ? { user: row.user, role: row.role, persona: row.persona } : null;
  return { byAddress, byAccount: reservationOf(row.account_failures, row.account_locked_ms), found };
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
