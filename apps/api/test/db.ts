import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');
const templateDir = path.resolve(import.meta.dirname, '../../../.tmp/pglite-templates');
let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite cluster as a tar, made once per set of migrations and kept in
 * .tmp/pglite-templates/<hash>.tar: creating a cluster and running every migration cost each
 * test file about 3 s of CPU, loading the tar about 1 s (decision 173). Two processes making it
 * at once each write their own temporary file and rename it, so neither reads half a file.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const entry of (await readdir(migrationsDir, { recursive: true })).sort()) {
      const file = path.join(migrationsDir, entry);
      const content = await readFile(file).catch(() => null); // null: a folder
      if (content) hash.update(entry).update(content);
    }
    const file = path.join(templateDir, `${hash.digest('hex').slice(0, 16)}.tar`);
    const stored = await readFile(file).catch(() => null);
    if (stored) return new Blob([stored]);
    const database = openDatabase({});
    await database.migrate();
    const dump = await database.dumpDataDir!();
    await database.close();
    await mkdir(templateDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return template;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; `drop` removes it (even with connections left open). */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server. */
export async function freshPostgresUrl(prefix = 'ingreso_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(baseUrl, prefix);
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a
 * new database created on the PostgreSQL server of TEST_DATABASE_URL (dropped on close).
 */
export async function freshDatabase(kind: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    const database = openDatabase({ loadDataDir: await migratedTemplate() });
    // Applies nothing on the template; kept so that a test file sees exactly what a start does.
    await database.migrate();
    return database;
  }
  const { url, drop } = await freshPostgresUrl();
  const database = openDatabase({ url, poolSize: 5 });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop();
    },
  };
}

/** The database kinds this run covers: PGlite always, PostgreSQL when CI gives a server. */
export const databaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
