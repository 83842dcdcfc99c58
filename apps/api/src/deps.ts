import type { FastifyBaseLogger } from 'fastify';
import type { HotCaches } from './cache/hot-caches.js';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { BackgroundTasks } from './lib/background-tasks.js';
import type { Mailer } from './mail/mailer.js';

/** What every module's routes and services receive. */
export interface AppDeps {
  db: Db;
  database: Database;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Read caches of the hot path; null when turned off (CACHE_TTL_SECONDS=0). */
  caches: HotCaches | null;
  /** Work after the answer (bulk e-mails); absent where no app runs it (a script), which then awaits it. */
  background?: BackgroundTasks;
}
