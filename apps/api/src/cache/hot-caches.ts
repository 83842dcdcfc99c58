import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { ChangeFeed } from './change-feed.js';
import { OfferingsCache } from './offerings-cache.js';
import type { ActiveSession } from '../sessions/session.queries.js';
import { SessionCache } from './session-cache.js';

/**
 * The two read caches of the hot path (decision 77) and the change feed that keeps
 * them right in every process. Built once per app; `null` when CACHE_TTL_SECONDS=0.
 */
export interface HotCaches {
  feed: ChangeFeed;
  sessions: SessionCache<ActiveSession>;
  offerings: OfferingsCache;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (the user-info call): its answer need not wait for the change feed. */
    readOnly?: boolean;
    /**
     * A POST that writes only rows no process has cached yet (the login: its new session and
     * its throttle counters), so its answer need not wait for the change feed either (issue 20).
     */
    writesNothingCached?: boolean;
  }
  interface FastifyInstance {
    /** The app's read caches, for tests and tools that must wait for a change to arrive. */
    hotCaches: HotCaches | null;
  }
}

export async function startHotCaches(database: Database, ttlSeconds: number, log: FastifyBaseLogger): Promise<HotCaches | null> {
  if (ttlSeconds <= 0) return null;
  const feed = new ChangeFeed(database, log);
  const isLive = () => feed.live;
  const sessions = new SessionCache<ActiveSession>(ttlSeconds * 1000, isLive);
  const offerings = new OfferingsCache(ttlSeconds * 1000, isLive);
  feed.onChange((change) => {
    sessions.apply(change);
    offerings.apply(change);
  });
  feed.onReset(() => {
    sessions.clear();
    offerings.clear();
  });
  await feed.start();
  return { feed, sessions, offerings, close: () => feed.close() };
}
