/** Fresh PostgreSQL databases for a scenario, created and dropped on the bench's server. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL: without either, PostgreSQL figures are skipped. */
export function postgresServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export interface BenchPostgres {
  url: string;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(serverUrl: string): Promise<BenchPostgres> {
  const name = `ingreso_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds this run measures: PGlite always, PostgreSQL when a server is configured. */
export function databaseKinds(): DatabaseKind[] {
  return postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
}
