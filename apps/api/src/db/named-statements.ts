import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sqlState } from '../lib/pg-errors.js';
import type { Db } from './client.js';
import type { PgliteQueryClient } from './pglite-statements.js';

/**
 * The login's statements, built once and kept prepared on each PostgreSQL connection under a
 * fixed name (issue 20, decision 198). Drizzle sends every statement unnamed, so PostgreSQL
 * parses and plans it again on each call: the login's attempt reservation (two upserts in one
 * statement) cost 0.7-1.5 ms of PostgreSQL's CPU that way, and 0.2-0.3 ms prepared. The names
 * are few and fixed (node-postgres never forgets a named statement on a connection, so a name
 * per text would grow without end). On PGlite the client already keeps every text prepared
 * (pglite-statements.ts); what both gain here is that the SQL text is not rebuilt per call.
 */

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement's name carries a digest of its text, so that one name always means one text: on
 * a server session shared through a pooler, or by two versions of the portal during an
 * upgrade, a name another process prepared is the very same statement.
 */
export function statementName(base: string, text: string): string {
  return `${base}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

/**
 * What PostgreSQL answers when a named statement cannot be used on a connection: it does not
 * exist or exists already (26000, 42P05: a pooler such as PgBouncer in transaction mode hands
 * the statement to another server connection) or its result columns changed type under it
 * (0A000, "cached plan must not change result type", after another instance migrated). The
 * call then runs unnamed, as every other statement does, and answers the same.
 */
const NAMED_STATEMENT_UNUSABLE = new Set(['26000', '42P05', '0A000']);

function namedStatementUnusable(err: unknown): boolean {
  const state = sqlState(err);
  return state !== undefined && NAMED_STATEMENT_UNUSABLE.has(state);
}

/** Runs `named`; when the named statement cannot be used on this connection, runs `unnamed`. */
export async function withUnnamedFallback<T>(named: () => Promise<T>, unnamed: () => Promise<T>): Promise<T> {
  try {
    return await named();
  } catch (err) {
    if (!namedStatementUnusable(err)) throw err;
    return unnamed();
  }
}

/**
 * A statement of raw SQL whose values are `sql.placeholder(...)`s, run outside any transaction.
 * Rows come with the driver's own type parsers (numbers and text read the same on both; a
 * statement returning dates would get Date objects, not drizzle's strings).
 */
export function namedStatement<Row, Values extends Record<string, unknown>>(base: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const name = statementName(base, built.sql);
  const run = async (db: Db, values: Values): Promise<Row[]> => {
    const params = fillPlaceholders(built.params, values);
    const client = db.$client as pg.Pool | PgliteQueryClient;
    if (client instanceof pg.Pool) {
      return withUnnamedFallback(
        async () => (await client.query({ name, text: built.sql, values: params })).rows as Row[],
        async () => (await client.query(built.sql, params)).rows as Row[],
      );
    }
    return (await client.query<Row>(built.sql, params)).rows;
  };
  return Object.assign(run, { statementName: name, text: built.sql });
}
