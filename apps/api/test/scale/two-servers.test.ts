import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@ingreso/shared';
import { openDatabase, type Database } from '../../src/db/client.js';
import { MAX_LOGIN_FAILURES } from '../../src/modules/auth/auth.service.js';
import { ADMIN, startTestApp, type TestApp } from '../harness.js';
import { startServerOn, type Server } from './server.js';
import { applicantWithPersona, download, png, uploadDocuments } from './documents.js';
import { redisReachable, startS3rver, testRedisUrl, uniqueRedisPrefix, type TestS3 } from './services.js';

/**
 * Two API servers, each with its own connection pool, DATA_DIR and memory, on one
 * PostgreSQL database, one Redis and one S3 bucket: what a client sees must not
 * depend on which server answers. Needs TEST_DATABASE_URL and a Redis.
 */
const redisUp = await redisReachable();
const ready = Boolean(process.env.TEST_DATABASE_URL) && redisUp;
if (process.env.TEST_DATABASE_URL && !redisUp) console.warn(`two-servers: no Redis at ${testRedisUrl}; skipped`);

describe.skipIf(!ready)('two servers on one PostgreSQL database, one Redis and one bucket', () => {
  const LIMIT = 40;
  let s3: TestS3;
  let one: TestApp;
  let secondDatabase: Database;
  let two: Server;

  beforeAll(async () => {
    s3 = await startS3rver();
    const env = { ...s3.env, REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: uniqueRedisPrefix(), AUTH_RATE_LIMIT: String(LIMIT) };
    one = await startTestApp('postgres', env);

    // Server two: a pool of its own to server one's database (the harness made a fresh one).
    const url = (one.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    secondDatabase = openDatabase({ url, poolSize: 5 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-test-'));
    // deploy.md: every server gets the same signing key for document links.
    await mkdir(path.join(dataDir, 'secrets'), { recursive: true });
    await copyFile(path.join(one.config.dataDir, 'secrets', 'file-links.key'), path.join(dataDir, 'secrets', 'file-links.key'));
    two = await startServerOn(secondDatabase, env, { dataDir, outboxDir: path.join(one.config.dataDir, 'outbox') });
  }, 180_000);

  afterAll(async () => {
    await two?.close();
    await secondDatabase?.close();
    await one?.close();
    await s3?.close();
  });

  it('a token from a login on one server works on the other, and a logout on the other revokes it on the first', async () => {
    const login = await one.call('POST', '/api/login/', { body: ADMIN });
    expect(login.status).toBe(200);
    const info = await two.call('POST', '/api/userinfo', { token: login.body.token });
    expect(info.status).toBe(200);
    expect(info.body.user.email).toBe(ADMIN.email);
    expect((await two.call('POST', '/api/logout', { token: login.body.token })).status).toBe(204);
    const after = await one.call('POST', '/api/userinfo', { token: login.body.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(msg.session.unauthorized);
  });

  it('counts failed logins across both servers and locks the e-mail and address on both', async () => {
    const wrong = { email: ADMIN.email, password: 'no-es-la-clave' };
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const res = await (i % 2 === 0 ? one : two).call('POST', '/api/login/', { body: wrong });
      expect(res.status).toBe(401);
    }
    for (const server of [one, two]) {
      // Locked now, even with the right password, whichever server answers.
      const res = await server.call('POST', '/api/login/', { body: ADMIN });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(msg.login.throttled(15));
    }
  });

  it('a document uploaded through one server downloads through the other, by token and by signed link', async () => {
    const owner = await applicantWithPersona(one, 'dos-servidores');
    const up = await uploadDocuments(one.baseUrl, owner.token, owner.personaId, { dni_frente: png(77) });
    expect(up.status).toBe(200);
    const file = up.body.persona.files.find((f: any) => f.name === 'dni_frente');
    const byToken = await download(two.baseUrl, `/api/files/${file.id}`, owner.token);
    expect(byToken.status).toBe(200);
    expect(byToken.bytes.equals(png(77))).toBe(true);
    const bySignedLink = await download(two.baseUrl, file.url);
    expect(bySignedLink.status).toBe(200);
    expect(bySignedLink.bytes.equals(png(77))).toBe(true);

    // Deleted through the second, gone for the first.
    expect((await two.call('DELETE', `/api/files/delete/${file.id}`, { token: owner.token })).status).toBe(200);
    expect((await download(one.baseUrl, `/api/files/${file.id}`, owner.token)).status).toBe(404);
  });

  it('shares the per-address limit of the account calls between both servers', async () => {
    const resend = (server: Server, i: number) =>
      server.call('POST', '/api/verify-account/resend', { body: { email: `nadie.${i}@correo.test` } });
    const first = await resend(one, 0);
    expect(first.status).toBe(200);
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    expect(remaining).toBe(LIMIT - 1);
    for (let i = 1; i <= remaining; i++) expect((await resend(i % 2 === 0 ? one : two, i)).status).toBe(200);
    expect((await resend(two, LIMIT)).status).toBe(429);
    expect((await resend(one, LIMIT + 1)).status).toBe(429);
  });
});
