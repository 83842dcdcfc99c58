import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

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
    const database = openDatabase({});
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
