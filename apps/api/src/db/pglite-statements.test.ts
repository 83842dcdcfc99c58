import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatementClient, type PgliteQueryClient } from './pglite-statements.js';

/** The backend's own list of what this session has prepared. */
async function preparedNames(pg: PGlite): Promise<string[]> {
  const result = await pg.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return result.rows.map((row) => row.name);
}

describe('PGlite prepared statements (decision 194)', () => {
  let pg: PGlite;
  let client: PgliteQueryClient;

  beforeAll(() => {
    pg = new PGlite();
  });

  // One PGlite for the file (each takes a second to start); every test gets a new table and client.
  beforeEach(async () => {
    await pg.exec(`
      deallocate all;
      drop table if exists t;
      create table t (id int primary key, name text not null, born date, data jsonb, tags text[], at timestamptz not null default '2026-11-26T12:00:00Z');
      insert into t (id, name, born, data, tags) values
        (1, 'Ana', '2001-02-03', '{"a": 1}', '{x,y}'),
        (2, 'Bruno', null, null, null);
    `);
    client = preparedStatementClient(pg, 3);
  });

  afterAll(async () => {
    await pg.close();
  });

  it('answers every type exactly as PGlite’s own query does, in both row modes and with drizzle’s parsers', async () => {
    const text = 'select id, name, born, data, tags, at from t where id = any($1) order by id';
    const asStrings = { parsers: { 1184: (value: string) => value } };
    for (const options of [undefined, { rowMode: 'array' as const }, asStrings]) {
      const expected = await pg.query(text, [[1, 2]], options);
      for (let run = 0; run < 3; run++) {
        expect(await client.query(text, [[1, 2]], options)).toEqual(expected);
      }
    }
  });

  it('serializes dates, objects, arrays, booleans and nulls by the types Postgres inferred', async () => {
    const inserted = await client.query<{ id: number; born: string; data: unknown; tags: string[] }>(
      'insert into t (id, name, born, data, tags) values ($1, $2, $3, $4, $5) returning id, born::text as born, data, tags',
      [3, 'Carla', new Date('2003-04-05T00:00:00Z'), { b: [1, 2] }, ['p', 'q']],
    );
    expect(inserted.rows).toEqual([{ id: 3, born: '2003-04-05', data: { b: [1, 2] }, tags: ['p', 'q'] }]);
    expect(inserted.affectedRows).toBe(1);
    const update = 'update t set born = $2, data = $3 where id >= $1';
    const nulls = await client.query(update, [2, null, undefined]);
    expect(nulls).toEqual({ rows: [], fields: [], affectedRows: 2 });
    expect(await client.query(update, [2, null, null])).toEqual(await pg.query(update, [2, null, null]));
    const flag = await client.query<{ yes: boolean }>('select $1::boolean as yes', [true]);
    expect(flag.rows).toEqual([{ yes: true }]);
  });

  it('parses a text once: later runs only bind and execute the prepared statement', async () => {
    const text = 'select name from t where id = $1';
    await client.query(text, [1]);
    await client.query(text, [2]);
    expect(await preparedNames(pg)).toHaveLength(1);
    expect((await client.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'Bruno' }]);
  });

  it('runs a statement without parameters unnamed, keeping nothing prepared, with the same answer', async () => {
    for (const text of [
      'select id, name, born, data from t order by id',
      "update t set name = name || '' where id > 0",
      'create index t_name_idx on t (name)',
    ]) {
      const expected = text.startsWith('create') ? { rows: [], fields: [], affectedRows: 0 } : await pg.query(text);
      expect(await client.query(text)).toEqual(expected);
    }
    expect(await preparedNames(pg)).toEqual([]);
  });

  it('keeps at most its limit prepared, closing the least recently used', async () => {
    for (let i = 1; i <= 5; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    expect(await preparedNames(pg)).toEqual(['ingreso_3', 'ingreso_4', 'ingreso_5']);
    // Using the oldest makes it the newest: the next new text evicts the one after it.
    await client.query('select $1::int + 3 as n', [3]);
    await client.query('select $1::int as n', [0]);
    expect(await preparedNames(pg)).toEqual(['ingreso_3', 'ingreso_5', 'ingreso_6']);
    const again = await client.query<{ n: number }>('select $1::int + 1 as n', [1]);
    expect(again.rows).toEqual([{ n: 2 }]);
  });

  it('reports a database error, prepares nothing from a bad text and goes on', async () => {
    await expect(client.query('select nope from t where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    await expect(client.query('select 1 / $1::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query<{ n: number }>('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again after the table under it changed its columns', async () => {
    const text = 'select * from t where id = $1';
    await client.query(text, [1]);
    await pg.exec('alter table t add column extra int default 7');
    // Postgres refuses a cached plan whose result changed; the statement is dropped and remade.
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    const again = await client.query<{ extra: number }>(text, [1]);
    expect(again.rows[0]?.extra).toBe(7);
  });

  it('commits a transaction, rolls back a failed one, and refuses queries on a finished handle', async () => {
    await client.transaction(async (tx) => {
      await tx.query('update t set name = $2 where id = $1', [1, 'Ana María']);
    });
    let leaked: { query: PgliteQueryClient['query'] } | undefined;
    await expect(
      client.transaction(async (tx) => {
        leaked = tx;
        await tx.query('update t set name = $2 where id = $1', [2, 'Nadie']);
        await tx.query('insert into t (id, name) values ($1, $2)', [1, 'duplicada']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const names = await client.query<{ name: string }>('select name from t order by id', []);
    expect(names.rows.map((row) => row.name)).toEqual(['Ana María', 'Bruno']);
    await expect(leaked?.query('select 1', [])).rejects.toThrow('La transacción ya terminó.');
    expect(pg.isInTransaction()).toBe(false);
  });

  it('keeps a query from outside out of an open transaction until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('update t set name = $2 where id = $1', [2, 'Bruno Díaz']);
      await held;
      await tx.query('update t set name = $2 where id = $1', [2, 'Bruno Díaz Pérez']);
    });
    const outside = client.query<{ name: string }>('select name from t where id = $1', [2]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ name: 'Bruno Díaz Pérez' }]);
  });

  it('delivers NOTIFY from a committed transaction to PGlite’s listeners', async () => {
    const payloads: string[] = [];
    await pg.listen('cambios', (payload) => payloads.push(payload));
    await client.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', ['cambios', 'inscripto:1']);
    });
    expect(payloads).toEqual(['inscripto:1']);
  });
});
