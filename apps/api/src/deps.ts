import type { FastifyBaseLogger } from 'fastify';
import type { HotCaches } from './cache/hot-caches.js';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';

/** What every module's routes and services receive. */
export interface AppDeps {
  db: Db;
  database: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Read caches of the hot path; null when turned off (CACHE_TTL_SECONDS=0). */
  caches: HotCaches | null;
}
