import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/db.js';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('PostgreSQL pool', () => {
  it('survives the server cutting its idle connections and answers the next query', async () => {
    const database = await freshDatabase('postgres');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await database.db.execute(sql`select 1`);
      const name = ((await database.db.execute(sql`select current_database() as name`)).rows[0] as { name: string }).name;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      // What a server restart or an administrator does to the pool's idle connections.
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      // Every cut connection reports itself before the next query: one still in the pool when the
      // query is sent would answer with the server's "terminating connection" (a CI run saw it).
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(cut.rowCount ?? 0));
      const again = await database.db.execute(sql`select 2 as n`);
      expect((again.rows[0] as { n: number }).n).toBe(2);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});

describe.skipIf(!baseUrl)('PostgreSQL migrations', () => {
  it('four processes migrating one new database at once all succeed, one after another', async () => {
    const { openDatabase } = await import('./client.js');
    const { randomBytes } = await import('node:crypto');
    const name = `ingreso_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    // Four pools stand for four processes: each has its own connections and its own lock attempt.
    const processes = Array.from({ length: 4 }, () => openDatabase({ url: url.toString(), poolSize: 2 }));
    try {
      const results = await Promise.allSettled(processes.map((p) => p.migrate()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const applied = await processes[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const files = (await import('node:fs')).readdirSync(new URL('./migrations', import.meta.url)).filter((f) => f.endsWith('.sql'));
      expect((applied.rows[0] as { n: number }).n).toBe(files.length);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
