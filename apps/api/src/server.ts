import path from 'node:path';
import { buildApp } from './app.js';
import { ensureAdmin } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';

/** Entry point: config, migrate, seed, listen, and shut down gracefully. */
async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
  await database.migrate();
  const app = await buildApp({ config, database });
  await ensureAdmin(database.db, config, app.log);
  if (config.seedDemo) await seedDemo(database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Ingreso está listo en ${config.publicUrl}\n  (base de datos: ${database.kind === 'pglite' ? `PGlite en ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'})\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
