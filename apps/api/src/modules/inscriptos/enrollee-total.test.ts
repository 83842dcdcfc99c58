import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client.js';
import { createBackup, restoreBackup } from '../../maintenance/backup.js';
import { readTar } from '../../maintenance/tar.js';
import { createLocalDiskStorage } from '../../storage/local-disk.js';
import { databaseKinds } from '../../../test/db.js';
import { insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The staff table's total comes from inscriptos_por_estado, kept by triggers on
 * inscriptos (migrations 0004 and 0005, decision 74). These tests write enrolments by
 * every path there is (the API, and SQL for what the API does not offer: deletes, bulk
 * loads, truncation, the migration's backfill) and check after each step that the
 * counters equal a count of the rows and that the API's totals and pages agree.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The counters and a fresh count of the rows, as comparable lists. */
async function countersAndCount(db: Db) {
  const counters = await rows<{ k: string }>(
    db,
    sql`select instancia_id || ':' || estado_id || '=' || total as k from inscriptos_por_estado order by instancia_id, estado_id`,
  );
  const counted = await rows<{ k: string }>(
    db,
    sql`select instancia_id || ':' || estado_id || '=' || count(*) as k from inscriptos group by instancia_id, estado_id order by instancia_id, estado_id`,
  );
  return { counters: counters.map((r) => r.k), counted: counted.map((r) => r.k) };
}

async function expectCountersRight(db: Db) {
  const { counters, counted } = await countersAndCount(db);
  expect(counters).toEqual(counted);
}

describe.each(databaseKinds)('enrollee table total on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (instanciaId: number, query = '') =>
    t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?page_size=100${query}`, { token: admin });

  /** The API's total, with no filter and with each estado, against a count of the rows. */
  async function expectTotals(instanciaId: number) {
    const actual = await rows<{ estado_id: number; n: number }>(
      t.database.db,
      sql`select estado_id, count(*)::int as n from inscriptos where instancia_id = ${instanciaId} group by estado_id`,
    );
    const all = (await list(instanciaId)).body;
    expect(all.total).toBe(actual.reduce((s, r) => s + r.n, 0));
    for (let estado = 1; estado <= 6; estado++) {
      const filtered = (await list(instanciaId, `&estado=${estado}`)).body;
      expect(filtered.total, `estado ${estado}`).toBe(actual.find((r) => r.estado_id === estado)?.n ?? 0);
      expect(filtered.inscriptos.length).toBe(Math.min(100, filtered.total));
    }
    await expectCountersRight(t.database.db);
  }

  async function enrol(instanciaId: number) {
    const persona = await insertPersona(t.database.db, { userId: null });
    const res = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: persona.id, instancia_id: instanciaId } });
    expect(res.status).toBe(201);
    return res.body.inscripto.id as number;
  }

  it('follows enrolments, estado changes, deletes and the removal of an empty instancia', async () => {
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    const other = await insertInstancia(t.database.db, 8, 'open');
    expect((await list(instancia.id)).body.total).toBe(0);

    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await enrol(instancia.id));
    await enrol(other.id);
    await expectTotals(instancia.id);

    // Staff change estados, more than once, and back: counters move, none is lost.
    for (const [k, estado_id] of [
      [0, 2],
      [1, 3],
      [2, 3],
      [3, 6],
      [0, 4],
      [1, 2],
      [2, 5],
    ] as const) {
      const res = await t.call('PUT', `/api/inscriptos/set_estado/${ids[k]}`, {
        token: admin,
        // Por empresa and Por Beca carry their data (issue 16).
        body: {
          estado_id,
          observacion: '<p>Motivo</p>',
          empresa: { razon_social: 'ACME SA', cuit: '30712345671' },
          beca: { tipo: 'Beca', porcentaje: 50 },
          override_motivo: 'Aprobada en la prueba sin revisar documentos',
        },
      });
      expect(res.status).toBe(200);
    }
    // The same estado again changes no counter (only the observation and updated_at).
    expect(
      (
        await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, {
          token: admin,
          body: { estado_id: 4, observacion: '', empresa: { razon_social: 'ACME SA', cuit: '30712345671' } },
        })
      ).status,
    ).toBe(200);
    await expectTotals(instancia.id);
    expect((await list(instancia.id, '&estado=4')).body.total).toBe(1);

    // The API deletes no enrolment; the database still counts a delete, or a move
    // to another instancia, whoever makes it.
    await t.database.db.execute(sql`delete from inscriptos where id in (${ids[3]}, ${ids[4]})`);
    await t.database.db.execute(sql`update inscriptos set instancia_id = ${other.id} where id = ${ids[5]}`);
    await expectTotals(instancia.id);
    await expectTotals(other.id);

    // An estado whose last enrolment leaves has no counter row (the table stays equal to the count).
    await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, {
      token: admin,
      body: { estado_id: 2, observacion: '', override_motivo: 'Aprobada en la prueba sin revisar documentos' },
    });
    expect((await list(instancia.id, '&estado=4')).body.total).toBe(0);
    const zero = await rows(t.database.db, sql`select 1 from inscriptos_por_estado where instancia_id = ${instancia.id} and estado_id = 4`);
    expect(zero).toHaveLength(0);

    // An instancia with enrolments cannot be deleted; one without any leaves no counter behind.
    expect((await t.call('DELETE', `/api/instancias/${instancia.id}`, { token: admin })).status).toBeGreaterThanOrEqual(400);
    const empty = await insertInstancia(t.database.db, 8, 'open');
    expect((await t.call('DELETE', `/api/instancias/${empty.id}`, { token: admin })).status).toBeLessThan(300);
    await t.database.db.execute(sql`delete from inscriptos where instancia_id = ${other.id}`);
    expect((await t.call('DELETE', `/api/instancias/${other.id}`, { token: admin })).status).toBeLessThan(300);
    expect(
      await rows(t.database.db, sql`select 1 from inscriptos_por_estado where instancia_id in (${other.id}, ${empty.id})`),
    ).toHaveLength(0);
    await expectTotals(instancia.id);
  });

  it('serves every page, from either end of the index, like a walk in enrolment order', async () => {
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await enrol(instancia.id));
    for (const id of ids.filter((_, i) => i % 3 === 0)) {
      await t.call('PUT', `/api/inscriptos/set_estado/${id}`, {
        token: admin,
        body: { estado_id: 2, observacion: '', override_motivo: 'Aprobada en la prueba sin revisar documentos' },
      });
    }
    const approved = ids.filter((_, i) => i % 3 === 0);
    const pending = ids.filter((_, i) => i % 3 !== 0);
    for (const [filter, expected] of [
      ['', ids],
      ['&estado=2', approved],
      ['&estado=1', pending],
    ] as const) {
      for (const pageSize of [5, 10]) {
        const pages = Math.ceil(expected.length / pageSize);
        for (let page = 1; page <= pages + 1; page++) {
          const res = await t.call('GET', `/api/inscriptos/get_by_instancia/${instancia.id}?page=${page}&page_size=${pageSize}${filter}`, {
            token: admin,
          });
          expect(res.status).toBe(200);
          expect(res.body.total, `${filter} page ${page} of ${pageSize}`).toBe(expected.length);
          const got = res.body.inscriptos.map((r: { id: number }) => r.id);
          expect(got, `${filter} page ${page} of ${pageSize}`).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
        }
      }
    }
    const last = await t.call('GET', `/api/inscriptos/get_by_instancia/${instancia.id}?page=3&page_size=10`, { token: admin });
    expect(last.body.inscriptos[0].persona).toMatchObject({ nombre: 'María', apellido: 'Gómez' });
  });

  it('counts 200 simultaneous enrolments and 100 crossing estado changes in one instancia', async () => {
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    // 100 enrolled first: half are moved to Aprobado, so the changes below cross in both directions.
    const first: number[] = [];
    for (let i = 0; i < 100; i++) first.push(await enrol(instancia.id));
    for (const id of first.slice(0, 50))
      await t.call('PUT', `/api/inscriptos/set_estado/${id}`, {
        token: admin,
        body: { estado_id: 2, observacion: '', override_motivo: 'Aprobada en la prueba sin revisar documentos' },
      });
    const personas = [];
    for (let i = 0; i < 200; i++) personas.push(await insertPersona(t.database.db, { userId: null }));

    const enrolments = personas.map((p) =>
      t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: p.id, instancia_id: instancia.id } }),
    );
    // Aprobado -> Rechazado and Pendiente -> Aprobado at once: each touches two counters, in opposite pairs.
    const changes = first.map((id, i) =>
      t.call('PUT', `/api/inscriptos/set_estado/${id}`, {
        token: admin,
        body:
          i < 50
            ? { estado_id: 3, observacion: '<p>No</p>' }
            : { estado_id: 2, observacion: '', override_motivo: 'Aprobada en la prueba sin revisar documentos' },
      }),
    );
    const results = await Promise.all([...enrolments, ...changes]);
    expect(results.slice(0, 200).map((r) => r.status)).toEqual(personas.map(() => 201));
    expect(results.slice(200).map((r) => r.status)).toEqual(first.map(() => 200));

    expect((await list(instancia.id)).body.total).toBe(300);
    expect((await list(instancia.id, '&estado=1')).body.total).toBe(200);
    expect((await list(instancia.id, '&estado=2')).body.total).toBe(50);
    expect((await list(instancia.id, '&estado=3')).body.total).toBe(50);
    await expectTotals(instancia.id);
  }, 120_000);

  it('leaves the counters out of a backup and rebuilds them on restore', async () => {
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    for (let i = 0; i < 5; i++) await enrol(instancia.id);
    await t.database.db.execute(sql`update inscriptos set estado_id = 6 where instancia_id = ${instancia.id} and id % 2 = 1`);
    const work = await mkdtemp(path.join(os.tmpdir(), 'ingreso-counters-'));
    const target = openDatabase({});
    try {
      const archive = path.join(work, 'copia.tar.gz');
      await createBackup({ database: t.database, storage: createLocalDiskStorage(path.join(work, 'source')), output: archive });
      const names: string[] = [];
      for await (const entry of readTar(createReadStream(archive).pipe(createGunzip()))) names.push(entry.name);
      expect(names.some((n) => n.startsWith('ingreso/db/inscriptos/'))).toBe(true);
      expect(names.some((n) => n.startsWith('ingreso/db/inscriptos_por_estado/'))).toBe(false);

      await restoreBackup({ database: target, storage: createLocalDiskStorage(path.join(work, 'target')), input: archive });
      expect(await countersAndCount(target.db)).toEqual(await countersAndCount(t.database.db));
      await expectCountersRight(target.db);
    } finally {
      await target.close();
      await rm(work, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves pages deep inside a large instancia through the block counts, gaps and estados included', async () => {
    const db = t.database.db;
    const a = await insertInstancia(db, 8, 'open');
    const b = await insertInstancia(db, 8, 'open');
    const [{ lo }] = await rows<{ lo: number }>(db, sql`select coalesce(max(id), 0)::int as lo from personas`);
    // 4 000 personas in one statement; enrolled in one statement, one in five in another
    // instancia (so the blocks of ids are shared), in several estados.
    // Birth dates spread: 4 000 namesakes born the same day would be 8 million duplicate pairs (decision 184).
    await db.execute(sql`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento,
        lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email, discapacidad)
      select null, 'Ana', 'Bloque', 'dni', (60000000 + g)::text, '27' || (60000000 + g)::text || '4', date '1990-01-01' + (hashtext(g::text) & 8191), 'Tigre', 1, 1, 1, 'o+',
        'soltero', 0, 'Calle 1', 'Buenos Aires', 'Tigre', '1145678901', 'bloque' || g || '@correo.test', false
      from generate_series(1, 4000) g`);
    await db.execute(sql`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id)
      select p.id, case when p.id % 5 = 0 then ${b.id}::int else ${a.id}::int end, 8, 'B-' || p.id, 1 + p.id % 3
      from personas p where p.id > ${lo} order by p.id`);
    // Gaps: a run of deleted enrolments and a few estado changes.
    await db.execute(sql`delete from inscriptos where instancia_id = ${a.id} and persona_id between ${lo + 1500} and ${lo + 1700}`);
    await db.execute(sql`update inscriptos set estado_id = 2 where instancia_id = ${a.id} and persona_id % 7 = 0`);
    await expectTotals(a.id);
    const blocks = await rows<{ k: string }>(
      db,
      sql`select instancia_id || ':' || estado_id || ':' || bloque || '=' || total as k from inscriptos_por_bloque order by 1`,
    );
    const counted = await rows<{ k: string }>(
      db,
      sql`select instancia_id || ':' || estado_id || ':' || (id / 1024) || '=' || count(*) as k from inscriptos group by instancia_id, estado_id, id / 1024 order by 1`,
    );
    expect(blocks.map((r) => r.k)).toEqual(counted.map((r) => r.k));

    for (const [filter, estado] of [
      ['', null],
      ['&estado=2', 2],
      ['&estado=1', 1],
    ] as const) {
      const expected = (
        await rows<{ id: number }>(
          db,
          sql`select id from inscriptos where instancia_id = ${a.id}${estado ? sql` and estado_id = ${estado}` : sql``} order by id`,
        )
      ).map((r) => r.id);
      const pageSize = 100;
      const pages = Math.ceil(expected.length / pageSize);
      expect(pages).toBeGreaterThan(estado ? 4 : 25);
      for (const page of new Set([
        1,
        2,
        11,
        12,
        Math.floor(pages / 2),
        Math.ceil(pages / 2),
        pages - 11,
        pages - 10,
        pages - 1,
        pages,
        pages + 1,
      ])) {
        if (page < 1) continue;
        const res = await t.call('GET', `/api/inscriptos/get_by_instancia/${a.id}?page=${page}&page_size=${pageSize}${filter}`, {
          token: admin,
        });
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(expected.length);
        const got = res.body.inscriptos.map((r: { id: number }) => r.id);
        expect(got, `${filter} page ${page}`).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  }, 60_000);

  it('counts bulk statements and a truncation the way it counts single rows', async () => {
    const a = await insertInstancia(t.database.db, 8, 'open');
    const b = await insertInstancia(t.database.db, 8, 'open');
    const db = t.database.db;
    const [{ lo }] = await rows<{ lo: number }>(db, sql`select coalesce(max(id), 0)::int as lo from personas`);
    for (let i = 0; i < 40; i++) await insertPersona(db, { userId: null });
    // One statement, many rows, two instancias and several estados (as a restore loads them).
    await db.execute(sql`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id)
      select p.id, case when p.id % 4 = 0 then ${b.id}::int else ${a.id}::int end, 8, 'T-' || p.id, 1 + p.id % 6 from personas p where p.id > ${lo}`);
    await expectTotals(a.id);
    await db.execute(sql`update inscriptos set estado_id = 1 + (estado_id % 6) where instancia_id in (${a.id}, ${b.id})`);
    await db.execute(sql`update inscriptos set observacion = 'revisado' where instancia_id = ${a.id}`);
    await db.execute(sql`update inscriptos set instancia_id = ${a.id} where instancia_id = ${b.id} and estado_id = 3`);
    await expectTotals(a.id);
    await expectTotals(b.id);
    await db.execute(sql`delete from inscriptos where instancia_id = ${b.id}`);
    await expectTotals(b.id);

    // A statement that would miscount is refused, not stored: a counter missing under a
    // row means something wrote around the triggers.
    const inA = async () =>
      (await rows<{ n: number }>(db, sql`select count(*)::int as n from inscriptos where instancia_id = ${a.id}`))[0].n;
    const kept = await inA();
    await db.execute(sql`delete from inscriptos_por_estado where instancia_id = ${a.id}`);
    await expect(db.execute(sql`delete from inscriptos where instancia_id = ${a.id}`)).rejects.toThrow();
    expect(await inA()).toBe(kept);

    // TRUNCATE fires no row trigger: its own trigger empties the counters.
    await db.execute(sql`truncate inscriptos cascade`);
    expect(await rows(db, sql`select 1 from inscriptos_por_estado`)).toHaveLength(0);
    expect(await rows(db, sql`select 1 from inscriptos_por_bloque`)).toHaveLength(0);
    expect((await list(a.id)).body.total).toBe(0);
  });

  it('migration 0005 counts the enrolments that exist before it (its backfill)', async () => {
    const db = t.database.db;
    const instancia = await insertInstancia(db, 8, 'open');
    for (let i = 0; i < 7; i++) await enrol(instancia.id);
    await db.execute(sql`update inscriptos set estado_id = 5 where instancia_id = ${instancia.id} and id % 2 = 0`);
    const before = await countersAndCount(db);
    expect(before.counters.length).toBeGreaterThan(0);

    // Back to the schema of 0004 (the table, no triggers, no counts), then 0005 as written.
    const file = await readFile(path.join(import.meta.dirname, '../../db/migrations/0005_enrolment_count_triggers.sql'), 'utf8');
    await db.transaction(async (tx) => {
      await tx.execute(sql`drop function inscriptos_por_estado_contar() cascade`);
      await tx.execute(sql`delete from inscriptos_por_estado`);
      for (const statement of file.split('--> statement-breakpoint')) if (statement.trim()) await tx.execute(sql.raw(statement));
    });
    expect(await countersAndCount(db)).toEqual(before);
    expect((await list(instancia.id)).body.total).toBe(7);
    // And the triggers it created count what comes next.
    await enrol(instancia.id);
    await expectTotals(instancia.id);
  });
});
