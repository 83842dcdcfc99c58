import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { CHANGE_CHANNEL } from '../cache/change-feed.js';
import type { Database, DbOrTx } from '../db/client.js';
import { StorageNotFoundError, type ObjectStorage } from '../storage/index.js';
import { readTar, tarEnd, tarEntry, type TarEntry } from './tar.js';

/**
 * Backups: one .tar.gz holding every row of every table of the `public` schema
 * (as JSON, written and read back by the database itself, so types round-trip
 * exactly) and every stored document. The same format serves PGlite and
 * PostgreSQL, so a backup of the embedded database restores onto a server and
 * back (decision 52).
 *
 *   ingreso/backup.json           format, date, source kind, applied migrations
 *   ingreso/db/<table>/<n>.json   rows in chunks, parents before children
 *   ingreso/objects/<key>         the documents the file rows point to
 *   ingreso/manifest.json         rows and SHA-256 per table, size and SHA-256 per object
 */

export const BACKUP_FORMAT = 'ingreso-backup';
const FORMAT_VERSION = 1;
const ROWS_PER_CHUNK = 2000;
const migrationsFolder = path.join(import.meta.dirname, '../db/migrations');

/**
 * Tables that hold only what the database derives from other tables through its own
 * triggers: never copied, and never loaded from an archive. A restore rebuilds them while
 * it loads the rows they are derived from (inscriptos_por_estado counts the rows of
 * inscriptos as they are inserted: migration 0005, decision 74; the reports' aggregates
 * follow accounts, personas, files, enrolments and the audit: migration 0025, decision 287,
 * and the document reviews: migration 0028, decision 353;
 * the possible duplicate pairs follow personas and account e-mails: migration 0026, decision 184).
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'inscriptos_por_estado',
  'inscriptos_por_bloque',
  'reporte_cuentas',
  'reporte_cuentas_por_dia',
  'reporte_personas',
  'reporte_embudo_por_dia',
  'reporte_decisiones',
  'reporte_observaciones',
  'reporte_observados_por_documento',
  'reporte_motivos_por_documento',
  'persona_duplicate_pairs',
]);

/** A refusal or a bad archive: its message (Spanish) is for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

interface BackupMeta {
  format: string;
  version: number;
  created_at: string;
  source: 'pglite' | 'postgres';
  migrations: Array<{ hash: string; created_at: number }>;
}

interface Manifest {
  tables: Record<string, { rows: number; sha256: string }>;
  objects: Record<string, { size: number; sha256: string }>;
  /** Keys a file row pointed to but storage no longer had when the backup ran. */
  missing: string[];
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  objects: number;
  bytes: number;
  missing: string[];
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  objects: number;
  /** Migrations newer than the backup that were applied after loading it. */
  migrated: number;
}

