import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { freshPostgresUrl as freshDbUrl } from '../db.js';
import { httpClient, type TestApp } from '../harness.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const ADMIN_PASSWORD = 'Admin-Crash-2026';
export const ADMIN_EMAIL = 'admin@ingreso.test';

/** A new, empty PostgreSQL database for a server started as a child process. */
export const freshPostgresUrl = () => freshDbUrl('ingreso_rel');

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server from its TypeScript (node --import tsx server.ts; `npm start` runs the same code built, decision 300), on a free
 * port, over `dataDir` (PGlite) or `databaseUrl`. Resolves once it listens.
 */
export async function spawnServer(opts: { dataDir: string; databaseUrl?: string; builtEntry?: string }): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: opts.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: '1',
    ORPHAN_SWEEP_GRACE_SECONDS: '0',
    AUTH_RATE_LIMIT: '100000',
    WEB_DIST: path.join(opts.dataDir, 'no-spa'),
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  // `builtEntry`: a bundle made by apps/api/build.mjs, run as `npm start` runs it.
  const args = opts.builtEntry
    ? ['--enable-source-maps', opts.builtEntry]
    : ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (out.includes('Ingreso está listo')) {
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => reject(new Error(`server exited (${code}) before listening:\n${out}`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => out,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** Enough of the harness's TestApp for signUp() and lastLinkToken() against a spawned server. */
export function clientFor(server: ServerProcess, dataDir: string): TestApp {
  return { baseUrl: server.baseUrl, ...httpClient(server.baseUrl, path.join(dataDir, 'outbox')) } as unknown as TestApp;
}

/** Every file under `dir`, as '/'-separated paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
