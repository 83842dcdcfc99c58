import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Field = { name: string; dataTypeID: number };
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What drizzle's pglite driver calls on its client, and on the handle of a transaction. */
export interface PgliteQueryClient {
  query: Query;
  transaction<T>(fn: (tx: { query: Query; readonly closed: boolean }) => Promise<T>): Promise<T>;
}

/** A statement parsed once in PGlite's backend, with what its Describe said. */
interface Prepared {
  name: string;
  /** The parameter types Postgres inferred: they choose each value's serializer. */
  paramTypes: number[];
  /** The result's columns, from the Describe (none for a statement without rows). */
  fields: Field[];
}

/** How many distinct statements stay prepared; the app has about 400 shapes, the hot ones a few dozen. */
export const PGLITE_PREPARED_STATEMENTS = 256;

/**
 * SQLSTATE classes after which a prepared statement may no longer fit the schema (a migration
 * or a test changed a table): the statement is dropped and prepared again on its next use.
 */
const STALE_STATEMENT = /^(0A|26|42)/;

const { serialize } = protocol;

/**
 * PGlite runs a statement synchronously and its locks hand over through promises, so a queue of
 * statements from many requests runs as one chain of microtasks and the event loop waits for all
 * of it: finished password hashes, new connections and answers to send sat behind the whole
 * queue. One turn of the loop before each statement or transaction lets them through.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The row count in a CommandComplete tag, as PGlite reads it ("INSERT 0 3", "UPDATE 2"; 0 for a SELECT). */
function rowsAffectedBy(tag: string): number {
  const words = tag.split(' ');
  if (words[0] === 'INSERT') return parseInt(words[2], 10);
  if (['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0])) return parseInt(words[1], 10);
  return 0;
}

/** The columns a RowDescription names (none when the statement returns no rows). */
function fieldsOf(messages: BackendMessage[]): Field[] {
  const description = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
  return description?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [];
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls
 * into its WebAssembly and has Postgres parse and plan the text every time. On the embedded
 * default every statement runs on the server's one JavaScript thread, so that is what the
 * opening-day rush queues on (issue 20, decision 194). This client keeps each statement text
 * prepared under a name (parsed once, Postgres' plan cache after that, as node-postgres or JDBC
 * do with named statements) and runs it as Bind, Execute and Sync in one call, reading the rows
 * with the columns its Describe gave. It serializes values with PGlite's serializers by the
 * types Postgres inferred, and parses them with PGlite's parsers, as PGlite's `query` does.
 * Queries keep PGlite's locks: one transaction at a time, and a query outside a transaction
 * waits for the open one to end.
 */
export function preparedStatementClient(pg: PGlite, maxStatements = PGLITE_PREPARED_STATEMENTS): PgliteQueryClient {
  const statements = new Map<string, Prepared>();
  /** Names to close: the evicted one at once, one that failed as stale before the next statement. */
  const toClose: string[] = [];
  let sequence = 0;

  const exec = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function closeEvicted(): Promise<void> {
    const closes = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    // Its own round trip, after the previous Sync: an error earlier in a batch would skip it.
    await pg.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false, throwOnError: false });
  }

  async function prepare(text: string, paramTypes: number[] | undefined): Promise<Prepared> {
    const name = `ingreso_${++sequence}`;
    const messages = await exec(
      concat([serialize.parse({ name, text, types: paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const prepared = { name, paramTypes: params?.dataTypeIDs ?? [], fields: fieldsOf(messages) };
    statements.set(text, prepared);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestText);
      toClose.push(oldest.name);
      await closeEvicted();
    }
    return prepared;
  }

  function serializeParams(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  /**
   * A statement without parameters (the migrations, maintenance, the odd constant query) is not
   * kept: its text would hold its parse tree in the backend (a migration's function bodies, tens
   * of KB each) for nothing. It runs unnamed, still in one call, its columns from the Describe.
   */
  async function runOnce<T>(text: string, options: QueryOptions | undefined): Promise<Results<T>> {
    const messages = await exec(
      concat([serialize.parse({ text }), serialize.bind({}), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    return readResult<T>(fieldsOf(messages), messages, options);
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    // Checked here so that the usual case, nothing to close, costs no extra await per statement.
    if (toClose.length > 0) await closeEvicted();
    if (params.length === 0) return runOnce<T>(text, options);
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options?.paramTypes);
    }
    let messages: BackendMessage[];
    try {
      messages = await exec(
        concat([
          serialize.bind({ statement: prepared.name, values: serializeParams(prepared, params, options) }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (typeof code === 'string' && STALE_STATEMENT.test(code) && statements.get(text) === prepared) {
        statements.delete(text);
        toClose.push(prepared.name);
      }
      throw err;
    }
    return readResult<T>(prepared.fields, messages, options);
  }

  /**
   * The rows of one execution, as PGlite's `parseResults` reads them (same parsers, same
   * shape) but without copying PGlite's 300 parsers into a new object for every query, which
   * took about a tenth of the rush's JavaScript thread (decision 194).
   */
  function readResult<T>(fields: Field[], messages: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pg.parsers[dataTypeID]);
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, i) =>
          value === null ? null : parsers[i] ? parsers[i](value, fields[i].dataTypeID) : value,
        );
        if (asArrays) rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < fields.length; i++) row[fields[i].name] = values[i];
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        affectedRows = rowsAffectedBy((message as unknown as { text: string }).text);
      }
    }
    return { rows: rows as T[], fields: fields.map((field) => ({ ...field })), affectedRows };
  }

  /** BEGIN, COMMIT, ROLLBACK: the simple protocol, one call. */
  const simple = (text: string) => exec(serialize.query(text));

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      await pg._checkReady();
      // Large objects go through PGlite's /dev/blob, which only its own `query` sets up.
      if (options?.blob) return pg.query<T>(text, params, options);
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          await yieldToEventLoop();
          const result = await run<T>(text, params, options);
          await pg.syncToFs();
          return result;
        }),
      );
    },

    async transaction<T>(fn: (tx: { query: Query; readonly closed: boolean }) => Promise<T>): Promise<T> {
      await pg._checkReady();
      return pg._runExclusiveTransaction(async () => {
        await yieldToEventLoop();
        await pg._runExclusiveQuery(() => simple('BEGIN'));
        let closed = false;
        const tx = {
          query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (closed) return Promise.reject(new Error('La transacción ya terminó.'));
            return pg._runExclusiveQuery(() => run<R>(text, params, options));
          },
          get closed() {
            return closed;
          },
        };
        try {
          const result = await fn(tx);
          closed = true;
          await pg._runExclusiveQuery(() => simple('COMMIT'));
          return result;
        } catch (err) {
          // A failed COMMIT has already ended the transaction (Postgres rolls it back itself).
          if (!closed) {
            closed = true;
            await pg._runExclusiveQuery(() => simple('ROLLBACK'));
          }
          throw err;
        } finally {
          await pg.syncToFs();
        }
      });
    },
  };
}
