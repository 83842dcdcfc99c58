/**
 * Soak (issue 7; issue 8 for the cluster variant): SOAK_APPLICANTS applicants arriving
 * evenly over SOAK_SECONDS, each really registering through the API, activating the
 * account with the link from the outbox, logging in, reading the offerings, submitting
 * the wizard, uploading the documents, enrolling and reading their enrolments, while
 * staff page and search the enrollee table every second and export it every 15 s.
 * Records errors (target 0), p99 per call and the servers' peak memory.
 *
 * soak: one API process on PGlite (the default install).
 * soak-cluster: two API processes on one PostgreSQL database behind one address
 * (scripts/cluster.mjs and its round-robin proxy, Redis for the shared throttling),
 * sharing DATA_DIR for uploads and the outbox.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_NAMES } from '@ingreso/shared';
import { wizardPayload } from '../../apps/api/test/fixtures/personas.js';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, postgresServerUrl } from '../lib/databases.js';
import { BENCH_ADMIN, call, login, tinyPng } from '../lib/client.js';
import { CallLog } from '../lib/measure.js';
import { Outbox } from '../lib/outbox.js';
import { descendantsMemory } from '../lib/procmem.js';
import { startApp } from '../lib/server.js';

const APPLICANTS = Number(process.env.SOAK_APPLICANTS ?? (QUICK ? 30 : 300));
const SECONDS = Number(process.env.SOAK_SECONDS ?? (QUICK ? 20 : 120));
const PASSWORD = 'Soak-password-1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Offerings {
  data: Array<{ instancias: Array<{ id: number; carrera_id: number }> }>;
}

export async function applicant(base: string, outbox: Outbox, calls: CallLog, runId: string, i: number) {
  const email = `soak-${runId}-${i}@bench.test`;
  await calls.time('register', () =>
    call(base, 'POST', '/api/register/', {
      body: { name: `Aspirante ${i}`, email, password: PASSWORD, c_password: PASSWORD },
      expect: 201,
    }),
  );
  const token = await calls.time('activation_mail', () => outbox.verifyToken(email));
  await calls.time('verify_account', () => call(base, 'POST', '/api/verify-account', { body: { token }, expect: 200 }));
  const session = await calls.time('login', () => login(base, email, PASSWORD));
  const auth = { token: session.token };
  await calls.time('userinfo', () => call(base, 'POST', '/api/userinfo/', { ...auth, expect: 200 }));
  const offerings = await calls.time('get_all_bff', () => call<Offerings>(base, 'GET', '/api/instancias/get_all_bff/', auth));
  const target = offerings.data.flatMap((t) => t.instancias).find((inst) => inst.carrera_id !== 1);
  if (!target) throw new Error('no open instancia');
  const created = await calls.time('wizard_persona', () =>
    call<{ persona: { id: number } }>(base, 'POST', '/api/wizard-persona/', { ...auth, body: wizardPayload(), expect: 201 }),
  );
  const personaId = created.persona.id;
  // The wizard answers "works" and "has a disability", so every document is required.
  const form = new FormData();
  form.append('persona_id', String(personaId));
  const png = tinyPng();
  for (const name of DOCUMENT_NAMES) form.append(name, new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
  await calls.time('upload_documents', () => call(base, 'POST', '/api/files/store_docs_persona/', { ...auth, body: form, expect: 200 }));
  await calls.time('enrol', () =>
    call(base, 'POST', '/api/inscriptos/', { ...auth, body: { persona_id: personaId, instancia_id: target.id }, expect: 201 }),
  );
  await calls.time('my_enrolments', () => call(base, 'GET', `/api/inscriptos/get_by_persona/${personaId}`, auth));
  return target.id;
}

/** Staff at work while applicants arrive: a page and a search every second, an export every 15 s. */
async function staff(base: string, calls: CallLog, instanciaId: () => number | null, done: () => boolean) {
  const { token } = await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  let tick = 0;
  while (!done()) {
    const id = instanciaId();
    if (id) {
      const list = `/api/inscriptos/get_by_instancia/${id}`;
      await calls
        .time('staff_page', () => call(base, 'GET', `${list}?page=${1 + (tick % 5)}&page_size=10`, { token }))
        .catch(() => undefined);
      await calls.time('staff_dni_search', () => call(base, 'GET', `${list}?dni=123`, { token })).catch(() => undefined);
      if (tick % 15 === 0)
        await calls.time('staff_export', () => call(base, 'GET', `/api/inscriptos/export/${id}`, { token })).catch(() => undefined);
    }
    tick++;
    await sleep(1000);
  }
}

