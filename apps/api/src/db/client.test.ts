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
      const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      const again = await database.db.execute(sql`select 2 as n`);
      expect((again.rows[0] as { n: number }).n).toBe(2);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});
