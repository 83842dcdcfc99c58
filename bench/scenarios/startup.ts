/**
 * Start-up and idle memory (issue 20, goals 1 and 2), measured on `node scripts/start.mjs`
 * itself (what `npm start` runs, without npm's own process), with the web already built:
 *
 * - start-up: from the spawn to the first 200 of /api/health, with the database's migrations
 *   already applied (the median of STARTS starts; the very first start, which migrates an
 *   empty database, is recorded apart). Target: 3 s on PGlite, 2 s on PostgreSQL.
 * - idle memory: the server process's RSS after one full applicant journey (register,
 *   activate, log in, wizard, documents, enrol) and a few quiet seconds, and its peak (VmHWM).
 *   Target: 150 MB on PostgreSQL, 300 MB on PGlite.
 *
 * Each is measured for the built server as `npm start` runs it (decision 300, with the Node
 * flags of package.json's `start` script, decision 186), for the same without those flags (Node's
 * default heap) and for the TypeScript run through tsx (INGRESO_FROM_SOURCE=1, how it ran before
 * decision 300), in the same run. On
 * PGlite the built server is also measured with PGlite's WASM as shipped (128 MB of
 * shared_buffers, how it ran before decision 320) and with V8's baseline compiler only
 * (PGLITE_WASM_TIER_UP=0, decision 321). BENCH_STARTUP_SOURCE=0 skips the tsx runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, databaseKinds, postgresServerUrl, type DatabaseKind } from '../lib/databases.js';
import { BENCH_ADMIN } from '../lib/client.js';
import { CallLog, median } from '../lib/measure.js';
import { Outbox } from '../lib/outbox.js';
import { descendantsMemory } from '../lib/procmem.js';
import { applicant, freePort } from './soak.js';
import { WEB_DIST } from './export.js';

const ROOT = path.join(import.meta.dirname, '../..');
const STARTS = QUICK ? 2 : 5;
const QUIET_SECONDS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `built` as `npm start` runs it; `built-default-heap` without its Node flags (the "before" of decision 186). */
type Runtime = 'built' | 'built-default-heap' | 'source';

/** The Node flags of package.json's `start` script (`node <flags> scripts/start.mjs`): what `npm start` runs. */
async function startScriptFlags(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.mjs'));
}

/**
 * PGlite's WASM settings measured besides the default (decisions 320 and 321): as shipped (the
 * "before") and with V8's baseline compiler only (the low-memory setting).
 */
const PGLITE_VARIANTS: Record<string, Record<string, string>> = {
  'as shipped (128 MB shared_buffers)': { PGLITE_SHARED_BUFFERS_MB: '128', PGLITE_WASM_TIER_UP: '1' },
  'low memory (PGLITE_WASM_TIER_UP=0)': { PGLITE_WASM_TIER_UP: '0' },
  "V8's compile threads (PGLITE_WASM_COMPILE_THREADS=0)": { PGLITE_WASM_COMPILE_THREADS: '0' },
};

interface Started {
  child: ChildProcess;
  base: string;
  ms: number;
  /** CPU time (user + system) of the process and its children until /api/health answered. */
  cpuMs: number;
}

/**
 * CPU milliseconds used so far by `root` and its descendants, from /proc. On a machine shared
 * with other work the wall time of a start-up mostly measures the queue for a core; the CPU
 * time is what the start-up itself costs, and on an idle machine it is close to the wall time.
 */
async function treeCpuMs(root: number): Promise<number> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    // After the command's closing parenthesis: state, ppid, ... utime is field 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  let ticks = 0;
  const walk = (pid: number) => {
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) walk(child);
  };
  walk(root);
  // Linux reports them in USER_HZ, 100 per second.
  return ticks * 10;
}

async function start(env: Record<string, string>, runtime: Runtime): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const flags = runtime === 'built' ? await startScriptFlags() : [];
  const child = spawn(process.execPath, [...flags, path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      // The bench's own environment must not decide the PGlite figures (PGLITE_VARIANTS does).
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PGLITE_'))),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      AUTH_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      INGRESO_FROM_SOURCE: runtime === 'source' ? '1' : '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/start.mjs exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) {
      const ms = Math.round(performance.now() - began);
      return { child, base, ms, cpuMs: await treeCpuMs(child.pid as number) };
    }
    if (performance.now() - began > 300_000) throw new Error('scripts/start.mjs did not answer in 5 minutes');
    await sleep(10);
  }
}