async function soakAgainst(base: string, dataDir: string, servers: { memory(): Promise<unknown> }) {
  const outbox = new Outbox(path.join(dataDir, 'outbox'));
  const calls = new CallLog();
  const runId = Date.now().toString(36);
  let instanciaId: number | null = null;
  let finished = false;
  let failedApplicants = 0;
  const staffLoop = staff(
    base,
    calls,
    () => instanciaId,
    () => finished,
  );
  const start = performance.now();
  const spacing = (SECONDS * 1000) / APPLICANTS;
  const flows = Array.from({ length: APPLICANTS }, async (_, i) => {
    await sleep(i * spacing);
    try {
      instanciaId = await applicant(base, outbox, calls, runId, i);
    } catch {
      failedApplicants++;
    }
  });
  await Promise.all(flows);
  finished = true;
  await staffLoop;
  const seconds = (performance.now() - start) / 1000;
  return {
    applicants: APPLICANTS,
    arrival_window_s: SECONDS,
    seconds: +seconds.toFixed(1),
    completed_applicants: APPLICANTS - failedApplicants,
    errors: calls.totalErrors(),
    error_samples: calls.errorSamples,
    calls: calls.summary(),
    server_memory_mb: await servers.memory(),
  };
}

export const soak: Scenario = {
  name: 'soak',
  describe: `${APPLICANTS} applicants register, complete the wizard, upload and enrol over ${SECONDS} s while staff page and export (one process, PGlite)`,
  async run() {
    const server = await startApp();
    try {
      return { kind: 'pglite', processes: 1, ...(await soakAgainst(server.base, server.dataDir, server)) };
    } finally {
      await server.close();
    }
  },
};

/** scripts/cluster.mjs: K API processes on one PostgreSQL database behind its round-robin proxy on one port. */
async function startCluster(databaseUrl: string, dataDir: string, workers: number) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../../scripts/cluster.mjs')], {
    env: {
      ...process.env,
      CLUSTER_WORKERS: String(workers),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // Shared throttling, as deployed (docs/deploy.md); generous, since every applicant comes from 127.0.0.1.
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT: '100000000',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 500) {
    if (child.exitCode !== null) throw new Error(`scripts/cluster.mjs exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    // Both processes must be up: the proxy answers as soon as the first one is.
    if (up && (await descendantsMemory('apps/api/dist/server.js')).length >= workers) break;
    if (waited > 180_000) throw new Error('scripts/cluster.mjs did not start in 3 minutes');
    await sleep(500);
  }
  return {
    base,
    memory: () => descendantsMemory('apps/api/dist/server.js'),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const soakCluster: Scenario = {
  name: 'soak-cluster',
  describe: 'the soak against two API processes on one PostgreSQL database behind one address (scripts/cluster.mjs, Redis throttling)',
  async run() {
    const serverUrl = postgresServerUrl();
    if (!serverUrl) return { skipped: 'needs BENCH_DATABASE_URL or TEST_DATABASE_URL' };
    const pgDb = await createPostgresDatabase(serverUrl);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-bench-cluster-'));
    const cluster = await startCluster(pgDb.url, dataDir, 2);
    try {
      log('soak-cluster', `scripts/cluster.mjs on ${cluster.base}`);
      const figures = await soakAgainst(cluster.base, dataDir, cluster);
      return { kind: 'postgres', processes: 2, proxy: 'scripts/cluster.mjs', ...figures };
    } finally {
      await cluster.close();
      await rm(dataDir, { recursive: true, force: true });
      await pgDb.drop();
    }
  },
};
