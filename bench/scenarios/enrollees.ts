/**
 * Enrollee table (issues 5 and 8): the staff's GET /api/inscriptos/get_by_instancia/
 * on one instancia as it grows from 200 to 20,000 (and 200,000 on PostgreSQL)
 * enrollees: the first, middle and last pages and a DNI substring search, plus the
 * export endpoint's JSON, with the query plans (EXPLAIN ANALYZE) at each size.
 * Target: p95 under 20 ms at 20,000 on PostgreSQL, flat as the table grows.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { enrolleePageSql, enrolleeTotalSql } from '../../apps/api/src/modules/inscriptos/staff.queries.js';
import { LOAD_SECONDS, log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, databaseKinds, postgresServerUrl, type DatabaseKind } from '../lib/databases.js';
import { BENCH_ADMIN, call, login } from '../lib/client.js';
import { CallLog, hammer } from '../lib/measure.js';
import { enrolleeDni, openInstancia, seedEnrollees } from '../lib/seed.js';
import { startApp, type BenchServer } from '../lib/server.js';

const SIZES: Record<DatabaseKind, number[]> = QUICK
  ? { pglite: [200, 2_000], postgres: [200, 2_000, 20_000] }
  : // PGlite is one WASM process writing through its own file system: 200,000 rows there take minutes to seed.
    { pglite: [200, 20_000], postgres: [200, 20_000, 200_000] };

/** Sequential calls from one client: the latency a staff member sees, free of queueing. */
const SEQUENTIAL_CALLS = QUICK ? 30 : 100;
/** The export endpoint is heavier: a few calls, only up to this size. */
const EXPORT_UP_TO = 20_000;

const dialect = new PgDialect();

/** A statement of the app as text with its values written in, for EXPLAIN. */
function asText(statement: SQL): string {
  return dialect.sqlToQuery(statement.inlineParams()).sql;
}

/**
 * The statements pageEnrollees runs (apps/api/src/modules/inscriptos/staff.queries.ts),
 * built by the app's own functions, so the plans are those of the API's queries. The page
 * size is 10, as the bench's calls ask.
 */
function pageSql(instanciaId: number, dni: string, page: number, total: number) {
  const filter = { instanciaId, dni };
  return { rows: asText(enrolleePageSql(filter, page, 10, total)), count: asText(enrolleeTotalSql(filter)) };
}

/** EXPLAIN runs per query: the plan kept is the fastest, since one run on a shared machine can be descheduled. */
const EXPLAIN_RUNS = 5;

async function explain(server: BenchServer, text: string): Promise<string[]> {
  let best: { ms: number; plan: string[] } | null = null;
  for (let i = 0; i < EXPLAIN_RUNS; i++) {
    const plan = (await server.sql<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${text}`)).map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Infinity);
    if (!best || ms < best.ms) best = { ms, plan };
  }
  return best!.plan;
}

async function sequential(base: string, url: string, token: string) {
  const calls = new CallLog();
  for (let i = 0; i < SEQUENTIAL_CALLS; i++) await calls.time('call', () => call(base, 'GET', url, { token }));
  return calls.summary().call;
}

async function measureSize(server: BenchServer, token: string, instanciaId: number, size: number) {
  const headers = { authorization: `Bearer ${token}` };
  // The middle page is the worst case: the furthest from both ends of the index.
  const middlePage = Math.max(1, Math.floor(size / 20));
  const lastPage = Math.ceil(size / 10);
  // Six digits of the DNI of an enrollee near the middle (not a round number, whose DNI ends
  // in zeros): what staff type to find one person.
  const dni = enrolleeDni(Math.ceil(size / 2) - 13).slice(-6);
  const base = `/api/inscriptos/get_by_instancia/${instanciaId}`;
  const urls = {
    first_page: `${base}?page=1&page_size=10`,
    middle_page: `${base}?page=${middlePage}&page_size=10`,
    last_page: `${base}?page=${lastPage}&page_size=10`,
    dni_search: `${base}?dni=${dni}`,
  };
  const found = await call<{ total: number }>(server.base, 'GET', urls.dni_search, { token });
  const figures: Record<string, unknown> = { enrollees: size, dni_searched: dni, dni_matches: found.total };
  for (const [name, url] of Object.entries(urls)) {
    log('enrollees', `${size}: ${name}`);
    figures[name] = {
      one_client: await sequential(server.base, url, token),
      ten_connections: await hammer(server.base + url, { headers, connections: 10, seconds: Math.min(LOAD_SECONDS, 4) }),
    };
  }
  if (size <= EXPORT_UP_TO) {
    const calls = new CallLog();
    for (let i = 0; i < 3; i++)
      await calls.time('export', () => call(server.base, 'GET', `/api/inscriptos/export/${instanciaId}`, { token }));
    figures.export_json = calls.summary().export;
  }
  const middle = pageSql(instanciaId, '', middlePage, size);
  const last = pageSql(instanciaId, '', lastPage, size);
  const search = pageSql(instanciaId, dni, 1, size);
  figures.plans = {
    middle_page: await explain(server, middle.rows),
    middle_page_count: await explain(server, middle.count),
    last_page: await explain(server, last.rows),
    dni_search: await explain(server, search.rows),
    dni_search_count: await explain(server, search.count),
  };
  return figures;
}

async function measure(kind: DatabaseKind) {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl() as string) : null;
  const server = await startApp({ databaseUrl: pgDb?.url });
  try {
    const { token } = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const instanciaId = await openInstancia(server, 'Bench enrollee table');
    const steps = [];
    let seeded = 0;
    for (const size of SIZES[kind]) {
      log('enrollees', `${kind}: seeding up to ${size}`);
      const start = performance.now();
      await seedEnrollees(server, instanciaId, seeded, size);
      const seedSeconds = +((performance.now() - start) / 1000).toFixed(1);
      seeded = size;
      steps.push({ ...(await measureSize(server, token, instanciaId, size)), seed_seconds: seedSeconds });
    }
    return { kind, steps, server_memory_mb: await server.memory() };
  } finally {
    await server.close();
    await pgDb?.drop();
  }
}

export const enrollees: Scenario = {
  name: 'enrollees',
  describe: 'staff enrollee table: page and DNI search from 200 to 20,000 (200,000 on PostgreSQL) enrollees, with plans',
  async run() {
    const out = [];
    for (const kind of databaseKinds()) out.push(await measure(kind));
    return out;
  },
};