async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The tables of `public`, parents before the tables whose foreign keys point at them. */
async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname collate "C"`,
    )
  ).map((r) => r.name);
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint co
        join pg_class ch on ch.oid = co.conrelid join pg_class pa on pa.oid = co.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where co.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t)) return;
    if (path.has(t)) throw new Error(`foreign key cycle through ${t}`);
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    done.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/**
 * Each row as the database's own JSON text, in a fixed order (byte order of that
 * text), with timestamps in UTC: the same rows give the same text on PGlite and
 * PostgreSQL, so the hash below compares a restore with its source.
 */
async function tableRows(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await query<{ j: string }>(
    db,
    sql`select j from (select row_to_json(t)::text as j from ${sql.identifier(table)} t) r order by j collate "C"`,
  );
  return rows.map((r) => r.j);
}

/** The tables a backup copies: all but the derived ones. */
async function copiedTables(db: DbOrTx): Promise<string[]> {
  return (await tablesInDependencyOrder(db)).filter((t) => !DERIVED_TABLES.has(t));
}

/** Row count and SHA-256 of every copied table, as the manifest records them. */
export async function tableDigests(db: DbOrTx): Promise<Manifest['tables']> {
  const out: Manifest['tables'] = {};
  for (const table of await copiedTables(db)) {
    const rows = await tableRows(db, table);
    out[table] = { rows: rows.length, sha256: sha256(rows.join('\n')) };
  }
  return out;
}

async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}

/**
 * Writes the backup to `output` (first as `output.partial`, renamed at the end, so
 * an interrupted run never leaves a file that looks complete). On PostgreSQL the
 * rows are read in one REPEATABLE READ transaction: a consistent snapshot while
 * the portal keeps running. PGlite is one process: the caller holds its lock.
 */
export async function createBackup(opts: { database: Database; storage: ObjectStorage; output: string }): Promise<BackupSummary> {
  const { database, storage } = opts;
  const output = path.resolve(opts.output);
  await mkdir(path.dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  const manifest: Manifest = { tables: {}, objects: {}, missing: [] };
  let totalRows = 0;
  let bytes = 0;

  async function* archive(tx: DbOrTx): AsyncGenerator<Buffer> {
    await tx.execute(sql`set local time zone 'UTC'`);
    const migrations = await query<{ hash: string; created_at: string | number }>(
      tx,
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
    ).catch(() => {
      throw new BackupError('La base de datos no tiene las migraciones del portal: no hay nada que copiar.');
    });
    const meta: BackupMeta = {
      format: BACKUP_FORMAT,
      version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      source: database.kind,
      migrations: migrations.map((m) => ({ hash: m.hash, created_at: Number(m.created_at) })),
    };
    yield* tarEntry('ingreso/backup.json', Buffer.from(JSON.stringify(meta, null, 2)));

    const storageKeys: string[] = [];
    for (const table of await copiedTables(tx)) {
      const rows = await tableRows(tx, table);
      manifest.tables[table] = { rows: rows.length, sha256: sha256(rows.join('\n')) };
      totalRows += rows.length;
      for (let i = 0; i * ROWS_PER_CHUNK < rows.length; i++) {
        const chunk = rows.slice(i * ROWS_PER_CHUNK, (i + 1) * ROWS_PER_CHUNK);
        yield* tarEntry(`ingreso/db/${table}/${String(i + 1).padStart(6, '0')}.json`, Buffer.from(`[${chunk.join(',\n')}]`));
      }
      if (table === 'files' || table === 'wizard_draft_files' || table === 'identity_claim_files')
        for (const row of rows) storageKeys.push((JSON.parse(row) as { storage_key: string }).storage_key);
    }

    // Only the objects the rows point to: an orphan left by a crash is not data.
    for (const key of storageKeys) {
      const content = await readObject(storage, key);
      if (!content) {
        // Replaced or deleted after the snapshot was taken; the start-up sweep drops such rows after a restore.
        manifest.missing.push(key);
        continue;
      }
      manifest.objects[key] = { size: content.length, sha256: sha256(content) };
      bytes += content.length;
      yield* tarEntry(`ingreso/objects/${key}`, content);
    }
    yield* tarEntry('ingreso/manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    yield tarEnd();
  }

  try {
    await database.db.transaction(
      async (tx) => {
        await pipeline(Readable.from(archive(tx)), createGzip(), createWriteStream(partial, { mode: 0o600 }));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, output);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return {
    file: output,
    tables: Object.keys(manifest.tables).length,
    rows: totalRows,
    objects: Object.keys(manifest.objects).length,
    bytes,
    missing: manifest.missing,
  };
}

/** Applies the given migrations the way drizzle's migrator does, recording them in its table. */
async function applyMigrations(db: DbOrTx, migrations: ReturnType<typeof readMigrationFiles>) {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const m of migrations) {
    for (const statement of m.sql) if (statement.trim()) await db.execute(sql.raw(statement));
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`);
  }
}

/**
 * Tells every running process to empty its read caches (decision 77): a restore replaces
 * rows in ways the triggers of migration 0006 do not see (a dropped schema, a load from
 * a backup that predates them).
 */
