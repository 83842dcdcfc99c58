import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './accounts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** One Playwright worker's own API server: its own port, database and outbox. */
export interface WorkerServer {
  /** The origin the worker's pages and API requests use (its `baseURL`). */
  url: string;
  /** DATA_DIR of the server: the PGlite database, uploads and the outbox of .eml files. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The port of the worker in slot `parallelIndex`: E2E_PORT (default 3100) + slot + 1.
 * Runs with different E2E_PORT values (other people, other agents) stay apart as
 * long as their bases are further apart than their worker counts.
 */
export function workerPort(parallelIndex: number): number {
  const base = Number(process.env.E2E_PORT ?? 3100);
  if (!Number.isInteger(base) || base < 1 || base > 65_000)
    throw new Error(`E2E_PORT must be a port number, not "${process.env.E2E_PORT}"`);
  return base + parallelIndex + 1;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the API (which also serves the built SPA) the way the old shared webServer
 * did, with the demo seed and the e2e administrator (plus `extraEnv`), on a fresh data folder of this
 * worker process. Resolves once /api/health answers; fails with the server's stderr
 * if it exits first.
 */
export async function startWorkerServer(
  parallelIndex: number,
  workerIndex: number,
  extraEnv: Record<string, string> = {},
): Promise<WorkerServer> {
  const runDir = process.env.E2E_DATA_DIR;
  if (!runDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const port = workerPort(parallelIndex);
  // Per worker process, not per slot: a worker that replaces a failed one starts on an empty database too.
  const dataDir = path.join(runDir, `worker-${workerIndex}`);
  await mkdir(dataDir, { recursive: true });

  // The slot's previous worker (replaced after a failure) may still be closing its server;
  // anything else on the port is someone else's server, which this run must not talk to.
  for (let waited = 0; await portAnswers(port); waited += 250) {
    if (waited >= 15_000)
      throw new Error(`Port ${port} is taken by another process: run with another E2E_PORT (the workers use E2E_PORT + 1, + 2, ...)`);
    await sleep(250);
  }

  // Node with the tsx loader rather than `npx tsx`: one process, so stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Defaults to apps/web/dist (run `npm run build -w apps/web` first); E2E_WEB_DIST tests a build kept elsewhere.
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
      // A spec's own settings (the single sign-on spec's OIDC_* and PUBLIC_URL).
      ...extraEnv,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // A worker that dies without its teardown (the runner killed, a crash) must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (running) {
      // SIGTERM: the server closes the database cleanly and releases the data folder's lock.
      child.kill('SIGTERM');
      const closed = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!closed) {
        child.kill('SIGKILL');
        await exited;
      }
    }
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (!running) throw new Error(`The API server of worker ${workerIndex} (port ${port}) exited while starting:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API server of worker ${workerIndex} (port ${port}) did not answer /api/health in time:\n${stderr}`);
    }
    await sleep(250);
  }
  return { url, dataDir, stop };
}
