import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../../test/db.js';
import { openDatabase, type Database, type Db } from './client.js';
import { namedStatement } from './named-statements.js';

const baseUrl = process.env.TEST_DATABASE_URL;

/** A statement over its own table, so that the tests can change the table under it. */
const byId = namedStatement<{ id: number; name: string }, { id: number }>(
  'ingreso_test_by_id',
  sql`select id, name from named_probe where id = ${sql.placeholder('id')}::int`,
);

async function makeProbeTable(db: Db) {
  await db.execute(sql`drop table if exists named_probe`);
  await db.execute(sql`create table named_probe (id int primary key, name text not null)`);
  await db.execute(sql`insert into named_probe values (1, 'Ana'), (2, 'Bruno')`);
}

describe('named statements on PGlite (decision 198)', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({});
    await makeProbeTable(database.db);
  });
  afterAll(() => database.close());

  it('fills the placeholders and answers the rows', async () => {
    expect(await byId(database.db, { id: 2 })).toEqual([{ id: 2, name: 'Bruno' }]);
    expect(await byId(database.db, { id: 3 })).toEqual([]);
  });
});

describe.skipIf(!baseUrl)('named statements on PostgreSQL (decision 198)', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    ({ url, drop } = await freshPostgresUrl());
  });
  // A pool of one connection per test: every call and check meets the same server session,
  // and node-postgres' memory of what it prepared starts empty.
  beforeEach(async () => {
    database = openDatabase({ url, poolSize: 1 });
    await makeProbeTable(database.db);
  });
  afterEach(() => database.close());
  afterAll(() => drop());

  const prepared = async () =>
    ((await database.db.execute(sql`select name from pg_prepared_statements order by name`)).rows as Array<{ name: string }>).map(
      (r) => r.name,
    );

  it('runs under its fixed name, a digest of its text, prepared once on the connection', async () => {
    expect(byId.statementName).toMatch(/^ingreso_test_by_id_[0-9a-f]{12}$/);
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: 1, name: 'Ana' }]);
    expect(await byId(database.db, { id: 2 })).toEqual([{ id: 2, name: 'Bruno' }]);
    expect(await prepared()).toEqual([byId.statementName]);
  });

  it('answers the same when another process prepared it on this server session (a pooler in transaction mode)', async () => {
    await database.db.execute(sql.raw(`prepare ${byId.statementName} as ${byId.text}`));
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: 1, name: 'Ana' }]);
    expect(await byId(database.db, { id: 2 })).toEqual([{ id: 2, name: 'Bruno' }]);
  });

  it('answers the same when the statement vanished from the server session', async () => {
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: 1, name: 'Ana' }]);
    // node-postgres still believes it is prepared; the server no longer has it.
    await database.db.execute(sql.raw(`deallocate ${byId.statementName}`));
    expect(await byId(database.db, { id: 2 })).toEqual([{ id: 2, name: 'Bruno' }]);
  });

  it('answers the new type when a migration changed a returned column under the prepared statement', async () => {
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: 1, name: 'Ana' }]);
    await database.db.execute(sql`alter table named_probe alter column id type bigint`);
    // "cached plan must not change result type": the call runs unnamed; bigint reads as text.
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: '1', name: 'Ana' }]);
  });

  it('still fails with the real error when the statement itself no longer fits the schema', async () => {
    await database.db.execute(sql`alter table named_probe rename column name to nombre`);
    await expect(byId(database.db, { id: 1 })).rejects.toMatchObject({ code: '42703' });
  });
});
