import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createStorage } from '../storage/index.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/**
 * npm run backup -- [archivo.tar.gz]
 * npm run restore -- <archivo.tar.gz> [--force]
 *
 * Both use the portal's own configuration (DATA_DIR, DATABASE_URL, S3_*), so they
 * act on the same database and documents as `npm start` would.
 */
const USAGE = `Uso:
  npm run backup -- [archivo.tar.gz]            copia la base y los documentos (por defecto en backups/)
  npm run restore -- <archivo.tar.gz> [--force] restaura una copia en un destino vacío (--force reemplaza lo que haya)`;

function stamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || rest.some((a) => a.startsWith('--') && a !== '--force') || args.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'restore' && args.length !== 1) {
    console.error(`Indique el archivo de la copia.\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  // PGlite admits one process: with the portal running, a backup or restore must wait.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = openDatabase({
    url: config.databaseUrl,
    dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    pglite: config.pglite,
  });
  const storage = createStorage(config);
  const where = database.kind === 'pglite' ? `PGlite en ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
  try {
    if (command === 'backup') {
      const output = args[0] ?? path.join('backups', `ingreso-${stamp()}.tar.gz`);
      console.log(`Copiando ${where} y los documentos...`);
      const r = await createBackup({ database, storage, output });
      console.log(`Copia de seguridad lista: ${r.file}`);
      console.log(`  ${r.tables} tablas, ${r.rows} filas, ${r.objects} documentos (${mb(r.bytes)})`);
      if (r.missing.length) {
        console.log(`  Atención: ${r.missing.length} documento(s) se borraron o reemplazaron durante la copia y no se incluyeron:`);
        for (const key of r.missing) console.log(`    ${key}`);
      }
    } else {
      console.log(`Restaurando ${args[0]} en ${where}...`);
      const r = await restoreBackup({ database, storage, input: args[0], force });
      console.log(`Restauración completa: ${r.tables} tablas, ${r.rows} filas, ${r.objects} documentos.`);
      if (r.migrated) console.log(`  Se aplicaron ${r.migrated} migración(es) posteriores a la copia.`);
    }
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError || err instanceof DataDirLockedError) {
      console.error(`Error: ${err.message}`);
    } else {
      console.error('Error inesperado:', err);
    }
    process.exit(1);
  },
);
