import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME, openDatabase, type Database } from '../../src/db/client.js';
import { DERIVED_TABLES, createBackup, restoreBackup } from '../../src/maintenance/backup.js';
import { createLocalDiskStorage } from '../../src/storage/local-disk.js';
import { databaseKinds } from '../db.js';
import { insertPersona } from '../fixtures/rows.js';
import { ADMIN, httpClient, signUp, startTestApp, type TestApp } from '../harness.js';
import { startServerOn, type Server } from './server.js';

/**
 * The read caches of the hot path (decision 77), checked with calls that do NOT wait
 * for the change feed (the harness's `call` does): what a client sees right after a
 * write, in the same process and in another one, and with the feed cut.
 */
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@cache.test`;

/** Repeats `probe` until it returns true; fails after `seconds` (a bound, not a measurement). */
async function eventually(probe: () => Promise<boolean>, seconds = 10): Promise<number> {
  const start = Date.now();
  let tries = 0;
  while (Date.now() - start < seconds * 1000) {
    tries++;
    if (await probe()) return tries;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`still not true after ${seconds} s`);
}

const openDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const instancia = (descripcion: string) => ({
  carrera_id: 8,
  descripcion,
  fecha_publicacion: openDay(-1),
  fecha_inicio: openDay(5),
  fecha_fin: openDay(30),
});
const offeredNames = (body: { data: Array<{ instancias: Array<{ descripcion: string }> }> }) =>
  body.data.flatMap((group) => group.instancias.map((i) => i.descripcion));

describe.each(databaseKinds)('hot-path caches on %s', (kind) => {
  let t: TestApp;
  let raw: ReturnType<typeof httpClient>;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    raw = httpClient(t.baseUrl, '');
    admin = (await t.call('POST', '/api/login', { body: ADMIN })).body.token;
  });
  afterAll(async () => t?.close());

  it('are on by default and off with CACHE_TTL_SECONDS=0', async () => {
    expect(t.app.hotCaches?.feed.live).toBe(true);
    const off = await startTestApp(kind, { CACHE_TTL_SECONDS: '0' });
    try {
      expect(off.app.hotCaches).toBeNull();
      const token = (await off.call('POST', '/api/login', { body: ADMIN })).body.token;
      expect((await off.call('POST', '/api/userinfo', { token })).status).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('a logout ends the session at once, although it was cached', async () => {
    const login = await signUp(t, { name: 'Caché Uno', email: uniqueEmail('logout'), password: 'secreta1' });
    expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
    expect((await raw.call('GET', '/api/instancias/get_all_bff', { token: login.token })).status).toBe(200);
    expect(t.app.hotCaches?.sessions.size).toBeGreaterThan(0);
    expect((await raw.call('POST', '/api/logout', { token: login.token })).status).toBe(204);
    expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(401);
    expect((await raw.call('GET', '/api/instancias/get_all_bff', { token: login.token })).status).toBe(401);
  });

  it("a staff edit of a user's name and role shows in that user's next call", async () => {
    const email = uniqueEmail('staff');
    const created = await raw.call('POST', '/api/users/', {
      token: admin,
      body: { name: 'Laura Bedel', email, role_id: 3, password: 'Bedelia-2026', c_password: 'Bedelia-2026' },
    });
    expect(created.status).toBe(201);
    const token = (await raw.call('POST', '/api/login', { body: { email, password: 'Bedelia-2026' } })).body.token;
    const before = await raw.call('POST', '/api/userinfo', { token });
    expect(before.body.user.name).toBe('Laura Bedel');
    const id = before.body.user.id;
    const edited = await raw.call('PUT', `/api/users/${id}`, {
      token: admin,
      body: { name: 'Laura Bedel Ruiz', email, role_id: 2, current_password: ADMIN.password },
    });
    expect(edited.status).toBe(200);
    const after = await raw.call('POST', '/api/userinfo', { token });
    expect(after.status).toBe(200);
    expect(after.body.user.name).toBe('Laura Bedel Ruiz');
    expect(after.body.user.scope).not.toBe(before.body.user.scope);
    // The new role is enforced by the cached session too: the staff list is refused now.
    expect((await raw.call('GET', '/api/users/', { token })).status).toBe(403);
  });

  it('a persona written for the user turns input_data on in the next user-info', async () => {
    const login = await signUp(t, { name: 'Caché Dos', email: uniqueEmail('persona'), password: 'secreta1' });
    expect((await raw.call('POST', '/api/userinfo', { token: login.token })).body.state_data.input_data).toBe(false);
    await insertPersona(t.database.db, { userId: login.user.id });
    await eventually(async () => (await raw.call('POST', '/api/userinfo', { token: login.token })).body.state_data.input_data === true);
    if (kind === 'pglite') {
      // One connection: the notification arrived before the insert's promise resolved.
      expect((await raw.call('POST', '/api/userinfo', { token: login.token })).body.state_data.input_data).toBe(true);
    }
  });

  it('a new instancia is offered in the next call, and an edit by SQL reaches the cache', async () => {
    const applicant = await signUp(t, { name: 'Caché Tres', email: uniqueEmail('offers'), password: 'secreta1' });
    const before = await raw.call('GET', '/api/instancias/get_all_bff', { token: applicant.token });
    expect(before.status).toBe(200);
    const created = await raw.call('POST', '/api/instancias/', { token: admin, body: instancia('Curso de caché') });
    expect(created.status).toBe(201);
    const after = await raw.call('GET', '/api/instancias/get_all_bff', { token: applicant.token });
    expect(offeredNames(after.body)).toContain('Curso de caché');
    expect(offeredNames(before.body)).not.toContain('Curso de caché');

    // An administrator's SQL, from outside the API: the trigger announces it.
    await t.database.db.execute(
      sql`update instancias set descripcion = 'Curso de caché (editado por SQL)' where id = ${created.body.instancia.id}`,
    );
    await eventually(async () =>
      offeredNames((await raw.call('GET', '/api/instancias/get_all_bff', { token: applicant.token })).body).includes(
        'Curso de caché (editado por SQL)',
      ),
    );
  });

  it('a session revoked by SQL stops working', async () => {
    const login = await signUp(t, { name: 'Caché Cuatro', email: uniqueEmail('sql'), password: 'secreta1' });
    expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${login.user.id}`);
    await eventually(async () => (await raw.call('POST', '/api/userinfo', { token: login.token })).status === 401);
    if (kind === 'pglite') {
      // One connection: the notification arrives before the update's promise resolves.
      expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(401);
    }
  });

  it('a token hash changed by SQL stops the old token', async () => {
    const login = await signUp(t, { name: 'Caché Cinco', email: uniqueEmail('hash'), password: 'secreta1' });
    expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
    // What an administrator does to a leaked token without touching the rest of the row.
    await t.database.db.execute(sql`update sessions set token_hash = md5(token_hash) where user_id = ${login.user.id}`);
    await t.app.hotCaches!.feed.sync();
    expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('hot-path caches with two servers and a cut feed (PostgreSQL)', () => {
  let one: TestApp;
  let secondDatabase: Database;
  let two: Server;
  let url: string;

  beforeAll(async () => {
    one = await startTestApp('postgres');
    url = (one.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    secondDatabase = openDatabase({ url, poolSize: 3 });
    two = await startServerOn(secondDatabase, {}, { outboxDir: path.join(one.config.dataDir, 'outbox') });
  }, 120_000);

  afterAll(async () => {
    await two?.close();
    await secondDatabase?.close();
    await one?.close();
  });

  it('a logout on one server reaches the cache of the other', async () => {
    const login = await signUp(one, { name: 'Dos Servidores', email: uniqueEmail('two'), password: 'secreta1' });
    // Cached on both.
    expect((await two.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
    expect((await two.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
    const rawOne = httpClient(one.baseUrl, '');
    expect((await rawOne.call('POST', '/api/logout', { token: login.token })).status).toBe(204);
    await eventually(async () => (await two.call('POST', '/api/userinfo', { token: login.token })).status === 401);
  });

  it("a write's answer waits until this process has received every change committed before it", async () => {
    const feed = one.app.hotCaches!.feed;
    const seen: string[] = [];
    feed.onChange((change) => seen.push(JSON.stringify(change)));
    const login = await signUp(one, { name: 'Barrera', email: uniqueEmail('sync'), password: 'secreta1' });
    await one.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${login.user.id}`);
    await feed.sync();
    expect(seen).toContain(JSON.stringify({ kind: 'user', userId: login.user.id }));
  });

  it('with the listening connection cut, nothing is served from the caches; they come back with it', async () => {
    const login = await signUp(one, { name: 'Sin Escucha', email: uniqueEmail('cut'), password: 'secreta1' });
    const rawOne = httpClient(one.baseUrl, '');
    expect((await rawOne.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
    const feed = one.app.hotCaches!.feed;
    expect(feed.live).toBe(true);

    // Both servers listening (a marker that came back late makes a feed listen again).
    await eventually(async () => feed.live && two.app.hotCaches!.feed.live);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(cut.rowCount).toBe(2); // one listener per server
      await eventually(async () => !feed.live);
      expect(one.app.hotCaches!.sessions.size).toBe(0);
      // Feed down: a revocation is honoured at once, since every call asks the database.
      await admin.query('update sessions set revoked_at = now() where user_id = $1', [login.user.id]);
      expect((await rawOne.call('POST', '/api/userinfo', { token: login.token })).status).toBe(401);
      // It reconnects by itself and the caches work again.
      await eventually(async () => feed.live, 20);
      const again = await signUp(one, { name: 'Con Escucha', email: uniqueEmail('back'), password: 'secreta1' });
      expect((await rawOne.call('POST', '/api/userinfo', { token: again.token })).status).toBe(200);
      expect(one.app.hotCaches!.sessions.size).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
  }, 60_000);
});

/** The tables that the migrations from number `first` on create, newest first (so dependants go first). */
async function tablesCreatedFrom(first: number): Promise<string[]> {
  const folder = path.join(import.meta.dirname, '../../src/db/migrations');
  const files = (await readdir(folder)).filter((f) => /^\d{4}_.*\.sql$/.test(f) && Number(f.slice(0, 4)) >= first).sort();
  const tables: string[] = [];
  for (const file of files) {
    for (const m of (await readFile(path.join(folder, file), 'utf8')).matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([a-z_]+)"/gi))
      tables.push(m[1]);
  }
  return tables.reverse();
}

/** The columns migrations from `first` on add to tables, with the statement that adds each. */
async function columnsAddedFrom(first: number): Promise<Array<{ table: string; column: string; statement: string }>> {
  const folder = path.join(import.meta.dirname, '../../src/db/migrations');
  const files = (await readdir(folder)).filter((f) => /^\d{4}_.*\.sql$/.test(f) && Number(f.slice(0, 4)) >= first).sort();
  const columns: Array<{ table: string; column: string; statement: string }> = [];
  for (const file of files) {
    for (const m of (await readFile(path.join(folder, file), 'utf8')).matchAll(/ALTER TABLE "([a-z_]+)" ADD COLUMN "([a-z_]+)"[^;]*;/gi))
      columns.push({ table: m[1], column: m[2], statement: m[0] });
  }
  return columns;
}

/** The statements of the migrations that create the mail queue and its wake-up trigger (0016, 0017). */
async function mailQueueStatements(): Promise<string[]> {
  const folder = path.join(import.meta.dirname, '../../src/db/migrations');
  const files = (await readdir(folder)).filter((f) => /^\d{4}_mail_queue.*\.sql$/.test(f)).sort();
  const statements: string[] = [];
  for (const file of files) {
    // The trigger's function outlives the dropped table.
    const text = (await readFile(path.join(folder, file), 'utf8')).replace(/CREATE FUNCTION/g, 'CREATE OR REPLACE FUNCTION');
    statements.push(
      ...text
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return statements;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('hot-path caches and a restore while the portal runs (PostgreSQL)', () => {
  it('a restore of a backup made before migration 0006 (no triggers while it loads) empties the caches', async () => {
    const t = await startTestApp('postgres');
    try {
      const raw = httpClient(t.baseUrl, '');
      const admin = (await raw.call('POST', '/api/login', { body: ADMIN })).body.token;
      // The backup as a version without migration 0006 made it: 0006 and later are not in its list.
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id in (select id from drizzle.__drizzle_migrations order by created_at offset 6)`,
      );
      // Nor the tables those later migrations create (wizard drafts, correction requests...); the
      // derived ones stay, the backup skips them anyway and the portal's triggers write them.
      for (const table of await tablesCreatedFrom(6)) {
        if (!DERIVED_TABLES.has(table)) await t.database.db.execute(sql`drop table ${sql.identifier(table)} cascade`);
      }
      // Nor the columns they add to older tables (a session's re-authentication, the login throttle's lock count...);
      // they come back right after the backup, since the running portal writes them.
      const newTables = new Set(await tablesCreatedFrom(6));
      const added = (await columnsAddedFrom(6)).filter((c) => !newTables.has(c.table));
      for (const { table, column } of added)
        await t.database.db.execute(sql`alter table ${sql.identifier(table)} drop column ${sql.identifier(column)}`);
      const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'uploads'));
      const file = path.join(t.config.dataDir, 'previa.tar.gz');
      await createBackup({ database: t.database, storage, output: file });
      for (const { statement } of added) await t.database.db.execute(sql.raw(statement));
      // The mail queue comes back too: the running portal writes every e-mail (the sign-up's below) there.
      for (const statement of await mailQueueStatements()) await t.database.db.execute(sql.raw(statement));

      // After the backup: an account that signs in, and a new instancia; both cached.
      const login = await signUp(t, { name: 'Después de la copia', email: uniqueEmail('restore'), password: 'secreta1' });
      expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(200);
      const created = await raw.call('POST', '/api/instancias/', { token: admin, body: instancia('Curso posterior a la copia') });
      expect(created.status).toBe(201);
      expect(offeredNames((await raw.call('GET', '/api/instancias/get_all_bff', { token: admin })).body)).toContain(
        'Curso posterior a la copia',
      );
      expect(t.app.hotCaches?.sessions.size).toBeGreaterThan(0);

      await restoreBackup({ database: t.database, storage, input: file, force: true });
      await t.app.hotCaches!.feed.sync();
      // The restored database knows neither.
      expect((await raw.call('POST', '/api/userinfo', { token: login.token })).status).toBe(401);
      const offers = await raw.call('GET', '/api/instancias/get_all_bff', { token: admin });
      expect(offers.status).toBe(200);
      expect(offeredNames(offers.body)).not.toContain('Curso posterior a la copia');
    } finally {
      await t.close();
    }
  }, 60_000);
});
