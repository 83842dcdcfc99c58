/**
 * `npm run bench`: measures the account hot paths with autocannon and writes
 * bench/results.json. Figures are recorded, never asserted.
 *
 * Scenarios, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL:
 * - login: POST /api/login/ for one verified applicant (bounded by argon2id, one hash per core);
 * - userinfo: POST /api/userinfo/ with a bearer token at 100 connections;
 * - limit: a bare Fastify route answering the same user-info JSON from memory, the ceiling.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { sql } from 'drizzle-orm';
import { users } from '../apps/api/src/db/schema/index.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

interface Figures {
  requests_per_second: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non_2xx: number;
  connections: number;
  duration_s: number;
}

async function hit(url: string, opts: { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections: number }): Promise<Figures> {
  const r = await autocannon({ url, method: opts.method, body: opts.body, headers: opts.headers, connections: opts.connections, duration: DURATION, workers: 1 });
  return {
    requests_per_second: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    errors: r.errors + r.timeouts,
    non_2xx: r.non2xx,
    connections: opts.connections,
    duration_s: DURATION,
  };
}

async function postgresDatabase(url: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `ingreso_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openDatabase({ url: u.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function scenario(kind: 'pglite' | 'postgres', database: Database) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-bench-'));
  await database.migrate();
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const email = 'bench@correo.test';
  const password = 'bench-password';
  await database.db.insert(users).values({ name: 'Bench', email, password_hash: await hashPassword(password), role_id: 2, email_verified_at: new Date() });
  const login = await fetch(`${base}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const rssBefore = process.memoryUsage().rss;

  const loginFigures = await hit(`${base}/api/login/`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: { 'content-type': 'application/json' },
    connections: 8,
  });
  const userinfoFigures = await hit(`${base}/api/userinfo/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, connections: 100 });
  const enrollees = await enrolleeTable(database, base);
  const rssPeak = process.memoryUsage().rss;
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  return { kind, login: loginFigures, userinfo: userinfoFigures, enrollee_table_20000: enrollees, rss_mb: { before: Math.round(rssBefore / 2 ** 20), after: Math.round(rssPeak / 2 ** 20) } };
}

const ENROLLEES = Number(process.env.BENCH_ENROLLEES ?? 20_000);

/**
 * The staff enrollee table on an instancia with ENROLLEES enrolments: a middle page
 * and a DNI substring search, each at 10 connections.
 */
async function enrolleeTable(database: Database, base: string) {
  const db = database.db;
  await db.insert(users).values({ name: 'Bench Staff', email: 'staff@correo.test', password_hash: await hashPassword('bench-password'), role_id: 1, email_verified_at: new Date() });
  const login = await fetch(`${base}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'staff@correo.test', password: 'bench-password' }) });
  const { token } = (await login.json()) as { token: string };
  const seedStart = performance.now();
  const inst = await db.execute(sql`insert into instancias (descripcion, carrera_id, fecha_publicacion, fecha_inicio, fecha_fin) values ('Bench', 8, '2026-01-01', '2026-02-01', '2099-12-31') returning id`);
  const instanciaId = (inst as unknown as { rows: Array<{ id: number }> }).rows[0].id;
  await db.execute(sql`insert into personas (nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email)
    select 'Nombre' || g, 'Apellido' || g, 'dni', (20000000 + g)::text, '20' || (20000000 + g)::text || '1', '2000-01-01', 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle ' || g, 'Buenos Aires', 'Tigre', '1100000000', 'bench' || g || '@correo.test'
    from generate_series(1, ${ENROLLEES}) g`);
  await db.execute(sql`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id)
    select p.id, ${instanciaId}, 8, 'B-' || p.id, 1 + (p.id % 6) from personas p where p.email like 'bench%@correo.test'`);
  await db.execute(sql`analyze`);
  const seedSeconds = +((performance.now() - seedStart) / 1000).toFixed(1);
  const headers = { authorization: `Bearer ${token}` };
  const page = await hit(`${base}/api/inscriptos/get_by_instancia/${instanciaId}?page=${Math.floor(ENROLLEES / 20)}&page_size=10`, { method: 'GET', headers, connections: 10 });
  const dni = await hit(`${base}/api/inscriptos/get_by_instancia/${instanciaId}?dni=12345`, { method: 'GET', headers, connections: 10 });
  return { enrollees: ENROLLEES, seed_seconds: seedSeconds, middle_page: page, dni_search: dni };
}

/** The ceiling: the same JSON served from memory by a bare Fastify route. */
async function limitScenario() {
  const app = Fastify();
  const payload = { user: { id: 1, name: 'Bench', fullname: 'Bench', email: 'bench@correo.test', role: [{ name: 'user', description: 'User' }], scope: 'user', email_verified: true }, state_data: { input_data: false } };
  app.post('/api/userinfo/', async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const figures = await hit(`${base}/api/userinfo/`, { method: 'POST', connections: 100 });
  await app.close();
  return figures;
}

async function hashLimit() {
  // One argon2id hash per core at the portal's cost: the ceiling for logins per second.
  const n = 20;
  const start = performance.now();
  await Promise.all(Array.from({ length: n }, () => hashPassword('bench-password')));
  const seconds = (performance.now() - start) / 1000;
  return { hashes_per_second: Math.round(n / seconds), cores: os.availableParallelism() };
}

async function main() {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cores: os.availableParallelism(), memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  };
  results.limit_bare_fastify_userinfo = await limitScenario();
  results.password_hash_limit = await hashLimit();
  const runs = [];
  runs.push(await scenario('pglite', openDatabase({})));
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const { database, drop } = await postgresDatabase(pgUrl);
    try {
      runs.push(await scenario('postgres', database));
    } finally {
      await database.close();
      await drop();
    }
  }
  results.scenarios = runs;
  const limitRps = (results.limit_bare_fastify_userinfo as Figures).requests_per_second;
  results.ratios = Object.fromEntries(
    runs.map((r) => [
      r.kind,
      {
        userinfo_vs_limit: +(r.userinfo.requests_per_second / limitRps).toFixed(3),
        login_vs_hash_limit: +(r.login.requests_per_second / (results.password_hash_limit as { hashes_per_second: number }).hashes_per_second).toFixed(3),
      },
    ]),
  );
  const out = path.join(import.meta.dirname, 'results.json');
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log(`\nResultados en ${out}`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
