import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ssoLogins } from '../../db/schema/index.js';

export async function insertSsoLogin(
  db: DbOrTx,
  values: { state_hash: string; browser_hash: string; nonce: string; code_verifier: string; expires_at: Date },
) {
  await db.insert(ssoLogins).values(values);
}

/** Attempts older than `before` are of no use to anyone: finished, abandoned or expired. */
export async function pruneSsoLogins(db: DbOrTx, before: Date) {
  await db.delete(ssoLogins).where(lt(ssoLogins.created_at, before));
}

/**
 * Marks an unused, unexpired state used and returns its attempt, in one statement: of two
 * callbacks with the same state (a replay, or two processes at once) only one gets the row.
 */
export async function consumeState(db: DbOrTx, stateHash: string, now: Date) {
  const rows = await db
    .update(ssoLogins)
    .set({ state_used_at: now })
    .where(and(eq(ssoLogins.state_hash, stateHash), isNull(ssoLogins.state_used_at), gt(ssoLogins.expires_at, now)))
    .returning({
      id: ssoLogins.id,
      browser_hash: ssoLogins.browser_hash,
      nonce: ssoLogins.nonce,
      code_verifier: ssoLogins.code_verifier,
    });
  return rows[0] ?? null;
}

export async function setHandoff(db: DbOrTx, id: number, values: { user_id: number; handoff_hash: string; handoff_expires_at: Date }) {
  await db.update(ssoLogins).set(values).where(eq(ssoLogins.id, id));
}

/** Marks an unused, unexpired hand-over code used and returns its user, in one statement. */
export async function consumeHandoff(db: DbOrTx, handoffHash: string, now: Date) {
  const rows = await db
    .update(ssoLogins)
    .set({ handoff_used_at: now })
    .where(and(eq(ssoLogins.handoff_hash, handoffHash), isNull(ssoLogins.handoff_used_at), gt(ssoLogins.handoff_expires_at, now)))
    .returning({ user_id: ssoLogins.user_id });
  return rows[0]?.user_id ?? null;
}
