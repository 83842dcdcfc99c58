import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { ensureAdmin } from '../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { violationCount, violationsSince } from '../src/contract/response-check.js';
import type { Database } from '../src/db/client.js';
import type { LoggerTarget } from '../src/plugins/logging.js';
import { freshDatabase } from './db.js';

export const ADMIN = { email: 'admin@ingreso.test', password: 'Admin-Test-2026' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  baseUrl: string;
  /** Calls the running server over HTTP with JSON. */
  call(
    method: string,
    url: string,
    /** `redirect: 'manual'` answers a redirect itself instead of following it. */
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; redirect?: 'follow' | 'manual' },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /**
   * Every .eml written to the outbox so far, oldest first, as text. The in-process server's
   * mail worker is drained first, so everything queued by a committed call is there.
   */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/** JSON calls to a server at `baseUrl` and its outbox folder: what tests need of a running portal. */
export function httpClient(baseUrl: string, outboxDir: string): Pick<TestApp, 'call' | 'outbox'> {
  return {
    async call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await fetch(baseUrl + url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
        redirect: opts.redirect ?? 'follow',
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async outbox() {
      const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
      return Promise.all(names.map((n) => readFile(path.join(outboxDir, n), 'utf8')));
    },
  };
}

/**
 * A real server on a free port, over a fresh database, with e-mail going to a temp outbox.
 * The log is off unless `opts.logger` gives it a level and a stream (test/security/log-secrets.test.ts).
 */
export async function startTestApp(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  opts: { logger?: LoggerTarget } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-test-'));
  const database = await freshDatabase(kind);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: path.join(dataDir, 'no-spa'),
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
    CONTRACT_CHECK: '1',
    ...env,
  });
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  await ensureAdmin(database.db, config, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const outboxDir = path.join(dataDir, 'outbox');
  const client = httpClient(baseUrl, outboxDir);
  return {
    app,
    database,
    config,
    baseUrl,
    ...client,
    /**
     * Tests write to the database directly too (an expired session, a changed role). On
     * PostgreSQL the server's caches learn of such a change through a notification a few
     * milliseconds later (decision 77); each call first waits until it has arrived, so a
     * test reads what it wrote. test/scale/hot-caches.test.ts checks the cache without this.
     */
    async call(method, url, opts) {
      await app.hotCaches?.feed.sync();
      const before = violationCount();
      const res = await client.call(method, url, opts);
      // Every answer must match its route's declared schema for its status (issue 13).
      const found = violationsSince(before);
      if (found.length) throw new Error(`${method} ${url}: respuesta fuera del contrato:\n${found.join('\n')}`);
      return res;
    },
    async outbox() {
      await app.mailWorker.drain();
      return client.outbox();
    },
    async close() {
      await closeStep(
        'app.close()',
        () => app.close(),
        () => app.server.closeAllConnections(),
      );
      await closeStep('database.close()', () => database.close());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SLOW_CLOSE_MS = 10_000;

/**
 * One step of a test server's shutdown. Twice a CI run failed on the 60 s limit of an
 * `afterAll` with every test passed, and nothing said what the shutdown waited for (decisions
 * 193 and 335). A step still running after 10 s is reported with what the process still has
 * pending; for the HTTP server, the connections still open are then cut, since every test's
 * call has been answered by the time its file closes the server.
 */
async function closeStep(name: string, step: () => Promise<unknown>, cutConnections?: () => void): Promise<void> {
  const started = Date.now();
  const slow = setTimeout(() => {
    console.warn(
      `[test harness] ${name} still waiting after ${SLOW_CLOSE_MS / 1000} s; pending: ${process.getActiveResourcesInfo().join(', ')}` +
        (cutConnections ? '; closing the open connections' : ''),
    );
    cutConnections?.();
  }, SLOW_CLOSE_MS);
  try {
    await step();
  } finally {
    clearTimeout(slow);
  }
  const ms = Date.now() - started;
  if (ms > SLOW_CLOSE_MS) console.warn(`[test harness] ${name} took ${ms} ms`);
}

/**
 * The token of the last link to `pathPrefix` (e.g. /auth/verify-account/) in the outbox, in a
 * message to `to` when it is given. A
 * server in another process (test/reliability, test/scale) cannot be drained from here: its
 * worker writes the message a moment after the answer, so this looks again for a while.
 */
export async function lastLinkToken(t: TestApp, pathPrefix: string, to?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await t.outbox();
    for (const mail of mails.reverse()) {
      // Quoted-printable may wrap long lines with "=\n"; undo it before searching.
      const flat = mail.replace(/=\r?\n/g, '');
      // Only messages to `to`, when given: another server's worker may still be writing this one.
      if (to && !flat.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const m = new RegExp(`${pathPrefix.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`).exec(flat);
      if (m) return m[1];
    }
    if (Date.now() > deadline) throw new Error(`no link to ${pathPrefix} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Registers, verifies through the e-mailed link and logs in; returns the login answer. */
export async function signUp(t: TestApp, who: { name: string; email: string; password: string }) {
  const reg = await t.call('POST', '/api/register/', { body: { ...who, c_password: who.password } });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const token = await lastLinkToken(t, '/auth/verify-account/', who.email);
  const ver = await t.call('POST', '/api/verify-account', { body: { token } });
  if (ver.status !== 200) throw new Error(`verify failed: ${JSON.stringify(ver.body)}`);
  const login = await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body as { token: string; user: { id: number } };
}

/** The .eml's quoted-printable text as UTF-8. */
export const decodeMail = (mail: string): string => {
  const soft = mail.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};
