import path from 'node:path';
import { buildApp } from './app.js';
import { ensureAdmin } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';
import { DataDirLockedError, lockDataDir } from './maintenance/data-dir-lock.js';
import { sweepOrphans } from './maintenance/sweep-orphans.js';
import { createStorage } from './storage/index.js';

/** Entry point: config, migrate, seed, listen, and shut down gracefully. */
async function main() {
  const config = loadConfig();
  // Two processes on one PGlite directory would corrupt it; a lock left by a killed process is taken over.
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  process.on('exit', releaseLock);
  const database = openDatabase({
    url: config.databaseUrl,
    dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    pglite: config.pglite,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  // Before listening: leftovers of uploads cut short by a crash (decision 50).
  await sweepOrphans(database.db, createStorage(config), {
    graceSeconds: config.orphanSweepGraceSeconds,
    stagingDir: path.join(config.dataDir, 'uploads', '.tmp'),
    log: app.log,
  });
  await ensureAdmin(database.db, config, app.log);
  if (config.seedDemo) await seedDemo(database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // After listening, so start-up is not slower; a failure here only means cold connections.
  database.warmUp?.().catch((err: Error) => app.log.warn({ err }, 'PostgreSQL: no se pudieron abrir de antemano las conexiones'));
  console.log(
    `\n  Ingreso está listo en ${config.publicUrl}\n  (base de datos: ${database.kind === 'pglite' ? `PGlite en ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'})\n`,
  );
}

main().catch((err) => {
  // A locked data directory is an operator's situation, not a bug: the message alone says what to do.
  console.error(err instanceof DataDirLockedError ? `\n  ${err.message}\n` : err);
  process.exit(1);
});
