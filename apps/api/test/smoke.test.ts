import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds, freshDatabase } from './db.js';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  it('create every table', async () => {
    const database = await freshDatabase(kind);
    const r = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    const rows = (r as unknown as { rows: Array<{ n: number }> }).rows ?? (r as unknown as Array<{ n: number }>);
    expect(rows[0].n).toBeGreaterThan(30);
    await database.close();
  });
});
