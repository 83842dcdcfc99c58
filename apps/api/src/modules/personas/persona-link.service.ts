import { DOCUMENT_NAMES } from '@ingreso/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { files, personas, users } from '../../db/schema/index.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { createStorage } from '../../storage/index.js';
import { writeAudit } from '../audit/audit.queries.js';
import { moveDraftToPersona } from '../wizard-draft/wizard-draft.queries.js';
import type { PersonaRow } from './personas.queries.js';

/**
 * Linking a persona that staff registered at the counter (no account) to an applicant's
 * account (issue 18 §3). The wizard does it on its own only when the e-mail staff
 * recorded is the account's verified e-mail; staff do it from the persona's detail.
 */

/** The account's e-mail if it is verified. */
async function verifiedEmail(db: DbOrTx, userId: number) {
  const rows = await db.select({ email: users.email, verified: users.email_verified_at }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.verified ? rows[0].email : null;
}

/**
 * Sets `userId` on a persona that has no account, in `tx`, and moves the applicant's
 * wizard draft documents that the persona does not have yet. Returns the row, or null if
 * the persona got an account meanwhile (the `user_id is null` condition decides a race).
 * The storage keys of the draft documents left behind are returned for deletion after the commit.
 */
export async function attachAccount(tx: DbOrTx, actor: AuthContext, personaId: number, userId: number, how: 'asistente' | 'personal') {
  const [row] = await tx
    .update(personas)
    .set({ user_id: userId, updated_at: sql`now()` })
    .where(and(eq(personas.id, personaId), isNull(personas.user_id)))
    .returning();
  if (!row) return null;
  const have = (await tx.select({ name: files.name }).from(files).where(eq(files.persona_id, personaId))).map((f) => f.name);
  const keep = DOCUMENT_NAMES.filter((n) => !have.includes(n));
  const draft = await moveDraftToPersona(tx, userId, personaId, keep);
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'persona.vincular',
    entity: 'persona',
    entityId: personaId,
    before: { user_id: null },
    after: { user_id: userId, por: how, documentos: draft.moved.map((f) => f.name) },
  });
  return { row: row as PersonaRow, discardedKeys: draft.discardedKeys };
}

/**
 * The wizard's link: `holder` has the number the applicant typed; it becomes theirs if it
 * has no account and its e-mail is the account's verified one. Null otherwise.
 */
/** Whether the wizard would link `holder` to this account: no account yet, and its e-mail is the account's verified one. */
export async function linkableBy(deps: AppDeps, holder: PersonaRow, userId: number) {
  if (holder.user_id !== null) return false;
  const email = await verifiedEmail(deps.db, userId);
  return email !== null && email.trim().toLowerCase() === holder.email.trim().toLowerCase();
}

export async function linkCounterPersona(deps: AppDeps, auth: AuthContext, holder: PersonaRow, userId: number) {
  if (!(await linkableBy(deps, holder, userId))) return null;
  const done = await deps.db.transaction((tx) => attachAccount(tx, auth, holder.id, userId, 'asistente'));
  if (!done) return null;
  if (done.discardedKeys.length > 0) {
    const storage = createStorage(deps.config);
    await Promise.all(done.discardedKeys.map((key) => storage.delete(key).catch(() => undefined)));
  }
  return done.row;
}
