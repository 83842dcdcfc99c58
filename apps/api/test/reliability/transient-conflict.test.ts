import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@ingreso/shared';
import type { Database } from '../../src/db/client.js';
import { registerErrorHandler } from '../../src/plugins/error-handler.js';
import { databaseKinds, freshDatabase } from '../db.js';

/**
 * A transaction PostgreSQL rolls back because of a deadlock (40P01) or a serialization failure
 * (40001) saved nothing: the answer is a 503 with Retry-After and a Spanish text that says so,
 * not a 500 (decision 191). The errors come from the real database, through the real handler.
 */
describe.each(databaseKinds)('a transaction the database rolled back (%s)', (kind) => {
  let database: Database;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.db.execute(sql`create table saldo (id int primary key, total int not null)`);
    await database.db.execute(sql`insert into saldo values (1, 0), (2, 0)`);
    registerErrorHandler(app);
    app.get('/raise/:code', async (request) => {
      const { code } = request.params as { code: string };
      await database.db.execute(
        sql.raw(`do $$ begin raise exception 'conflicto' using errcode = '${code.replace(/[^0-9A-Z]/g, '')}'; end $$`),
      );
      return { ok: true };
    });
    // Two of these with opposite orders wait on each other: PostgreSQL cancels one.
    app.post('/transfer/:first/:second', async (request) => {
      const { first, second } = request.params as { first: string; second: string };
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update saldo set total = total + 1 where id = ${Number(first)}`);
        await tx.execute(sql`select pg_sleep(0.3)`);
        await tx.execute(sql`update saldo set total = total + 1 where id = ${Number(second)}`);
      });
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['40P01', '40001'])('%s is a 503 that asks to try again, with Retry-After', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/raise/${code}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ message: msg.http.busy, code: 'busy' });
  });

  it('another database error is still a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/raise/XX000' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: msg.http.internal });
  });

  it.runIf(kind === 'postgres')('a real deadlock: one transfer commits, the other is a 503 and left nothing behind', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: '/transfer/1/2' }),
      app.inject({ method: 'POST', url: '/transfer/2/1' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 503]);
    const rows = (await database.db.execute(sql`select id, total from saldo order by id`)).rows as Array<{ id: number; total: number }>;
    // Only the committed transfer counted: one on each row, never a half transfer.
    expect(rows.map((r) => Number(r.total))).toEqual([1, 1]);
  });
});
