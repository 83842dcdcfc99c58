import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createMailer } from '../../src/mail/mailer.js';

/** The second server's transport logs nothing (its app's log is off too). */
const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger;

export interface Server {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  /** Calls the server over HTTP with JSON. */
  call(method: string, url: string, opts?: { body?: unknown; token?: string }): Promise<{ status: number; body: any; headers: Headers }>;
  /** Closes the server and removes its DATA_DIR; the database belongs to the caller. */
  close(): Promise<void>;
}

/**
 * One more API server on a database the caller owns (the harness's startTestApp
 * always makes a fresh one): a real port, its own DATA_DIR and memory, as a second
 * process on the same database would have.
 */
export async function startServerOn(
  database: Database,
  env: Record<string, string>,
  opts: {
    dataDir?: string;
    logger?: boolean | object;
    /**
     * The outbox folder of the first server: with no SMTP server, whichever process's worker
     * claims a queued message writes it, so both must write where the test reads (decision 241).
     */
    outboxDir?: string;
  } = {},
): Promise<Server> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'ingreso-test-')));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-spa'),
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: opts.logger ?? false,
    mailer: opts.outboxDir ? createMailer({ from: config.mailFrom, outboxDir: opts.outboxDir, log: silentLog }) : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    baseUrl,
    async call(method, url, o = {}) {
      const headers: Record<string, string> = {};
      if (o.body !== undefined) headers['content-type'] = 'application/json';
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      const res = await fetch(baseUrl + url, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
