/**
 * Query plans of the API's own statements. `captured` runs a query function of the API
 * against a drizzle instance whose client only records what it is sent (no database), and
 * returns that statement with its values written in; `explain` runs EXPLAIN (ANALYZE,
 * BUFFERS) on the server under measurement and keeps the fastest of a few runs.
 */
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../apps/api/src/db/client.js';
import * as schema from '../../apps/api/src/db/schema/index.js';
import type { BenchServer } from './server.js';

const dialect = new PgDialect();

/** A statement built with drizzle's `sql`, as text with its values written in. */
export function asText(statement: SQL): string {
  return dialect.sqlToQuery(statement.inlineParams()).sql;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** `$1`, `$2`, ... replaced by their values, so EXPLAIN plans them as the server would with those values. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * The last statement `fn` sends, with its values written in. The fake client answers every
 * statement with no rows, so a function that sends several must be given the one to plan last
 * (the API's list functions send one each).
 */
export async function captured(fn: (db: Db) => Promise<unknown>): Promise<string> {
  let text = '';
  const client = {
    query: async (config: string | { text: string; values?: unknown[] }, params?: unknown[]) => {
      const sqlText = typeof config === 'string' ? config : config.text;
      text = inline(sqlText, params ?? (typeof config === 'string' ? [] : (config.values ?? [])));
      return { rows: [], rowCount: 0, fields: [], command: 'SELECT' };
    },
  };
  const db = drizzle({ client: client as never, schema, casing: 'snake_case' }) as unknown as Db;
  await fn(db);
  if (!text) throw new Error('the query function sent no statement');
  return text;
}

export interface Plan {
  /** Execution Time of the kept run, ms. */
  ms: number;
  plan: string[];
}

/** EXPLAIN (ANALYZE, BUFFERS) `runs` times; the fastest is kept, since one run on a shared machine can be descheduled. */
export async function explain(server: BenchServer, text: string, runs = 3): Promise<Plan> {
  let best: Plan | null = null;
  for (let i = 0; i < runs; i++) {
    const plan = (await server.sql<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${text}`)).map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Infinity);
    if (!best || ms < best.ms) best = { ms, plan };
  }
  return best!;
}

/** Whether a plan reads a table whole: what makes a list grow with the instancia. */
export function seqScans(plan: Plan): string[] {
  return [...new Set(plan.plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []))];
}
