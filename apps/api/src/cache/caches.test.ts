import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, ListenHandlers } from '../db/client.js';
import { HEARTBEAT_MS, parseChange, SYNC_TIMEOUT_MS } from './change-feed.js';
import { startHotCaches } from './hot-caches.js';
import { OfferingsCache } from './offerings-cache.js';
import { SessionCache } from './session-cache.js';

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 12) + ms);

function session(userId: number, over: { expires?: number; lastUsed?: number } = {}) {
  return { user_id: userId, expires_at: at(over.expires ?? 60 * MINUTE), last_used_at: at(over.lastUsed ?? 0), name: `user ${userId}` };
}

describe('SessionCache', () => {
  const idleSince = (now: Date) => new Date(now.getTime() - 30 * MINUTE);

  it('serves a stored session until its user changes, and only that user', () => {
    let live = true;
    const cache = new SessionCache<ReturnType<typeof session>>(MINUTE, () => live);
    cache.store(cache.ticket(), 'a', session(1), at(0));
    cache.store(cache.ticket(), 'b', session(1), at(0));
    cache.store(cache.ticket(), 'c', session(2), at(0));
    expect(cache.get('a', at(1000), idleSince(at(1000)))?.user_id).toBe(1);
    cache.apply({ kind: 'user', userId: 1 });
    expect(cache.get('a', at(1000), idleSince(at(1000)))).toBeNull();
    expect(cache.get('b', at(1000), idleSince(at(1000)))).toBeNull();
    expect(cache.get('c', at(1000), idleSince(at(1000)))?.user_id).toBe(2);
    cache.apply({ kind: 'offerings' });
    expect(cache.get('c', at(1000), idleSince(at(1000)))?.user_id).toBe(2);
    cache.apply({ kind: 'all' });
    expect(cache.get('c', at(1000), idleSince(at(1000)))).toBeNull();
    // Not live: nothing is served, nothing is kept.
    cache.store(cache.ticket(), 'd', session(3), at(0));
    live = false;
    expect(cache.get('d', at(1000), idleSince(at(1000)))).toBeNull();
    cache.store(cache.ticket(), 'e', session(3), at(0));
    live = true;
    expect(cache.get('e', at(1000), idleSince(at(1000)))).toBeNull();
  });

  it('does not keep a read that overlapped a change', () => {
    const cache = new SessionCache<ReturnType<typeof session>>(MINUTE, () => true);
    const ticket = cache.ticket();
    // The read started, then a logout of another user was announced before it ended.
    cache.apply({ kind: 'user', userId: 9 });
    cache.store(ticket, 'a', session(1), at(0));
    expect(cache.get('a', at(0), idleSince(at(0)))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('re-reads after the TTL, at the absolute expiry and when the session looks idle', () => {
    const cache = new SessionCache<ReturnType<typeof session>>(MINUTE, () => true);
    cache.store(cache.ticket(), 'ttl', session(1), at(0));
    expect(cache.get('ttl', at(MINUTE + 1), idleSince(at(MINUTE + 1)))).toBeNull();

    cache.store(cache.ticket(), 'expiring', session(2, { expires: 10_000 }), at(0));
    expect(cache.get('expiring', at(9_000), idleSince(at(9_000)))).not.toBeNull();
    expect(cache.get('expiring', at(10_000), idleSince(at(10_000)))).toBeNull();

    const longTtl = new SessionCache<ReturnType<typeof session>>(3600_000, () => true);
    longTtl.store(longTtl.ticket(), 'idle', session(3, { lastUsed: 0, expires: 120 * MINUTE }), at(0));
    expect(longTtl.get('idle', at(29 * MINUTE), idleSince(at(29 * MINUTE)))).not.toBeNull();
    expect(longTtl.get('idle', at(31 * MINUTE), idleSince(at(31 * MINUTE)))).toBeNull();

    // A use written by this process moves the idle limit along.
    longTtl.store(longTtl.ticket(), 'used', session(4, { lastUsed: 0, expires: 120 * MINUTE }), at(0));
    longTtl.touched('used', at(20 * MINUTE));
    expect(longTtl.get('used', at(45 * MINUTE), idleSince(at(45 * MINUTE)))).not.toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache<ReturnType<typeof session>>(MINUTE, () => true, 2);
    cache.store(cache.ticket(), 'a', session(1), at(0));
    cache.store(cache.ticket(), 'b', session(2), at(0));
    cache.store(cache.ticket(), 'c', session(3), at(0));
    expect(cache.size).toBe(2);
    expect(cache.get('a', at(0), idleSince(at(0)))).toBeNull();
    expect(cache.get('c', at(0), idleSince(at(0)))?.user_id).toBe(3);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new SessionCache<ReturnType<typeof session>>(0, () => true);
    cache.store(cache.ticket(), 'a', session(1), at(0));
    expect(cache.size).toBe(0);
  });
});

describe('OfferingsCache', () => {
  it('serves the JSON of the same UTC day until the offerings change or the TTL passes', () => {
    const cache = new OfferingsCache(MINUTE, () => true);
    cache.store(cache.ticket(), '2026-11-23', '{"data":[]}', at(0));
    expect(cache.get('2026-11-23', at(1000))).toBe('{"data":[]}');
    expect(cache.get('2026-11-24', at(1000))).toBeNull();
    expect(cache.get('2026-11-23', at(MINUTE + 1))).toBeNull();
    cache.apply({ kind: 'user', userId: 1 });
    expect(cache.get('2026-11-23', at(1000))).toBe('{"data":[]}');
    cache.apply({ kind: 'offerings' });
    expect(cache.get('2026-11-23', at(1000))).toBeNull();
  });

  it('does not keep a read that overlapped a change', () => {
    const cache = new OfferingsCache(MINUTE, () => true);
    const ticket = cache.ticket();
    cache.apply({ kind: 'offerings' });
    cache.store(ticket, '2026-11-23', '{"data":[]}', at(0));
    expect(cache.get('2026-11-23', at(0))).toBeNull();
  });
});

describe('parseChange', () => {
  it('reads the payloads of migration 0006 and nothing else', () => {
    expect(parseChange('user:42')).toEqual({ kind: 'user', userId: 42 });
    expect(parseChange('offerings')).toEqual({ kind: 'offerings' });
    expect(parseChange('all')).toEqual({ kind: 'all' });
    expect(parseChange('user:')).toBeNull();
    expect(parseChange('user:4x')).toBeNull();
    expect(parseChange('sync:abc:1')).toBeNull();
  });
});

/**
 * A PostgreSQL stand-in for the change feed: `listen` succeeds; each pg_notify sent
 * through the pool comes back to the newest listener while `deliver` is true. With
 * `deliver` false the listening connection is dead without knowing it (a firewall or
 * NAT that dropped it, a half-open TCP connection): no error, no end, no notification.
 */
function fakePostgres() {
  const dialect = new PgDialect();
  const state = { deliver: true, listens: [] as ListenHandlers[], stopped: 0 };
  const database = {
    kind: 'postgres',
    db: {
      async execute(query: SQL) {
        const [channel, payload] = dialect.sqlToQuery(query).params as string[];
        const listener = state.listens.at(-1);
        if (state.deliver && listener && channel === 'ingreso_cache') setImmediate(() => listener.notify(payload));
        return { rows: [] };
      },
    },
    async listen(_channel: string, handlers: ListenHandlers) {
      state.listens.push(handlers);
      return async () => {
        state.stopped++;
      };
    },
  } as unknown as Database;
  return { database, state };
}

const quietLog = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const shape = (userId: number) => ({
  id: userId,
  user_id: userId,
  expires_at: new Date(Date.now() + 3600_000),
  last_used_at: new Date(),
  scope: 'aspirante',
  role_id: 2,
  user: { name: 'x', email: 'x@x', email_verified_at: null },
  role_description: 'Aspirante',
  has_persona: false,
});

describe('ChangeFeed with a listening connection that died silently', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a marker that does not come back turns the caches off and listens again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { database, state } = fakePostgres();
    const caches = (await startHotCaches(database, 60, quietLog))!;
    try {
      await caches.feed.sync(); // healthy: the marker comes back
      expect(caches.feed.live).toBe(true);
      state.deliver = false;
      const now = new Date();
      caches.sessions.store(caches.sessions.ticket(), 'h', shape(1), now);
      expect(caches.sessions.get('h', now, new Date(now.getTime() - 60_000))).not.toBeNull();

      const sync = caches.feed.sync();
      await vi.advanceTimersByTimeAsync(SYNC_TIMEOUT_MS + 100);
      await sync;
      // Nothing says the feed works: nothing is served from the caches.
      expect(caches.feed.live).toBe(false);
      caches.sessions.store(caches.sessions.ticket(), 'h', shape(1), now);
      expect(caches.sessions.get('h', now, new Date(now.getTime() - 60_000))).toBeNull();
      expect(state.stopped).toBe(1);

      // A new listening connection; once it is up the caches work again.
      state.deliver = true;
      await vi.advanceTimersByTimeAsync(600);
      expect(state.listens.length).toBe(2);
      expect(caches.feed.live).toBe(true);
    } finally {
      await caches.close();
    }
  });

  it('a process that writes nothing notices too, within seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { database, state } = fakePostgres();
    const caches = (await startHotCaches(database, 60, quietLog))!;
    try {
      expect(caches.feed.live).toBe(true);
      state.deliver = false;
      // The next check gets no answer in time: caches off, the connection dropped.
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + SYNC_TIMEOUT_MS + 100);
      expect(caches.feed.live).toBe(false);
      expect(state.stopped).toBe(1);
    } finally {
      await caches.close();
    }
  });

  it('a healthy feed stays live, and stops checking once closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { database, state } = fakePostgres();
    const caches = (await startHotCaches(database, 60, quietLog))!;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(caches.feed.live).toBe(true);
    expect(state.listens.length).toBe(1);
    await caches.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
