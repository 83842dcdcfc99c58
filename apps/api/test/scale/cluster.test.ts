import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { sessions } from '../../src/db/schema/index.js';
import { freshDatabase } from '../db.js';
import { closedPort, redisReachable, testRedisUrl, uniqueRedisPrefix } from './services.js';

/**
 * scripts/cluster.mjs as the bench uses it: two API processes on one PostgreSQL
 * database behind its round-robin proxy. Needs TEST_DATABASE_URL.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-Test-2026' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('scripts/cluster.mjs', () => {
  let database: Database;
  let dataDir: string;
  let cluster: ChildProcess;
  let baseUrl: string;
  let output = '';

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-cluster-'));
    const redis = (await redisReachable()) ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: uniqueRedisPrefix() } : {};
    cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        CLUSTER_WORKERS: '2',
        PORT: String(await closedPort()),
        DATABASE_URL: (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString,
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-spa'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        ...redis,
      },
    });
    cluster.stdout!.on('data', (d) => (output += d));
    cluster.stderr!.on('data', (d) => (output += d));
    baseUrl = await new Promise<string>((resolve, reject) => {
      const onData = () => {
        const m = /listo en (http:\/\/[\d.]+:\d+)/.exec(output);
        if (m && /procesos/.test(output)) resolve(m[1]);
      };
      cluster.stdout!.on('data', onData);
      cluster.once('exit', (code) => reject(new Error(`cluster exited (${code}) before listening:\n${output}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGKILL');
      await new Promise((r) => cluster.once('exit', r));
    }
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers through the proxy from both processes in turn', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${baseUrl}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'postgres' });
      seen.add(res.headers.get('x-cluster-worker') ?? '');
    }
    expect([...seen].sort()).toEqual(['1', '2']);
  });

  it('keeps one session whichever process answers, and records the client address, not one the client claims', async () => {
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = await login.json();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${baseUrl}/api/userinfo`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      seen.add(res.headers.get('x-cluster-worker') ?? '');
    }
    expect(seen.size).toBe(2);
    const [session] = await database.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session.ip).toBe('127.0.0.1');
  });

  it('stops the processes and exits cleanly on SIGTERM', async () => {
    const exit = new Promise<number | null>((r) => cluster.once('exit', (code) => r(code)));
    cluster.kill('SIGTERM');
    expect(await exit).toBe(0);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  }, 30_000);
});
