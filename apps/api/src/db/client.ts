import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { preparedStatementClient } from './pglite-statements.js';
import * as schema from './schema/index.js';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; queries take `Db | Tx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** What a LISTEN subscription calls: each NOTIFY payload, and once if the subscription dies. */
export interface ListenHandlers {
  notify(payload: string): void;
  lost(err: Error): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * LISTEN on `channel`; resolves once listening, with the function that stops. On
   * PostgreSQL it holds one connection of its own, outside the pool; on PGlite the
   * payloads arrive before the writing query's promise resolves (one connection).
   */
  listen(channel: string, handlers: ListenHandlers, applicationName?: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: opens every connection of the pool now (decision 199), so that the first
   * rush after start does not also pay for starting PostgreSQL's backends.
   */
  warmUp?(): Promise<void>;
  /** PGlite only: the whole data folder as a tar (what `loadDataDir` takes back). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Any constant shared by every process of this app; it names the migration lock. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Several processes starting together on one PostgreSQL database would each run
 * the pending migrations at once, and all but one would fail half-way. A
 * session-level advisory lock, held on one connection for the whole run, makes
 * them take turns; whoever comes second finds nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

export const LISTENER_APPLICATION_NAME = 'ingreso-cambios';
/** The mail worker's wake-up connection (decision 242), apart from the caches' one. */
export const MAIL_LISTENER_APPLICATION_NAME = 'ingreso-correo';

/** A connection of its own that only listens: a pooled one would be handed to queries. */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  applicationName = LISTENER_APPLICATION_NAME,
): Promise<() => Promise<void>> {
  // Named, so an administrator (and the tests) can tell it apart in pg_stat_activity.
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  let stopping = false;
  let reported = false;
  const lost = (err: Error) => {
    if (stopping || reported) return;
    reported = true;
    handlers.lost(err);
  };
  client.on('notification', (n) => {
    if (n.channel === channel) handlers.notify(n.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', () => lost(new Error('la conexión que escucha se cerró')));
  try {
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  } catch (err) {
    stopping = true;
    await client.end().catch(() => undefined);
    throw err;
  }
  return async () => {
    stopping = true;
    await client.end().catch(() => undefined);
  };
}

/** PGlite's buffer cache unless told otherwise (PGLITE_SHARED_BUFFERS_MB, decision 320). */
export const PGLITE_SHARED_BUFFERS_DEFAULT_MB = 16;
/** What PGlite 0.3's WASM passes its Postgres on the command line; no option of its API changes it. */
const STOCK_SHARED_BUFFERS = 'shared_buffers=128MB';

export interface PgliteWasmOptions {
  /** Postgres' buffer cache in MB (PGlite ships 128). */
  sharedBuffersMb: number;
  /**
   * Let V8 recompile PGlite's hot functions with its optimizing compiler (V8's default, and this
   * portal's). Off, the WASM runs as compiled by V8's baseline compiler (`--liftoff-only`): about
   * 70–100 MB less resident memory and a faster start, but statements that work inside Postgres
   * (sorts, scans) up to twice as slow and a longer tail in the opening-day rush (decision 321).
   */
  tierUp: boolean;
  /**
   * One background thread compiles the WASM instead of V8's one per core (decision 192). Each
   * compiling thread keeps a malloc arena of tens of MB, and on two cores they compete with the
   * start-up itself. Off (`PGLITE_WASM_COMPILE_THREADS=0`) is V8's default.
   */
  oneCompileThread: boolean;
}

let pgliteModuleCache: { key: string; module: WebAssembly.Module | null } | undefined;

/**
 * PGlite's WebAssembly module with Postgres' `shared_buffers` set to `sharedBuffersMb` (decision
 * 320). PGlite 0.3 starts Postgres with `-c shared_buffers=128MB` written into its WASM and
 * initializes those 128 MB at start-up, so they are resident from the first second: most of the
 * process's memory. The setting is a same-length text inside the binary's data
 * (`shared_buffers=16MB` padded with spaces, which Postgres ignores after a unit), and PGlite's
 * `wasmModule` option takes the module compiled from the edited bytes. Compiled once per process
 * (about 0.1 s). With another PGlite build, where the text is not found exactly once, it returns
 * null and PGlite runs as shipped. The V8 flag of `tierUp` applies to the whole process, whose
 * only WebAssembly is PGlite: one choice per process (the first call's).
 */
export function pgliteModule({ sharedBuffersMb: mb, tierUp, oneCompileThread }: PgliteWasmOptions): WebAssembly.Module | null {
  const key = `${mb}/${tierUp}/${oneCompileThread}`;
  if (pgliteModuleCache?.key === key) return pgliteModuleCache.module;
  if (!pgliteModuleCache && !tierUp) v8.setFlagsFromString('--liftoff-only');
  if (!pgliteModuleCache && oneCompileThread) v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
  let module: WebAssembly.Module | null = null;
  const setting = Buffer.from(`shared_buffers=${mb}MB`.padEnd(STOCK_SHARED_BUFFERS.length, ' '));
  if (Number.isInteger(mb) && mb >= 1 && setting.length === STOCK_SHARED_BUFFERS.length) {
    const require = createRequire(import.meta.url);
    const wasmFile = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
    const bytes = readFileSync(wasmFile);
    const stock = Buffer.from(STOCK_SHARED_BUFFERS);
    const at = bytes.indexOf(stock);
    if (at >= 0 && bytes.indexOf(stock, at + 1) < 0) {
      setting.copy(bytes, at);
      module = new WebAssembly.Module(bytes);
    } else {
      console.warn(`PGlite: no se encontró ${STOCK_SHARED_BUFFERS} en su WASM; corre con la memoria de fábrica.`);
    }
  }
  pgliteModuleCache = { key, module };
  return module;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) in `dir`,
 * or in memory when `dir` is omitted (tests). Both speak the same SQL.
 */
export function openDatabase(opts: {
  url?: string;
  dir?: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data folder (a tar) instead of an empty cluster (the tests' migrated template). */
  loadDataDir?: Blob;
  /** PGlite only: its WASM settings (PGLITE_SHARED_BUFFERS_MB, PGLITE_WASM_TIER_UP; decisions 320 and 321). */
  pglite?: Partial<PgliteWasmOptions>;
}): Database {
  if (opts.url) {
    const size = opts.poolSize ?? 10;
    // A pool of fixed size (decision 199): a PostgreSQL backend costs 30-40 ms of CPU to start
    // and to fill its catalog caches, so closing idle ones (node-postgres does after 10 s) made
    // every burst after a quiet spell, such as the opening day's first minute, start them again
    // on the cores its logins need. `min` keeps them open; warmUp opens them after start.
    const pool = new pg.Pool({ connectionString: opts.url, max: size, min: size });
    // An idle connection can be cut by the server (a restart, a failover, an administrator's
    // pg_terminate_backend). Without a listener node-postgres re-throws that as an uncaught
    // error and the whole process exits; the pool already drops the broken client and opens
    // a new one on the next query, so a warning is all it needs.
    pool.on('error', (err) => console.warn(`PostgreSQL: se cerró una conexión inactiva (${err.message})`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder })),
      listen: (channel, handlers, applicationName) => listenOnPostgres(opts.url as string, channel, handlers, applicationName),
      close: () => pool.end(),
      warmUp: async () => {
        const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
        for (const client of clients) client.release();
      },
    };
  }
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  // pg_trgm backs the staff's DNI substring search (migration 0002); PGlite bundles it as a contrib.
  const wasmModule =
    pgliteModule({
      sharedBuffersMb: opts.pglite?.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_DEFAULT_MB,
      tierUp: opts.pglite?.tierUp ?? true,
      oneCompileThread: opts.pglite?.oneCompileThread ?? true,
    }) ?? undefined;
  const client = new PGlite({ dataDir: opts.dir, extensions: { pg_trgm }, loadDataDir: opts.loadDataDir, wasmModule });
  // Drizzle calls only `query` and `transaction` on its client; these keep each statement
  // prepared (decision 194). LISTEN, dumps and closing use PGlite itself.
  const db = drizzlePglite(preparedStatementClient(client) as unknown as PGlite, { schema, casing: 'snake_case' });
  return {
    // PGlite is one connection: drizzle's pglite session serializes its transactions.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.notify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
