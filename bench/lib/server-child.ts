/**
 * One server under measurement, in its own process (forked by bench/lib/server.ts),
 * so its memory is its own and the load generator does not share its event loop.
 *
 * BENCH_ROLE=app: the real API (buildApp) on PGlite in memory or on BENCH_DB_URL.
 * BENCH_ROLE=limit: a bare Fastify answering, from memory, JSON handed over by the parent.
 *
 * The parent talks to it over IPC: `sql` runs a statement on the server's own
 * database (the only way to seed an in-memory PGlite), `memory` reports RSS now and
 * at its peak (VmHWM), `close` stops it.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { ensureAdmin } from '../../apps/api/src/bootstrap.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { seedDemo } from '../../apps/api/src/db/seed/demo.js';
import type { ChildMessage, ParentMessage } from './protocol.js';

function send(message: ChildMessage) {
  process.send?.(message);
}

async function memory() {
  // VmHWM is the kernel's high-water mark of the resident set: the peak, not a sample.
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20), peak_rss_mb: Math.round(kb('VmHWM') / 1024) };
}

async function startApp() {
  const dataDir = process.env.BENCH_DATA_DIR as string;
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: process.env.BENCH_WEB_DIST ?? `${dataDir}/no-spa`,
    // The in-process limiter would refuse a load test from one address after 60 calls.
    AUTH_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'Bench-admin-2026',
    PUBLIC_URL: 'http://bench.test',
    SEED_DEMO: '0',
    ...(process.env.BENCH_CACHE_TTL ? { CACHE_TTL_SECONDS: process.env.BENCH_CACHE_TTL } : {}),
    // PGlite's WASM settings as `npm start` takes them (decisions 320 and 321).
    ...(process.env.PGLITE_SHARED_BUFFERS_MB ? { PGLITE_SHARED_BUFFERS_MB: process.env.PGLITE_SHARED_BUFFERS_MB } : {}),
    ...(process.env.PGLITE_WASM_TIER_UP ? { PGLITE_WASM_TIER_UP: process.env.PGLITE_WASM_TIER_UP } : {}),
    ...(process.env.PGLITE_WASM_COMPILE_THREADS ? { PGLITE_WASM_COMPILE_THREADS: process.env.PGLITE_WASM_COMPILE_THREADS } : {}),
  });
  const database = openDatabase(process.env.BENCH_DB_URL ? { url: process.env.BENCH_DB_URL, poolSize: 20 } : { pglite: config.pglite });
  if (process.env.BENCH_MIGRATE !== '0') await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  if (process.env.BENCH_MIGRATE !== '0') {
    await ensureAdmin(database.db, config, app.log);
    // The demo instancias open today: the offerings page then answers what a real portal does.
    await seedDemo(database.db);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As server.ts does after listening: the pool's connections open in the background.
  void database.warmUp?.().catch(() => undefined);
  const port = (app.server.address() as { port: number }).port;
  return {
    port,
    run: async (text: string) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
      return result.rows;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function startLimit(routes: Record<string, unknown>) {
  const app = Fastify({ logger: false });
  for (const [route, body] of Object.entries(routes)) {
    const [method, url] = route.split(' ');
    app.route({ method: method as 'GET' | 'POST', url, handler: async () => body });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as { port: number }).port,
    run: async () => [] as unknown[],
    close: () => app.close(),
  };
}

async function main() {
  const role = process.env.BENCH_ROLE;
  const server =
    role === 'limit' ? await startLimit(JSON.parse(process.env.BENCH_LIMIT_ROUTES ?? '{}') as Record<string, unknown>) : await startApp();
  process.on('message', (raw) => {
    const message = raw as ParentMessage;
    void (async () => {
      try {
        if (message.type === 'sql') send({ type: 'result', id: message.id, rows: await server.run(message.text) });
        else if (message.type === 'memory') send({ type: 'result', id: message.id, rows: [await memory()] });
        else if (message.type === 'close') {
          await server.close();
          send({ type: 'result', id: message.id, rows: [] });
          process.exit(0);
        }
      } catch (error) {
        // drizzle wraps the database's error: its message (the constraint, the timeout) is the cause's.
        const cause = error instanceof Error && error.cause instanceof Error ? `\ncause: ${error.cause.message}` : '';
        send({ type: 'error', id: message.id, message: (error instanceof Error ? error.message : String(error)) + cause });
      }
    })();
  });
  send({ type: 'ready', port: server.port });
}

main().catch((error) => {
  send({ type: 'fatal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
