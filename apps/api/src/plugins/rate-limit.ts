import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis as RedisClient } from 'ioredis';
import { lazyModule } from '../lib/lazy-module.js';
import type { AppConfig } from '../config.js';

/** How long a request may wait for Redis before the limiter lets it through. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** At start-up, how long to wait for the first connection before serving without it. */
const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** While Redis stays down, the warning repeats at most this often. */
const WARN_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit for the per-route limits (the account calls set theirs in
 * auth.routes.ts). Without REDIS_URL the counters live in this process's memory;
 * with it they live in Redis under `${REDIS_KEY_PREFIX}rl:`, so every process
 * behind the proxy counts the same requests.
 *
 * Redis unreachable: fail open (docs/decisions.md 57). The request goes through,
 * a warning is logged, and failed logins are still throttled per e-mail and address
 * from the database, so only the coarse per-address limit is lost meanwhile.
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }

  // Loaded only with REDIS_URL (decision 301).
  const { Redis } = lazyModule<{ Redis: typeof RedisClient }>('ioredis')();
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Without a connection a command fails at once instead of queueing, and is not
    // retried: the limiter must answer now, not when Redis comes back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect in the background, every 5 s at most.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });

  let up = false;
  let lastWarning = 0;
  redis.on('ready', () => {
    if (!up) app.log.info('Redis conectado: los límites por dirección se comparten entre procesos');
    up = true;
  });
  const warn = (err: Error) => {
    const now = Date.now();
    if (up || now - lastWarning >= WARN_EVERY_MS) {
      lastWarning = now;
      app.log.warn(
        { err: { message: err.message, code: (err as NodeJS.ErrnoException).code } },
        'Redis no responde: los límites por dirección no se aplican hasta que vuelva (los intentos fallidos de login se siguen limitando desde la base)',
      );
    }
    up = false;
  };
  redis.on('error', warn);

  try {
    await redis.connect();
  } catch (err) {
    // Serve anyway; ioredis keeps reconnecting in the background (retryStrategy).
    warn(err as Error);
  }

  app.addHook('onClose', async () => {
    // quit() waits for Redis's answer, which never comes when it is down.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redisKeyPrefix}rl:`,
    skipOnError: true,
  });
}
