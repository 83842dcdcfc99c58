import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { databaseKinds, freshDatabase } from '../../test/db.js';
import { countRows, insertPersona } from '../../test/fixtures/rows.js';
import type { Database } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { createLocalDiskStorage } from '../storage/local-disk.js';
import type { ObjectStorage } from '../storage/index.js';
import { sweepOrphans, type SweepLog } from './sweep-orphans.js';

const quietLog = (): SweepLog & { warnings: object[] } => {
  const warnings: object[] = [];
  return { warnings, info() {}, warn: (obj) => void warnings.push(obj) };
};

const HOUR = 3_600_000;

describe.each(databaseKinds)('start-up orphan sweep on %s', (kind) => {
  let database: Database;
  let root: string;
  let storage: ObjectStorage;
  let personaId: number;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    root = await mkdtemp(path.join(os.tmpdir(), 'ingreso-sweep-'));
    storage = createLocalDiskStorage(path.join(root, 'uploads'));
    personaId = (await insertPersona(database.db, { userId: null })).id;
  });
  afterAll(async () => {
    await database?.close();
    await rm(root, { recursive: true, force: true });
  });

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const o of storage.list()) keys.push(o.key);
    return keys.sort();
  };
  const addRow = async (name: string, key: string) => {
    const [row] = await database.db
      .insert(files)
      .values({ persona_id: personaId, name, storage_key: key, mime_type: 'application/pdf', size: 4 })
      .returning();
    return row;
  };

  it('keeps everything younger than the grace period, then removes orphans, staging leftovers and rows without object', async () => {
    await storage.put('docs/aa/kept', Buffer.from('%PDF'));
    const keptRow = await addRow('dni_frente', 'docs/aa/kept');
    await storage.put('docs/bb/orphan', Buffer.from('%PDF'));
    const lostRow = await addRow('dni_reverso', 'docs/cc/lost');
    // Something outside the documents' prefix is not the sweep's to judge.
    await storage.put('other/thing', Buffer.from('x'));
    const staging = path.join(root, 'uploads', '.tmp');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'partial-upload'), Buffer.alloc(10));

    // Just written: another process could be mid-upload, so nothing goes.
    const young = await sweepOrphans(database.db, storage, { graceSeconds: 900, stagingDir: staging, log: quietLog() });
    expect(young).toEqual({ orphanObjects: [], rowsWithoutObject: [], stagingFiles: [] });
    expect(await storedKeys()).toEqual(['docs/aa/kept', 'docs/bb/orphan', 'other/thing']);

    // An hour later, everything is past the grace period.
    const log = quietLog();
    const report = await sweepOrphans(database.db, storage, {
      graceSeconds: 900,
      stagingDir: staging,
      now: new Date(Date.now() + HOUR),
      log,
    });
    expect(report.orphanObjects).toEqual(['docs/bb/orphan']);
    expect(report.rowsWithoutObject).toEqual([{ id: lostRow.id, persona_id: personaId, name: 'dni_reverso', storage_key: 'docs/cc/lost' }]);
    expect(report.stagingFiles).toEqual(['partial-upload']);
    expect(log.warnings).toHaveLength(1);

    expect(await storedKeys()).toEqual(['docs/aa/kept', 'other/thing']);
    expect(await readdir(staging)).toEqual([]);
    const rows = await database.db.select({ id: files.id }).from(files).where(eq(files.persona_id, personaId));
    expect(rows.map((r) => r.id)).toEqual([keptRow.id]);
    // The removed row leaves a trace for staff: which document was lost and when.
    expect(await countRows(database.db, 'audit_log', sql`action = 'documento.sin_objeto' and entity_id = ${personaId}`)).toBe(1);

    // A second run finds nothing more to do.
    const again = await sweepOrphans(database.db, storage, { graceSeconds: 0, stagingDir: staging, log: quietLog() });
    expect(again).toEqual({ orphanObjects: [], rowsWithoutObject: [], stagingFiles: [] });
  });

  it('keeps an object whose row commits after the listing started', async () => {
    await storage.put('docs/dd/late', Buffer.from('%PDF'));
    // A storage whose listing lets another process commit the row before the sweep decides.
    const racing: ObjectStorage = {
      ...storage,
      async *list(prefix) {
        for await (const o of storage.list(prefix)) {
          if (o.key === 'docs/dd/late') await addRow('cuil', 'docs/dd/late');
          yield o;
        }
      },
    };
    const report = await sweepOrphans(database.db, racing, { graceSeconds: 0, now: new Date(Date.now() + HOUR), log: quietLog() });
    expect(report.orphanObjects).toEqual([]);
    expect(await storage.exists('docs/dd/late')).toBe(true);
  });

  it('works without a staging folder (object storage) and on an empty storage', async () => {
    const empty = createLocalDiskStorage(path.join(root, 'nothing-here'));
    const report = await sweepOrphans(database.db, empty, { graceSeconds: 0, stagingDir: path.join(root, 'missing'), log: quietLog() });
    // With no objects at all, every old row points nowhere: the two kept rows above are reported.
    expect(report.orphanObjects).toEqual([]);
    expect(report.stagingFiles).toEqual([]);
    expect(report.rowsWithoutObject.map((r) => r.storage_key).sort()).toEqual(['docs/aa/kept', 'docs/dd/late']);
  });
});