async function stop({ child }: Started) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The server's own process: start.mjs itself when built, its tsx child when run from source. */
async function serverMemory(runtime: Runtime) {
  const [found] = await descendantsMemory(runtime === 'source' ? 'apps/api/src/server.ts' : 'scripts/start.mjs');
  return found ? { rss_mb: found.rss_mb, peak_rss_mb: found.peak_rss_mb } : null;
}

async function measure(kind: DatabaseKind, runtime: Runtime, pgliteVariant?: string) {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl() as string) : null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-bench-startup-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...(pgliteVariant ? PGLITE_VARIANTS[pgliteVariant] : {}),
  };
  try {
    // The first start migrates an empty database; on PostgreSQL the demo data is asked for
    // once (the journey needs open instancias), later starts keep each database's default.
    const first = await start({ ...env, ...(pgDb ? { SEED_DEMO: '1' } : {}) }, runtime);
    await stop(first);
    const times: number[] = [];
    const cpu: number[] = [];
    let last: Started | undefined;
    for (let i = 0; i < STARTS; i++) {
      last = await start(env, runtime);
      times.push(last.ms);
      cpu.push(last.cpuMs);
      if (i < STARTS - 1) await stop(last);
    }
    const server = last as Started;
    try {
      const afterStart = await serverMemory(runtime);
      const calls = new CallLog();
      await applicant(server.base, new Outbox(path.join(dataDir, 'outbox')), calls, `startup${Date.now().toString(36)}`, 0);
      await sleep(QUIET_SECONDS * 1000);
      const idle = await serverMemory(runtime);
      log(
        'startup',
        `${kind}, ${runtime}${pgliteVariant ? `, PGlite ${pgliteVariant}` : ''}: start ${median(times)} ms (CPU ${median(cpu)} ms), idle ${idle?.rss_mb} MB`,
      );
      return {
        kind,
        runtime,
        pglite_wasm: kind === 'pglite' ? (pgliteVariant ?? 'default (16 MB shared_buffers, decisions 320-321)') : undefined,
        first_start_ms: first.ms,
        start_ms: { median: median(times), runs: times },
        start_cpu_ms: { median: median(cpu), runs: cpu },
        load_average: os.loadavg().map((v) => +v.toFixed(1)),
        start_target_ms: kind === 'pglite' ? 3000 : 2000,
        start_met: median(times) <= (kind === 'pglite' ? 3000 : 2000),
        memory_after_start_mb: afterStart,
        memory_after_journey_mb: idle,
        idle_target_mb: kind === 'pglite' ? 300 : 150,
        idle_met: (idle?.rss_mb ?? Infinity) <= (kind === 'pglite' ? 300 : 150),
        journey_errors: calls.totalErrors(),
      };
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

export const startup: Scenario = {
  name: 'startup',
  describe: 'npm start to /api/health, and the server memory after one applicant journey (built server and tsx)',
  async run() {
    if (!existsSync(path.join(WEB_DIST, 'index.html'))) return { skipped: 'build the SPA first: npm run build -w apps/web' };
    // Built before timing anything: a start after a code change builds first (about a second), once.
    const { buildApi } = (await import(pathToFileURL(path.join(ROOT, 'apps/api/build.mjs')).href)) as { buildApi(): Promise<number> };
    const buildMs = await buildApi();
    const runs = [];
    for (const kind of databaseKinds()) {
      runs.push(await measure(kind, 'built'));
      runs.push(await measure(kind, 'built-default-heap'));
      if (kind === 'pglite') for (const variant of Object.keys(PGLITE_VARIANTS)) runs.push(await measure(kind, 'built', variant));
      if (process.env.BENCH_STARTUP_SOURCE !== '0') runs.push(await measure(kind, 'source'));
    }
    return { api_build_ms: buildMs, runs };
  },
};
