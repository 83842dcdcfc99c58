import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files, wizardDraftFiles } from '../db/schema/index.js';
import { writeAudit } from '../modules/audit/audit.queries.js';
import type { ObjectStorage } from '../storage/index.js';

/** Only what the sweep logs; pino's logger and a console wrapper both fit. */
export interface SweepLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SweepOptions {
  /** Objects, rows and staging files younger than this are left alone (another process may be mid-upload). */
  graceSeconds: number;
  /** The local-disk staging folder (DATA_DIR/uploads/.tmp); absent with other storages. */
  stagingDir?: string;
  now?: Date;
  log: SweepLog;
}

export interface SweepReport {
  /** Stored objects that no file row pointed to: removed. */
  orphanObjects: string[];
  /** File rows whose object was missing: removed, with an audit row each. */
  rowsWithoutObject: Array<{ id: number; persona_id: number; name: string; storage_key: string }>;
  /** Leftover partial writes in the staging folder: removed. */
  stagingFiles: string[];
}

/** Documents are stored under this prefix (files.service newStorageKey); nothing else in the storage is ours to judge. */
const DOCUMENT_PREFIX = 'docs/';

/**
 * Start-up clean-up after a crash. An upload puts its object first and commits
 * its row after, and a replacement or deletion commits the row change before it
 * removes the old object; so a process killed at any point leaves at most an
 * object that no row references, never a row that points nowhere. This removes
 * such objects, the staging files of writes cut short, and (should storage have
 * lost an object some other way) the rows whose object is gone, so the applicant
 * is asked for that document again instead of seeing a broken link.
 *
 * Several processes may share the storage and the database: anything younger than
 * the grace period may belong to an upload in progress elsewhere and is kept, and
 * each deletion is re-checked against the database right before it happens.
 */
export async function sweepOrphans(db: Db, storage: ObjectStorage, opts: SweepOptions): Promise<SweepReport> {
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - opts.graceSeconds * 1000);
  const report: SweepReport = { orphanObjects: [], rowsWithoutObject: [], stagingFiles: [] };

  // Read the referenced keys first: an object listed afterwards whose row commits
  // in between is younger than the cut-off (objects are written before their row).
  // The wizard's draft documents (issue 14) are referenced too, before their persona exists.
  const referenced = new Set([
    ...(await db.select({ key: files.storage_key }).from(files)).map((r) => r.key),
    ...(await db.select({ key: wizardDraftFiles.storage_key }).from(wizardDraftFiles)).map((r) => r.key),
  ]);
  const listed = new Set<string>();
  for await (const object of storage.list(DOCUMENT_PREFIX)) {
    listed.add(object.key);
    if (referenced.has(object.key) || object.lastModified > cutoff) continue;
    const stillUnreferenced =
      (await db.select({ id: files.id }).from(files).where(eq(files.storage_key, object.key)).limit(1)).length === 0 &&
      (await db.select({ id: wizardDraftFiles.id }).from(wizardDraftFiles).where(eq(wizardDraftFiles.storage_key, object.key)).limit(1))
        .length === 0;
    if (!stillUnreferenced) continue;
    await storage.delete(object.key);
    report.orphanObjects.push(object.key);
  }

  // Rows older than the cut-off had their object written before the listing began.
  const oldRows = await db
    .select({
      id: files.id,
      persona_id: files.persona_id,
      name: files.name,
      storage_key: files.storage_key,
      size: files.size,
      mime_type: files.mime_type,
    })
    .from(files)
    .where(lt(files.created_at, cutoff));
  for (const row of oldRows) {
    if (listed.has(row.storage_key) || (await storage.exists(row.storage_key))) continue;
    await db.transaction(async (tx) => {
      // Only if the row still points at the missing key: an upload may have replaced it meanwhile.
      const removed = await tx
        .delete(files)
        .where(and(eq(files.id, row.id), eq(files.storage_key, row.storage_key)))
        .returning({ id: files.id });
      if (removed.length === 0) return;
      await writeAudit(tx, {
        actorUserId: null,
        action: 'documento.sin_objeto',
        entity: 'persona',
        entityId: row.persona_id,
        before: { name: row.name, size: row.size, mime_type: row.mime_type, storage_key: row.storage_key },
      });
      report.rowsWithoutObject.push({ id: row.id, persona_id: row.persona_id, name: row.name, storage_key: row.storage_key });
    });
  }

  if (opts.stagingDir) report.stagingFiles = await sweepStaging(opts.stagingDir, cutoff);

  if (report.orphanObjects.length || report.rowsWithoutObject.length || report.stagingFiles.length) {
    opts.log.warn(
      {
        orphanObjects: report.orphanObjects,
        rowsWithoutObject: report.rowsWithoutObject,
        stagingFiles: report.stagingFiles.length,
      },
      'start-up sweep removed leftovers of interrupted uploads',
    );
  } else {
    opts.log.info({}, 'start-up sweep: storage and file rows agree');
  }
  return report;
}

/** Partial writes left in the staging folder by a process that died mid-upload. */
async function sweepStaging(dir: string, cutoff: Date): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const removed: string[] = [];
  for (const name of names) {
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => null);
    if (!info || !info.isFile() || info.mtime > cutoff) continue;
    await rm(full, { force: true });
    removed.push(name);
  }
  return removed;
}
