import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { spanishSortKey } from '../../db/spanish-sort.js';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, roles, sessions, users } from '../../db/schema/index.js';

/** What the users table shows: never the password hash. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  role_name: roles.name,
  role_description: roles.description,
  email_verified_at: users.email_verified_at,
  created_at: users.created_at,
};

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** Every account (staff and applicants), optionally those whose e-mail contains `email`. */
export async function listUsers(db: DbOrTx, email?: string) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(email ? sql`strpos(lower(${users.email}), lower(${email})) > 0` : undefined)
    .orderBy(spanishSortKey(users.name), asc(users.id));
}

export async function findUser(db: DbOrTx, id: number) {
  const rows = await db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.role_id)).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Another account with this e-mail, compared as the unique index does (lower case). */
export async function emailTakenByOther(db: DbOrTx, email: string, exceptId: number | null) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId === null ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function listRoles(db: DbOrTx) {
  return db.select({ id: roles.id, name: roles.name, description: roles.description }).from(roles).orderBy(asc(roles.id));
}

export async function findRoleById(db: DbOrTx, id: number) {
  const rows = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The role of the modal's (role, group) pair, both compared without case. */
export async function findRoleByNames(db: DbOrTx, name: string, description: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, sql`lower(${roles.description}) = lower(${description})`))
    .orderBy(asc(roles.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(
  db: DbOrTx,
  values: { name: string; email: string; role_id: number; password_hash: string; email_verified_at: Date },
) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: { name: string; email: string; role_id: number; password_hash?: string; password_changed_at?: Date },
) {
  const rows = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows[0] ?? null;
}

/** Ends the user's sessions, except `keepSessionId` (the staff member changing their own password stays signed in). */
export async function revokeSessionsExcept(db: DbOrTx, userId: number, keepSessionId: number | null) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)),
    );
}

/** The password hash of the acting account, to confirm a sensitive change (never leaves the service). */
export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.hash ?? null;
}

/** When the session last confirmed its holder's password, if ever. */
export async function findReauthenticatedAt(db: DbOrTx, sessionId: number): Promise<Date | null> {
  const rows = await db.select({ at: sessions.reauthenticated_at }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return rows[0]?.at ?? null;
}

export async function markReauthenticated(db: DbOrTx, sessionId: number, at: Date) {
  await db.update(sessions).set({ reauthenticated_at: at, reauth_failures: 0 }).where(eq(sessions.id, sessionId));
}

/**
 * Reserves one confirmation attempt before the password is checked, in one statement, so
 * concurrent guesses cannot all read the old count: null once `limit` attempts were spent.
 */
export async function reserveReauthAttempt(db: DbOrTx, sessionId: number, limit: number): Promise<number | null> {
  const rows = await db
    .update(sessions)
    .set({ reauth_failures: sql`${sessions.reauth_failures} + 1` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.reauth_failures} < ${limit}`))
    .returning({ attempts: sessions.reauth_failures });
  return rows[0]?.attempts ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Ids of the accounts of one staff group (the Administrador group), locked like lockAdminIds. */
export async function lockGroupIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role_id, roleId)).orderBy(asc(users.id)).for('update');
  return rows.map((r) => r.id);
}

/** The audit trail of one account, newest first, with who acted. */
export async function accountHistory(db: DbOrTx, userId: number) {
  const actor = sql<string | null>`(select u.name from users u where u.id = ${auditLog.actor_user_id})`;
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor_name: actor,
      before: auditLog.before,
      after: auditLog.after,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, userId)))
    .orderBy(sql`${auditLog.created_at} desc`, sql`${auditLog.id} desc`)
    .limit(200);
}
