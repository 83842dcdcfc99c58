import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './mail/mailer.js';

/** What every module's routes and services receive. */
export interface AppDeps {
  db: Db;
  database: Database;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
