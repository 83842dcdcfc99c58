import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { instanciaMsg, notaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { enrolPerson } from '../../../test/fixtures/asistencias.js';

/** Carrera 10 (Curso de Programación en Python) has materias 56 to 60; materia 6 belongs to carrera 2. */
const CARRERA = 10;
const MATERIA = 56;
const FOREIGN_MATERIA = 6;
const FECHA = '2026-07-03';

describe.each(databaseKinds)('grades on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminUserId: number;
  let applicant: string;
  let instanciaId: number;
  let students: number[];
  let pendingId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = (await t.call('POST', '/api/login/', { body: ADMIN })).body;
    admin = login.token;
    adminUserId = login.user.id;
    applicant = (await signUp(t, { name: 'Aspirante', email: `notas.${Date.now()}@correo.test`, password: 'secreta1' })).token;
    instanciaId = (await insertInstancia(t.database.db, CARRERA, 'open')).id;
    students = [];
    for (let i = 0; i < 3; i++) students.push((await enrolPerson(t, admin, instanciaId)).inscriptoId);
    pendingId = (await enrolPerson(t, admin, instanciaId, { estado: 1 })).inscriptoId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const store = (over: Record<string, unknown> = {}) =>
    t.call('POST', '/api/notas-inscripto/store', {
      token: admin,
      body: { inscripto_id: students[0], materia_id: MATERIA, fecha_examen: FECHA, nota: 8, ...over },
    });
  const byFecha = (fecha = FECHA, materia = MATERIA) =>
    t.call('GET', `/api/notas-inscripto/get-by-fecha/?instancia_id=${instanciaId}&materia_id=${materia}&fecha_examen=${fecha}`, { token: admin });

  it('answers 401 to anonymous and 403 to applicants on every grades route', async () => {
    const body = { inscripto_id: students[0], materia_id: MATERIA, fecha_examen: FECHA, nota: 8 };
    const routes: Array<[string, string, unknown?]> = [
      ['POST', '/api/notas-inscripto/store', body],
      ['PUT', '/api/notas-inscripto/update/1', { nota: 5 }],
      ['GET', `/api/notas-inscripto/get-by-fecha/?instancia_id=${instanciaId}&materia_id=${MATERIA}&fecha_examen=${FECHA}`],
    ];
    for (const [method, url, b] of routes) {
      expect((await t.call(method, url, { body: b })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { body: b, token: applicant })).status, `${method} ${url}`).toBe(403);
    }
    expect((await byFecha()).status).toBe(200);
    expect(await countRows(t.database.db, 'notas')).toBe(0);
  });

  it('stores grades of three students, reads them back as numbers, and accepts a decimal comma', async () => {
    const first = await store({ inscripto_id: students[0], nota: 8 });
    expect(first.status).toBe(201);
    expect(first.body.data.nota).toMatchObject({ inscripto_id: students[0], materia_id: MATERIA, fecha_examen: FECHA, nota: 8 });
    expect((await store({ inscripto_id: students[1], nota: '7,5' })).body.data.nota.nota).toBe(7.5);
    expect((await store({ inscripto_id: students[2], nota: '9.25' })).body.data.nota.nota).toBe(9.25);

    const read = await byFecha();
    expect(read.status).toBe(200);
    const notas = read.body.notas as Array<{ id: number; inscripto_id: number; nota: number }>;
    expect(notas.map((n) => [n.inscripto_id, n.nota])).toEqual([
      [students[0], 8],
      [students[1], 7.5],
      [students[2], 9.25],
    ]);
    expect(notas.every((n) => typeof n.id === 'number')).toBe(true);
    expect((await byFecha('2026-07-04')).body.notas).toEqual([]);
  });

  it('stores the same student, subject and date again as an update, not a duplicate', async () => {
    const before = await countRows(t.database.db, 'notas');
    const original = (await byFecha()).body.notas.find((n: { inscripto_id: number }) => n.inscripto_id === students[0]);
    const again = await store({ inscripto_id: students[0], nota: '6,5' });
    expect(again.status).toBe(200);
    expect(again.body.data.nota).toMatchObject({ id: original.id, nota: 6.5 });
    expect(await countRows(t.database.db, 'notas')).toBe(before);
    // The same grade once more changes nothing and leaves no audit row.
    const audits = await countRows(t.database.db, 'audit_log', sql`entity = 'nota'`);
    expect((await store({ inscripto_id: students[0], nota: 6.5 })).status).toBe(200);
    expect(await countRows(t.database.db, 'audit_log', sql`entity = 'nota'`)).toBe(audits);
  });

  it('updates a grade by id and audits who changed it, with the grade before and after', async () => {
    const target = (await byFecha()).body.notas.find((n: { inscripto_id: number }) => n.inscripto_id === students[1]);
    const res = await t.call('PUT', `/api/notas-inscripto/update/${target.id}`, { token: admin, body: { nota: '10' } });
    expect(res.status).toBe(200);
    expect(res.body.data.nota).toMatchObject({ id: target.id, inscripto_id: students[1], nota: 10 });
    expect((await byFecha()).body.notas.find((n: { id: number }) => n.id === target.id).nota).toBe(10);

    const r = await t.database.db.execute(
      sql`select actor_user_id, action, before, after from audit_log where entity = 'nota' and entity_id = ${target.id} order by id`,
    );
    const rows = (r as unknown as { rows: Array<{ actor_user_id: number; action: string; before: any; after: any }> }).rows;
    expect(rows.map((x) => x.action)).toEqual(['nota.crear', 'nota.editar']);
    expect(rows[0]).toMatchObject({ actor_user_id: adminUserId, before: null, after: { nota: 7.5 } });
    expect(rows[1]).toMatchObject({ actor_user_id: adminUserId, before: { nota: 7.5 }, after: { nota: 10 } });

    expect((await t.call('PUT', '/api/notas-inscripto/update/999999', { token: admin, body: { nota: 5 } })).status).toBe(404);
    expect((await t.call('PUT', `/api/notas-inscripto/update/${target.id}`, { token: admin, body: { nota: 'diez' } })).status).toBe(400);
  });

  it.each([
    ['11', notaMsg.invalid],
    ['-1', notaMsg.invalid],
    [-1, notaMsg.invalid],
    ['abc', notaMsg.invalid],
    ['10,01', notaMsg.invalid],
    ['7,555', notaMsg.decimals],
    ['', notaMsg.required],
    [null, notaMsg.required],
    [true, notaMsg.invalid],
  ])('refuses the grade %j with a clear message and writes nothing', async (nota, message) => {
    const before = await countRows(t.database.db, 'notas');
    const res = await store({ inscripto_id: students[0], fecha_examen: '2026-07-10', nota });
    expect(res.status).toBe(400);
    expect(res.body.errors.nota).toEqual([message]);
    expect(res.body.error[0].message).toBe(message);
    expect(await countRows(t.database.db, 'notas')).toBe(before);
  });

  it('refuses a non-approved enrollee (422), a subject of another career (422) and unknown ids (404)', async () => {
    const before = await countRows(t.database.db, 'notas');
    const pending = await store({ inscripto_id: pendingId });
    expect(pending.status).toBe(422);
    expect(pending.body.errors.inscripto_id).toEqual([notaMsg.notApproved]);
    const foreign = await store({ materia_id: FOREIGN_MATERIA });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.materia_id).toEqual([notaMsg.materiaNotOfCarrera]);
    const unknown = await store({ inscripto_id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error[0].message).toBe(notaMsg.inscriptoNotFound);
    const missingDate = await store({ fecha_examen: undefined });
    expect(missingDate.status).toBe(400);
    expect(missingDate.body.errors.fecha_examen).toEqual([notaMsg.fechaExamenRequired]);
    expect(await countRows(t.database.db, 'notas')).toBe(before);

    expect((await byFecha(FECHA, FOREIGN_MATERIA)).status).toBe(422);
    const noInstancia = await t.call('GET', `/api/notas-inscripto/get-by-fecha/?instancia_id=999999&materia_id=${MATERIA}&fecha_examen=${FECHA}`, { token: admin });
    expect(noInstancia.status).toBe(404);
    expect(noInstancia.body.error[0].message).toBe(instanciaMsg.notFound);
  });

  it('refuses to change the grade of an enrollee who is no longer approved', async () => {
    const someone = await enrolPerson(t, admin, instanciaId);
    const created = await store({ inscripto_id: someone.inscriptoId, nota: 4 });
    expect(created.status).toBe(201);
    await t.database.db.execute(sql`update inscriptos set estado_id = 6 where id = ${someone.inscriptoId}`);
    const res = await t.call('PUT', `/api/notas-inscripto/update/${created.body.data.nota.id}`, { token: admin, body: { nota: 9 } });
    expect(res.status).toBe(422);
    expect(res.body.error[0].message).toBe(notaMsg.notApproved);
  });
});
