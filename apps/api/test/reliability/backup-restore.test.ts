import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { BackupError, createBackup, restoreBackup, tableDigests } from '../../src/maintenance/backup.js';
import { readTar } from '../../src/maintenance/tar.js';
import { wizardPayload } from '../fixtures/personas.js';
import { createLocalDiskStorage } from '../../src/storage/local-disk.js';
import type { ObjectStorage } from '../../src/storage/index.js';
import { databaseKinds } from '../db.js';
import { countRows, insertInstancia } from '../fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../harness.js';
import { freshPostgresUrl, repoRoot } from './support.js';

/**
 * Every table's rows and a content hash, computed here independently of the
 * backup code: the rows' JSON text in byte order, timestamps in UTC.
 */
async function snapshot(database: Database): Promise<Record<string, { rows: number; md5: string }>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = (
      (await tx.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
        rows: Array<{ tablename: string }>;
      }
    ).rows;
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const { tablename } of tables) {
      const r = await tx.execute(
        sql`select count(*)::int as rows, coalesce(md5(string_agg(j, E'\n' order by j collate "C")), '') as md5
            from (select row_to_json(t)::text as j from ${sql.identifier(tablename)} t) s`,
      );
      out[tablename] = (r as unknown as { rows: Array<{ rows: number; md5: string }> }).rows[0];
    }
    return out;
  });
}

async function objectBytes(storage: ObjectStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await storage.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function storedKeys(storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list()) keys.push(o.key);
  return keys.sort();
}

async function fileRows(database: Database) {
  return (
    (await database.db.execute(sql`select id, storage_key from files order by id`)) as unknown as {
      rows: Array<{ id: number; storage_key: string }>;
    }
  ).rows;
}

function runCli(args: string[], dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/maintenance/cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number, out }));
}

const applicantLogin = { name: 'Aspirante Respaldada', email: `respaldo.${Date.now()}@correo.test`, password: 'secreta1' };
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(30_000)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(120_000)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(700_000)]);

