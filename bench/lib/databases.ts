/** Fresh PostgreSQL databases for a scenario, created and dropped on the bench's server. */
import { createPostgresDatabase as createDatabaseOn } from '../../apps/api/test/db.js';

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL: without either, PostgreSQL figures are skipped. */
export function postgresServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export interface BenchPostgres {
  url: string;
  drop(): Promise<void>;
}

/** The tests' helper, with the bench's own name prefix. */
export function createPostgresDatabase(serverUrl: string): Promise<BenchPostgres> {
  return createDatabaseOn(serverUrl, 'ingreso_bench');
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds this run measures: PGlite always, PostgreSQL when a server is configured. */
export function databaseKinds(): DatabaseKind[] {
  return postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
}
