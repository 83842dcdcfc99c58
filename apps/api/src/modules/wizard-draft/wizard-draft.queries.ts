import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, wizardDraftFiles, wizardDrafts } from '../../db/schema/index.js';

export async function findDraft(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ step: wizardDrafts.step, values: wizardDrafts.values, welcome_seen: wizardDrafts.welcome_seen })
    .from(wizardDrafts)
    .where(eq(wizardDrafts.user_id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The draft's documents, in upload order. */
export async function draftFiles(db: DbOrTx, userId: number) {
  return db
    .select({
      id: wizardDraftFiles.id,
      name: wizardDraftFiles.name,
      storage_key: wizardDraftFiles.storage_key,
      mime_type: wizardDraftFiles.mime_type,
      size: wizardDraftFiles.size,
      original_name: wizardDraftFiles.original_name,
    })
    .from(wizardDraftFiles)
    .where(eq(wizardDraftFiles.user_id, userId))
    .orderBy(wizardDraftFiles.id);
}

export interface DraftChanges {
  step?: number;
  values?: Record<string, unknown>;
  welcome_seen?: boolean;
}

/** Creates the account's draft or changes the given fields of it; one statement, so two tabs cannot both insert. */
export async function upsertDraft(db: DbOrTx, userId: number, changes: DraftChanges) {
  const set = { ...changes, updated_at: new Date() };
  await db
    .insert(wizardDrafts)
    .values({ user_id: userId, ...set })
    .onConflictDoUpdate({ target: wizardDrafts.user_id, set });
}

/** Takes the draft row's lock (creating the row if needed): one upload per account at a time. */
export async function lockDraft(db: DbOrTx, userId: number) {
  await db.insert(wizardDrafts).values({ user_id: userId }).onConflictDoNothing();
  await db.execute(sql`select 1 from ${wizardDrafts} where ${wizardDrafts.user_id} = ${userId} for update`);
}

export type NewDraftFile = typeof wizardDraftFiles.$inferInsert;

export async function insertDraftFile(db: DbOrTx, values: NewDraftFile) {
  await db.insert(wizardDraftFiles).values(values);
}

export async function replaceDraftFile(
  db: DbOrTx,
  id: number,
  values: Pick<NewDraftFile, 'storage_key' | 'mime_type' | 'size' | 'original_name'>,
) {
  await db
    .update(wizardDraftFiles)
    .set({ ...values, created_at: new Date() })
    .where(eq(wizardDraftFiles.id, id));
}

export async function deleteDraftFile(db: DbOrTx, userId: number, name: string) {
  const rows = await db
    .delete(wizardDraftFiles)
    .where(and(eq(wizardDraftFiles.user_id, userId), eq(wizardDraftFiles.name, name)))
    .returning({ storage_key: wizardDraftFiles.storage_key });
  return rows[0] ?? null;
}

/**
 * Finalizar, inside the transaction that creates the persona: the draft's documents
 * named in `keep` become the persona's files (same stored object, no copy), and the
 * draft and its rows go. Answers the moved documents (for the audit) and the storage
 * keys of the ones no longer required, to delete after the commit.
 */
export async function moveDraftToPersona(db: DbOrTx, userId: number, personaId: number, keep: readonly string[]) {
  const rows = await draftFiles(db, userId);
  const moved = rows.filter((r) => keep.includes(r.name));
  if (moved.length > 0) {
    await db.insert(files).values(
      moved.map((r) => ({
        persona_id: personaId,
        name: r.name,
        storage_key: r.storage_key,
        mime_type: r.mime_type,
        size: r.size,
        original_name: r.original_name,
        uploaded_by: userId,
      })),
    );
  }
  await db.delete(wizardDraftFiles).where(eq(wizardDraftFiles.user_id, userId));
  await db.delete(wizardDrafts).where(eq(wizardDrafts.user_id, userId));
  return { moved, discardedKeys: rows.filter((r) => !keep.includes(r.name)).map((r) => r.storage_key) };
}
