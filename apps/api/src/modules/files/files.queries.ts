import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type NewFile = typeof files.$inferInsert;

export async function findFileById(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: files.id,
      persona_id: files.persona_id,
      name: files.name,
      storage_key: files.storage_key,
      mime_type: files.mime_type,
      size: files.size,
    })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The persona's files by document name (one per name: files_persona_name_unique). */
export async function filesByName(db: DbOrTx, personaId: number) {
  const rows = await db
    .select({ id: files.id, name: files.name, storage_key: files.storage_key, size: files.size, mime_type: files.mime_type })
    .from(files)
    .where(eq(files.persona_id, personaId));
  return new Map(rows.map((r) => [r.name, r]));
}

export async function insertFile(db: DbOrTx, values: NewFile) {
  await db.insert(files).values(values);
}

/** Points an existing document at its new object; the id stays, links minted for the old object answer 410 (decision 155). */
export async function replaceFile(
  db: DbOrTx,
  id: number,
  values: Pick<NewFile, 'storage_key' | 'mime_type' | 'size' | 'original_name' | 'uploaded_by'>,
) {
  await db
    .update(files)
    .set({ ...values, created_at: new Date() })
    .where(eq(files.id, id));
}

export async function deleteFile(db: DbOrTx, id: number) {
  const rows = await db.delete(files).where(eq(files.id, id)).returning();
  return rows[0] ?? null;
}