async function announceEverythingChanged(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'all')`);
}

/** True when the database has any table of its own or storage holds any object. */
async function targetInUse(database: Database, storage: ObjectStorage): Promise<string | null> {
  const [{ n }] = await query<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  if (n > 0) return 'la base de datos ya tiene tablas';
  for await (const object of storage.list()) {
    void object;
    return 'el almacenamiento de documentos ya tiene archivos';
  }
  return null;
}

/**
 * Restores `input` into an empty database and storage (or, with `force`, replaces
 * what is there). The schema is built by the migrations the backup was made with,
 * the rows and documents are loaded and checked against the manifest in one
 * transaction, and then any newer migration of this version runs, as at start-up.
 */
export async function restoreBackup(opts: {
  database: Database;
  storage: ObjectStorage;
  input: string;
  force?: boolean;
}): Promise<RestoreSummary> {
  const { database, storage } = opts;
  const inUse = await targetInUse(database, storage);
  if (inUse && !opts.force) {
    throw new BackupError(
      `El destino no está vacío (${inUse}). Restaure sobre un DATA_DIR o una base vacíos, o agregue --force para reemplazar todo su contenido.`,
    );
  }

  const file = createReadStream(path.resolve(opts.input));
  const gunzip = createGunzip();
  // pipe() does not pass the file's own errors (a missing file) on: without this the read would wait forever.
  file.on('error', (err) => gunzip.destroy(err));
  try {
    return await loadArchive(opts, inUse, damagedAsBackupError(readTar(file.pipe(gunzip))));
  } finally {
    file.destroy();
  }
}

/** Read errors of the archive itself (gzip, tar, file) in the operator's terms; the original stays as `cause`. */
async function* damagedAsBackupError(entries: AsyncGenerator<TarEntry>): AsyncGenerator<TarEntry> {
  for (;;) {
    let next: IteratorResult<TarEntry>;
    try {
      next = await entries.next();
    } catch (err) {
      throw Object.assign(new BackupError(`La copia está dañada o incompleta (${(err as Error).message}).`), { cause: err });
    }
    if (next.done) return;
    yield next.value;
  }
}

async function loadArchive(
  opts: { database: Database; storage: ObjectStorage; input: string },
  inUse: string | null,
  entries: AsyncGenerator<TarEntry>,
): Promise<RestoreSummary> {
  const { database, storage } = opts;
  const first = await entries.next().catch((err: unknown) => {
    const cause = (err as { cause?: NodeJS.ErrnoException }).cause;
    if (cause?.code === 'ENOENT' || cause?.code === 'EACCES' || cause?.code === 'EISDIR') {
      throw new BackupError(`No se pudo leer ${opts.input}: ${cause.message}`);
    }
    throw new BackupError(`${opts.input} no es una copia de seguridad de Ingreso.`);
  });
  let meta: BackupMeta | null = null;
  if (!first.done && first.value.name === 'ingreso/backup.json') {
    try {
      meta = JSON.parse(first.value.content.toString('utf8')) as BackupMeta;
    } catch {
      meta = null;
    }
  }
  if (!meta || meta.format !== BACKUP_FORMAT) throw new BackupError(`${opts.input} no es una copia de seguridad de Ingreso.`);
  if (meta.version !== FORMAT_VERSION)
    throw new BackupError(`La copia usa el formato ${meta.version}, que esta versión del portal no conoce.`);

  const known = readMigrationFiles({ migrationsFolder });
  const taken = meta.migrations;
  if (taken.length > known.length || taken.some((m, i) => m.hash !== known[i].hash)) {
    throw new BackupError(
      'La copia fue hecha con otra versión del esquema (migraciones distintas). Restáurela con la versión del portal que la creó.',
    );
  }

  const previousKeys: string[] = [];
  if (inUse) {
    for await (const object of storage.list()) previousKeys.push(object.key);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    // Dropping fires no trigger: the running processes' caches (decision 77) still hold the old rows.
    await announceEverythingChanged(database.db);
  }
  await database.db.transaction(async (tx) => applyMigrations(tx, known.slice(0, taken.length)));

  const written = new Map<string, string>();
  let manifest: Manifest | null = null;
  let totalRows = 0;
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      // Delivered when the rows commit. A backup made before migration 0006 loads without
      // its triggers, so nothing else would tell the running processes.
      await announceEverythingChanged(tx);
      const tables = await tablesInDependencyOrder(tx);
      // The migrations loaded reference data: the backup's rows replace it. Derived tables
      // are emptied too, and their triggers fill them again as the rows go in.
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map((t) => sql.identifier(t)),
          sql`, `,
        )} restart identity cascade`,
      );
      for await (const entry of entries) {
        const db = /^ingreso\/db\/([a-z0-9_]+)\/\d+\.json$/.exec(entry.name);
        if (db) {
          if (!tables.includes(db[1])) throw new BackupError(`La copia trae la tabla ${db[1]}, que este esquema no tiene.`);
          if (DERIVED_TABLES.has(db[1]))
            throw new BackupError(`La copia trae la tabla ${db[1]}, que la base calcula sola y no se restaura.`);
          await tx.execute(
            sql`insert into ${sql.identifier(db[1])} overriding system value
                select * from json_populate_recordset(null::${sql.identifier(db[1])}, ${entry.content.toString('utf8')}::json)`,
          );
        } else if (entry.name.startsWith('ingreso/objects/')) {
          const key = entry.name.slice('ingreso/objects/'.length);
          await storage.put(key, entry.content);
          written.set(key, sha256(entry.content));
        } else if (entry.name === 'ingreso/manifest.json') {
          manifest = JSON.parse(entry.content.toString('utf8')) as Manifest;
        }
      }
      if (!manifest) throw new BackupError('La copia está incompleta: falta su manifiesto.');
      const m: Manifest = manifest;

      // Check what the database now holds, not what was sent to it.
      const restored = await tableDigests(tx);
      for (const [table, expected] of Object.entries(m.tables)) {
        const got = restored[table];
        if (!got || got.rows !== expected.rows || got.sha256 !== expected.sha256) {
          throw new BackupError(`La tabla ${table} no coincide con la copia (${got?.rows ?? 0} de ${expected.rows} filas).`);
        }
        totalRows += got.rows;
      }
      for (const [key, expected] of Object.entries(m.objects)) {
        if (written.get(key) !== expected.sha256) throw new BackupError(`El documento ${key} falta o está dañado en la copia.`);
      }

      // Identity columns continue after the highest restored id.
      const sequences = await query<{ tbl: string; col: string; seq: string }>(
        tx,
        sql`select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
            from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
              and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
      );
      for (const s of sequences) {
        await tx.execute(
          sql`select setval(${s.seq}, coalesce((select max(${sql.identifier(s.col)}) from ${sql.identifier(s.tbl)}), 0) + 1, false)`,
        );
      }
    });
  } catch (err) {
    // Nothing of the rows stayed (rolled back); the documents written go too.
    await Promise.all([...written.keys()].map((key) => storage.delete(key).catch(() => {})));
    throw err;
  }

  await database.migrate();
  // The migrations newer than the backup may have changed rows the caches hold.
  await announceEverythingChanged(database.db);
  for (const key of previousKeys) if (!written.has(key)) await storage.delete(key);
  return {
    tables: Object.keys((manifest as Manifest | null)?.tables ?? {}).length,
    rows: totalRows,
    objects: written.size,
    migrated: known.length - taken.length,
  };
}