describe.each(databaseKinds)('backup and restore on %s', (kind) => {
  let t: TestApp;
  let work: string;
  let sourceStorage: ObjectStorage;
  let archive: string;
  let uploaded: Record<string, Buffer>;
  let restoredDir: string;
  let restored: Database | undefined;
  const cleanups: Array<() => Promise<void>> = [];

  /**
   * An empty target: a new PGlite (in a data directory when `onDisk`, else in memory,
   * which starts faster), or a new database on the PostgreSQL server.
   */
  async function emptyTarget(targetKind: 'pglite' | 'postgres', onDisk = false) {
    const dir = await mkdtemp(path.join(work, 'target-'));
    let database: Database;
    if (targetKind === 'pglite') {
      database = openDatabase(onDisk ? { dir: path.join(dir, 'db') } : {});
    } else {
      const pg = await freshPostgresUrl();
      database = openDatabase({ url: pg.url, poolSize: 2 });
      cleanups.push(pg.drop);
    }
    return { dir, database, storage: createLocalDiskStorage(path.join(dir, 'uploads')) };
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'ingreso-backup-'));
    archive = path.join(work, 'copias', 'ingreso.tar.gz');
    t = await startTestApp(kind);
    sourceStorage = createLocalDiskStorage(path.join(t.config.dataDir, 'uploads'));
    const admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token as string;
    const applicant = await signUp(t, applicantLogin);

    // A persona of the applicant, with three documents; a second one created by staff.
    const own = await t.call('POST', '/api/wizard-persona/', { token: applicant.token, body: wizardPayload() });
    expect(own.status).toBe(201);
    const staffMade = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload() });
    expect(staffMade.status).toBe(201);
    const form = new FormData();
    form.append('persona_id', String(own.body.persona.id));
    form.append('dni_frente', new Blob([png]), 'frente.png');
    form.append('dni_reverso', new Blob([jpeg]), 'reverso.jpg');
    form.append('analitico', new Blob([pdf]), 'analitico.pdf');
    const up = await fetch(`${t.baseUrl}/api/files/store_docs_persona/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${applicant.token}` },
      body: form,
    });
    expect(up.status).toBe(200);
    uploaded = { dni_frente: png, dni_reverso: jpeg, analitico: pdf };

    // Enrolments of both, with estado changes: audit rows with before and after.
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    for (const persona of [own.body.persona, staffMade.body.persona]) {
      const enrol = await t.call('POST', '/api/inscriptos/', {
        token: admin,
        body: { persona_id: persona.id, instancia_id: instancia.id },
      });
      expect(enrol.status).toBe(201);
      for (const estado_id of [3, 2]) {
        const res = await t.call('PUT', `/api/inscriptos/set_estado/${enrol.body.inscripto.id}`, {
          token: admin,
          body: {
            estado_id,
            observacion: '<p>Falta el <strong>DNI</strong></p>',
            override_motivo: 'Aprobada en la prueba sin revisar documentos',
          },
        });
        expect(res.status).toBe(200);
      }
    }
    // An orphan left by a crash is not data: the backup must not carry it.
    await sourceStorage.put('docs/ff/huerfano', Buffer.from('%PDF-1.4 sin fila'));
    // The estado e-mails are sent (their queue rows change when sent) before the tables are compared.
    await t.app.mailWorker.drain();
  }, 60_000);

  afterAll(async () => {
    await restored?.close();
    await t?.close();
    for (const c of cleanups) await c();
    await rm(work, { recursive: true, force: true });
  });

  it('restores into an empty target every row of every table and every document, byte for byte', async () => {
    const summary = await createBackup({ database: t.database, storage: sourceStorage, output: archive });
    expect(summary).toMatchObject({ objects: 3, missing: [] });
    expect((await stat(archive)).size).toBeGreaterThan(pdf.length);

    const target = await emptyTarget(kind, true);
    restoredDir = target.dir;
    restored = target.database;
    const result = await restoreBackup({ database: target.database, storage: target.storage, input: archive });
    expect(result).toMatchObject({ objects: 3, migrated: 0 });

    const before = await snapshot(t.database);
    const after = await snapshot(target.database);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(after).toEqual(before);
    for (const table of ['users', 'personas', 'files', 'inscriptos', 'audit_log', 'sessions'])
      expect(before[table].rows, table).toBeGreaterThan(0);

    const rows = await fileRows(target.database);
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect((await objectBytes(target.storage, row.storage_key)).equals(await objectBytes(sourceStorage, row.storage_key))).toBe(true);
    expect(await storedKeys(target.storage)).toEqual(rows.map((r) => r.storage_key).sort());

    // New rows continue after the restored ids.
    const [{ max }] = (
      (await target.database.db.execute(sql`select max(id)::int as max from audit_log`)) as unknown as { rows: Array<{ max: number }> }
    ).rows;
    const inserted = await target.database.db.execute(
      sql`insert into audit_log (action, entity) values ('prueba', 'restauracion') returning id`,
    );
    expect((inserted as unknown as { rows: Array<{ id: number }> }).rows[0].id).toBeGreaterThan(max);
    await target.database.db.execute(sql`delete from audit_log where action = 'prueba'`);
  });

  it('serves the restored portal: the applicant signs in and downloads each document', async () => {
    const config = loadConfig({
      DATA_DIR: restoredDir,
      WEB_DIST: path.join(restoredDir, 'no-spa'),
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '10000',
    });
    const app = await buildApp({ config, database: restored!, logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: applicantLogin.email, password: applicantLogin.password },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().token as string;
      const files = (
        (await restored!.db.execute(sql`select id, name from files`)) as unknown as { rows: Array<{ id: number; name: string }> }
      ).rows;
      for (const f of files) {
        const res = await app.inject({ method: 'GET', url: `/api/files/${f.id}`, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, f.name).toBe(200);
        expect(res.rawPayload.equals(uploaded[f.name]), f.name).toBe(true);
      }
    } finally {
      await app.close();
    }
  });

  it('keeps nothing of a truncated archive, then refuses the now non-empty target unless forced', async () => {
    const target = await emptyTarget(kind);
    const cut = path.join(work, 'cortada.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(restoreBackup({ database: target.database, storage: target.storage, input: cut })).rejects.toThrow(/dañada o incompleta/);
    expect(await storedKeys(target.storage)).toEqual([]);
    expect(await countRows(target.database.db, 'users')).toBe(0);

    const notOurs = path.join(work, 'otra-cosa.tar.gz');
    await writeFile(notOurs, 'no es una copia');
    await expect(restoreBackup({ database: target.database, storage: target.storage, input: notOurs, force: true })).rejects.toThrow(
      /no es una copia de seguridad de Ingreso/,
    );

    // The failed attempt left the schema: the target is no longer empty.
    await target.storage.put('docs/ee/ajeno', Buffer.from('%PDF-1.4 de otro portal'));
    const refusal = restoreBackup({ database: target.database, storage: target.storage, input: archive });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/no está vacío.*--force/);

    // Forced, it replaces everything, including documents the backup does not have.
    await restoreBackup({ database: target.database, storage: target.storage, input: archive, force: true });
    expect(await snapshot(target.database)).toEqual(await snapshot(t.database));
    expect(await storedKeys(target.storage)).toEqual((await fileRows(target.database)).map((r) => r.storage_key).sort());
    await target.database.close();
  });

  it.runIf(kind === 'pglite' && databaseKinds.includes('postgres'))('moves a PGlite backup onto PostgreSQL unchanged', async () => {
    const target = await emptyTarget('postgres');
    await restoreBackup({ database: target.database, storage: target.storage, input: archive });
    expect(await snapshot(target.database)).toEqual(await snapshot(t.database));
    await target.database.close();
  });

  it.runIf(kind === 'pglite')(
    'npm run backup: the CLI copies a stopped portal on PGlite',
    async () => {
      // The restored PGlite directory of the first test (the sign-in above added a session),
      // closed so that the CLI can take its lock.
      const expected = await restored!.db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'UTC'`);
        return tableDigests(tx);
      });
      await restored!.close();
      restored = undefined;
      const second = path.join(work, 'segunda.tar.gz');
      const backup = await runCli(['backup', second], restoredDir);
      expect(backup.out).toContain('Copia de seguridad lista');
      expect(backup.out).toMatch(/3 documentos/);
      expect(backup.code).toBe(0);

      // Its manifest describes the directory's rows as they were (restores are checked against it above).
      let manifest: { tables: Record<string, { rows: number; sha256: string }>; objects: Record<string, unknown> } | null = null;
      for await (const entry of readTar(createReadStream(second).pipe(createGunzip()))) {
        if (entry.name === 'ingreso/manifest.json') manifest = JSON.parse(entry.content.toString('utf8'));
      }
      expect(manifest!.tables).toEqual(expected);
      expect(Object.keys(manifest!.objects)).toHaveLength(3);
    },
    60_000,
  );
});
