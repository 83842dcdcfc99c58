import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { databaseKinds, freshDatabase } from '../../../test/db.js';
import { insertFiles, insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';

/**
 * The report refreshes keep one plan per session (migration 0027), made on the statistics of
 * their first call. Inside one transaction that loads many rows (a restore, a bulk load) those
 * are the statistics of a nearly empty database, and PostgreSQL planned to read `files` whole
 * for every refresh: a restore grew with the square of its rows (decision 355, migration 0029).
 * Counted, not timed: the rows that sequential scans of `files` read in the transaction.
 */
describe.each(databaseKinds)('report refresh plans on %s', (kind) => {
  let database: Database;
  let instancia: number;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    instancia = (await insertInstancia(database.db, 8, 'open')).id;
    // Statistics of a nearly empty database, as when a restore's first chunks go in.
    await insertFiles(database.db, (await insertPersona(database.db, { userId: null })).id, ['dni_frente']);
    await database.db.execute(sql`analyze`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('loads enrolled personas and their files in chunks without reading files whole for each chunk', async () => {
    const read = await database.db.transaction(async (tx) => {
      for (let chunk = 0; chunk < 3; chunk++) {
        const from = chunk * 200 + 1;
        await tx.execute(sql`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento,
            lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email)
          select null, 'N' || g, 'A' || g, 'dni', (30000000 + g)::text, '20' || (30000000 + g)::text || '1', date '1980-01-01' + g,
                 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle', 'BA', 'Tigre', '1100000000', 'plan' || g || '@test'
          from generate_series(${from}::int, ${from + 199}::int) g`);
        await tx.execute(sql`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id)
          select p.id, ${instancia}, 8, 'PLAN-' || p.id, 1 from personas p
          where p.numero_documento::int between ${30000000 + from} and ${30000000 + from + 199}`);
        // One statement of files per chunk: its trigger refreshes those 200 personas' report rows.
        await tx.execute(sql`insert into files (persona_id, name, storage_key, mime_type, size)
          select p.id, 'dni_frente', 'plan/' || p.id, 'application/pdf', 1000 from personas p
          where p.numero_documento::int between ${30000000 + from} and ${30000000 + from + 199}`);
      }
      const res = (await tx.execute(
        sql`select coalesce(sum(seq_tup_read), 0)::int as n from pg_stat_xact_user_tables where relname = 'files'`,
      )) as unknown as { rows: Array<{ n: number }> };
      return Number(res.rows[0].n);
    });
    // Nothing above reads files; before migration 0029 each refresh read every file loaded so far.
    expect(read).toBe(0);
  });
});
