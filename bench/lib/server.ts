/**
 * Starts a server under measurement in a child process and talks to it: the API on
 * PGlite or PostgreSQL, or the bare-Fastify limit. See server-child.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildMessage, ParentMessage } from './protocol.js';

export interface BenchServer {
  base: string;
  dataDir: string;
  /** The server's process id (its CPU time is read from /proc: lib/cpu.ts). */
  pid: number;
  /** Runs one SQL statement on the server's own database; returns its rows. */
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Resident memory of the server process now and at its peak so far. */
  memory(): Promise<{ rss_mb: number; peak_rss_mb: number }>;
  close(): Promise<void>;
}

const childSource = path.join(import.meta.dirname, 'server-child.ts');
// Next to the server's own bundle, so that it finds the API's npm packages the same way.
const childBundle = path.join(import.meta.dirname, '../../apps/api/dist/bench-server-child.js');
let built: Promise<unknown> | undefined;

/**
 * The measured server runs as built JavaScript, as `npm start` runs it (decision 300), not
 * through the TypeScript loader: built once per bench run. BENCH_FROM_SOURCE=1 keeps tsx.
 */
async function childModule(): Promise<{ file: string; execArgv: string[] }> {
  // BENCH_SERVER_NODE_FLAGS adds flags to the measured server (a CPU profile, another heap size).
  const extra = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  if (process.env.BENCH_FROM_SOURCE === '1') return { file: childSource, execArgv: ['--import', 'tsx', ...extra] };
  type ApiBuild = { buildApi(opts: { entry: string; outfile: string }): Promise<number>; SERVER_NODE_FLAGS: string[] };
  const api = (await import(pathToFileURL(path.join(import.meta.dirname, '../../apps/api/build.mjs')).href)) as ApiBuild;
  built ??= api.buildApi({ entry: childSource, outfile: childBundle });
  await built;
  // The same flags as `npm start` (decision 186); BENCH_SERVER_NODE_DEFAULTS=1 leaves Node's defaults (the "before").
  const own = process.env.BENCH_SERVER_NODE_DEFAULTS === '1' ? [] : api.SERVER_NODE_FLAGS;
  return { file: childBundle, execArgv: [...own, ...extra] };
}

async function spawnChild(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const { file, execArgv } = await childModule();
  const child = fork(file, [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onMessage = (raw: unknown) => {
      const message = raw as ChildMessage;
      if (message.type === 'ready') {
        child.off('message', onMessage);
        resolve({ child, port: message.port });
      } else if (message.type === 'fatal') reject(new Error(`bench server failed to start: ${message.message}`));
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
}

function wrap(child: ChildProcess, port: number, dataDir: string, ownsDataDir: boolean): BenchServer {
  let nextId = 0;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  child.on('message', (raw) => {
    const message = raw as ChildMessage;
    if (message.type !== 'result' && message.type !== 'error') return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.type === 'result') waiter.resolve(message.rows);
    else waiter.reject(new Error(message.message));
  });
  const ask = (message: ParentMessage extends infer M ? (M extends ParentMessage ? Omit<M, 'id'> : never) : never) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      child.send({ ...message, id } as ParentMessage);
    });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid as number,
    sql: async <T>(text: string) => (await ask({ type: 'sql', text })) as T[],
    memory: async () => (await ask({ type: 'memory' }))[0] as { rss_mb: number; peak_rss_mb: number },
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        await ask({ type: 'close' }).catch(() => undefined);
        await exited;
      }
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface AppOptions {
  /** PostgreSQL database URL; PGlite in memory when omitted. */
  databaseUrl?: string;
  /** Serve the built SPA from this folder. */
  webDist?: string;
  /** Share a DATA_DIR (outbox, uploads) with another process; a fresh one when omitted. */
  dataDir?: string;
  /** Skip migrations, the first administrator and the demo seed (another process did them). */
  skipSetup?: boolean;
  /** CACHE_TTL_SECONDS of the server; 0 turns its read caches off (the app's default when omitted). */
  cacheTtlSeconds?: number;
}

export async function startApp(opts: AppOptions = {}): Promise<BenchServer> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'ingreso-bench-')));
  const env: Record<string, string> = { BENCH_ROLE: 'app', BENCH_DATA_DIR: dataDir, BENCH_MIGRATE: opts.skipSetup ? '0' : '1' };
  if (opts.databaseUrl) env.BENCH_DB_URL = opts.databaseUrl;
  if (opts.webDist) env.BENCH_WEB_DIST = opts.webDist;
  if (opts.cacheTtlSeconds !== undefined) env.BENCH_CACHE_TTL = String(opts.cacheTtlSeconds);
  const { child, port } = await spawnChild(env);
  return wrap(child, port, dataDir, !opts.dataDir);
}

/** The ceiling: a bare Fastify answering each `'METHOD /path'` with its JSON from memory. */
export async function startLimit(routes: Record<string, unknown>): Promise<BenchServer> {
  const { child, port } = await spawnChild({ BENCH_ROLE: 'limit', BENCH_LIMIT_ROUTES: JSON.stringify(routes) });
  return wrap(child, port, '', false);
}
