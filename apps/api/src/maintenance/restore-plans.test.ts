import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.js';
import { databaseKinds, freshDatabase } from '../../test/db.js';
import { insertFiles, insertPersona } from '../../test/fixtures/rows.js';
import { planForTheRowsToCome } from './backup.js';

/**
 * A restore loads every row in one transaction, with the statistics of a nearly empty database
 * (docs/performance.md §24.3). The report triggers refresh each chunk through
 * reporte_personas_calcular: planned on those statistics, PostgreSQL read the whole `files`
 * table for every chunk, and the restore grew with the square of its rows. The restore's
 * transaction has to plan those lookups through their indexes.
 */
describe.each(databaseKinds)('restore plans on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Statistics of a nearly empty database, as when the restore's first chunks go in.
    const p = (await insertPersona(database.db, { userId: null })).id;
    await insertFiles(database.db, p, ['dni_frente']);
  });
  afterAll(async () => {
    await database?.close();
  });

  /**
   * The tables a refresh of some personas' report rows reads whole, in the plan it gets here:
   * a generic plan (the refreshes keep theirs, migration 0027) on tables whose statistics say
   * they hold a row or two, as when the restore's first chunks go in.
   */
  async function tablesReadWhole(tx: DbOrTx): Promise<string[]> {
    await tx.execute(sql`analyze personas, inscriptos, files, situaciones_laborales`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`prepare refresh_plan(integer[]) as select * from reporte_personas_calcular($1)`);
    const res = (await tx.execute(sql`explain (format json) execute refresh_plan(array[1, 2, 3])`)) as unknown as {
      rows: Array<{ 'QUERY PLAN': unknown }>;
    };
    await tx.execute(sql`deallocate refresh_plan`);
    const plan = res.rows[0]['QUERY PLAN'];
    const found: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const n = node as Record<string, unknown>;
        if (n['Node Type'] === 'Seq Scan' && typeof n['Relation Name'] === 'string') found.push(n['Relation Name']);
        Object.values(n).forEach(walk);
      }
    };
    walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
    return found.sort();
  }

  it('plans the refreshes of the restore through indexes, where a nearly empty database would read tables whole', async () => {
    const before = await database.db.transaction(async (tx) => tablesReadWhole(tx));
    // Without the restore's setting, PostgreSQL's planner finds reading `files` whole cheapest
    // with statistics of a row or two. PGlite's plans these lookups through the indexes either
    // way (its restore grew linearly before the change too, §24.3): there the check below is
    // what a change of its planner would have to keep.
    if (kind === 'postgres') expect(before).toContain('files');
    const during = await database.db.transaction(async (tx) => {
      await planForTheRowsToCome(tx);
      return tablesReadWhole(tx);
    });
    expect(during).toEqual([]);
  });
});
