import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; queries take `Db | Tx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Any constant shared by every process of this app; it names the migration lock. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Several processes starting together on one PostgreSQL database would each run
 * the pending migrations at once, and all but one would fail half-way. A
 * session-level advisory lock, held on one connection for the whole run, makes
 * them take turns; whoever comes second finds nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) in `dir`,
 * or in memory when `dir` is omitted (tests). Both speak the same SQL.
 */
export function openDatabase(opts: { url?: string; dir?: string; poolSize?: number }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection can be cut by the server (a restart, a failover, an administrator's
    // pg_terminate_backend). Without a listener node-postgres re-throws that as an uncaught
    // error and the whole process exits; the pool already drops the broken client and opens
    // a new one on the next query, so a warning is all it needs.
    pool.on('error', (err) => console.warn(`PostgreSQL: se cerró una conexión inactiva (${err.message})`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  // pg_trgm backs the staff's DNI substring search (migration 0002); PGlite bundles it as a contrib.
  const client = new PGlite({ dataDir: opts.dir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    // PGlite is one connection: drizzle's pglite session serializes its transactions.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
