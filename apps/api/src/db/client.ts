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
      migrate: () => migratePg(db, { migrationsFolder }),
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
