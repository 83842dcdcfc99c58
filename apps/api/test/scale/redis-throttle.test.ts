import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@ingreso/shared';
import type { Database } from '../../src/db/client.js';
import { MAX_LOGIN_FAILURES } from '../../src/modules/auth/auth.service.js';
import { freshDatabase } from '../db.js';
import { startServerOn, type Server } from './server.js';
import { closedPort, redisReachable, testRedisUrl, uniqueRedisPrefix } from './services.js';

/**
 * The per-address limits of the account calls (@fastify/rate-limit) kept in Redis:
 * two API servers count the same requests. The shared-limit tests skip when no
 * Redis answers; the fail-open tests need none.
 */
const redisUp = await redisReachable();
if (!redisUp) console.warn(`redis-throttle: no Redis at ${testRedisUrl}; the shared-limit tests are skipped`);

// One database for the file: only the limiter's store differs between the servers here.
let database: Database;
beforeAll(async () => {
  database = await freshDatabase('pglite');
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!redisUp)('per-address limits shared by two servers through Redis', () => {
  const LIMIT = 6;
  const prefix = uniqueRedisPrefix();
  let a: Server;
  let b: Server;
  let redis: Redis;

  beforeAll(async () => {
    const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix, AUTH_RATE_LIMIT: String(LIMIT) };
    a = await startServerOn(database, env);
    b = await startServerOn(database, env);
    redis = new Redis(testRedisUrl, { lazyConnect: true });
    await redis.connect();
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  const resend = (s: Server, i: number) => s.call('POST', '/api/verify-account/resend', { body: { email: `nadie.${i}@correo.test` } });

  it('limits the address at the configured maximum in total, whichever server gets each request', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < LIMIT + 4; i++) {
      last = await resend(i % 2 === 0 ? a : b, i);
      statuses.push(last.status);
    }
    // Each server alone would allow LIMIT; together they allow LIMIT, then refuse on both.
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(4).fill(429)]);
    expect(last!.body.message).toBe(msg.http.tooManyRequests);
    expect(last!.body.error[0].message).toBe(msg.http.tooManyRequests);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts each route on its own', async () => {
    const res = await b.call('POST', '/api/forgotpassword', { body: { email: 'nadie@correo.test' } });
    expect(res.status).not.toBe(429);
    expect(res.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('keeps its counters under the configured key prefix, expiring with the window', async () => {
    const keys = await redis.keys(`${prefix}rl:*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('when Redis is unreachable', () => {
  let server: Server;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startServerOn(
      database,
      { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, AUTH_RATE_LIMIT: '2' },
      { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('starts, serves the account calls without their per-address limit (fail open) and says so in the log', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await server.call('POST', '/api/verify-account/resend', { body: { email: `nadie.${i}@correo.test` } });
      expect(res.status).toBe(200);
    }
    const warnings = logLines.map((l) => JSON.parse(l)).filter((l) => l.level === 40 && /Redis/.test(l.msg));
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings[0].err.code).toBe('ECONNREFUSED');
  });

  it('still throttles failed logins per e-mail and address from the database', async () => {
    const attempt = () => server.call('POST', '/api/login', { body: { email: 'alguien@correo.test', password: 'incorrecta1' } });
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect((await attempt()).status).toBe(401);
    const locked = await attempt();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(msg.login.throttled(15));
  });
});
