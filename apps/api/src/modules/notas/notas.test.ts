import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { instanciaMsg, notaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { addDays, countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { enrolPerson } from '../../../test/fixtures/asistencias.js';

/** Carrera 10 (Curso de Programación en Python) has materias 56 to 60; materia 6 belongs to carrera 2. */
const CARRERA = 10;
const MATERIA = 56;
const FOREIGN_MATERIA = 6;

describe.each(databaseKinds)('grades on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminUserId: number;
  let applicant: string;
  let instanciaId: number;
  let students: number[];
  let pendingId: number;
  /** The instancia's course dates (it is open: from yesterday to 30 days ahead). */
  let course: { fecha_inicio: string; fecha_fin: string };
  /** An exam date inside the course, `n` days after its start. */
  const day = (n: number) => addDays(course.fecha_inicio, n);
  let FECHA: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = (await t.call('POST', '/api/login/', { body: ADMIN })).body;
    admin = login.token;
    adminUserId = login.user.id;
    applicant = (await signUp(t, { name: 'Aspirante', email: `notas.${Date.now()}@correo.test`, password: 'secreta1' })).token;
    const instancia = await insertInstancia(t.database.db, CARRERA, 'open');
    instanciaId = instancia.id;
    course = { fecha_inicio: instancia.fecha_inicio, fecha_fin: instancia.fecha_fin };
    FECHA = day(3);
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
  const byFecha = (fecha: string = FECHA, materia = MATERIA) =>
    t.call('GET', `/api/notas-inscripto/get-by-fecha/?instancia_id=${instanciaId}&materia_id=${materia}&fecha_examen=${fecha}`, {
      token: admin,
    });

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
    expect((await byFecha(day(4))).body.notas).toEqual([]);
  });

  it('refuses a new grade where one exists (409 naming it), changing nothing and auditing nothing', async () => {
    const before = await countRows(t.database.db, 'notas');
    const audits = await countRows(t.database.db, 'audit_log');
    const original = (await byFecha()).body.notas.find((n: { inscripto_id: number }) => n.inscripto_id === students[0]);
    expect(original.nota).toBe(8);
    for (const over of [{ nota: 9 }, { nota: '9', reemplazar: false }, { nota: 8 }]) {
      const res = await store({ inscripto_id: students[0], ...over });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('nota_existente');
      expect(res.body.message).toBe(notaMsg.existing(8, FECHA));
      expect(res.body.message).toContain('ya tiene la nota 8 en esta materia');
      expect(res.body.message).toContain(FECHA.split('-').reverse().join('/'));
      expect(res.body.error[0].message).toBe(res.body.message);
    }
    // The grade is named as staff type it: a decimal comma.
    const other = await store({ inscripto_id: students[1], nota: 4 });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain('ya tiene la nota 7,5 en esta materia');
    expect((await byFecha()).body.notas.find((n: { id: number }) => n.id === original.id).nota).toBe(8);
    expect(await countRows(t.database.db, 'notas')).toBe(before);
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
  });

  it('replaces a grade when the new one says reemplazar: true, audited as a replacement, without duplicating', async () => {
    const before = await countRows(t.database.db, 'notas');
    const original = (await byFecha()).body.notas.find((n: { inscripto_id: number }) => n.inscripto_id === students[0]);
    const again = await store({ inscripto_id: students[0], nota: '6,5', reemplazar: true });
    expect(again.status).toBe(200);
    expect(again.body.data.nota).toMatchObject({ id: original.id, nota: 6.5 });
    expect(await countRows(t.database.db, 'notas')).toBe(before);
    const r = await t.database.db.execute(
      sql`select action, before, after from audit_log where entity = 'nota' and entity_id = ${original.id} order by id`,
    );
    const rows = (r as unknown as { rows: Array<{ action: string; before: any; after: any }> }).rows;
    expect(rows.map((x) => x.action)).toEqual(['nota.crear', 'nota.reemplazar']);
    expect(rows[1]).toMatchObject({ before: { nota: 8 }, after: { nota: 6.5 } });
    // The same grade once more changes nothing and leaves no audit row.
    const audits = await countRows(t.database.db, 'audit_log', sql`entity = 'nota'`);
    expect((await store({ inscripto_id: students[0], nota: 6.5, reemplazar: true })).status).toBe(200);
    expect(await countRows(t.database.db, 'audit_log', sql`entity = 'nota'`)).toBe(audits);
    // reemplazar where there is no grade yet stores a new one.
    const fresh = await store({ inscripto_id: students[0], fecha_examen: day(5), nota: 5, reemplazar: true });
    expect(fresh.status).toBe(201);
    const badFlag = await store({ inscripto_id: students[0], reemplazar: 1 });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.errors.reemplazar).toEqual([notaMsg.reemplazarInvalid]);
  });

  it('accepts one of several new grades for the same enrollee, subject and date sent at once, and refuses the others (409)', async () => {
    const fecha = day(6);
    const results = await Promise.all([5, 6, 7, 8].map((nota) => store({ inscripto_id: students[2], fecha_examen: fecha, nota })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = results.find((r) => r.status === 201)!.body.data.nota;
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(notaMsg.existing(winner.nota, fecha));
    const stored = (await byFecha(fecha)).body.notas;
    expect(stored).toEqual([winner]);
  });

  it('refuses an exam date outside the course (422 with the allowed range) and writes nothing', async () => {
    const before = await countRows(t.database.db, 'notas');
    const audits = await countRows(t.database.db, 'audit_log');
    const message = notaMsg.fechaFueraDelCurso(course.fecha_inicio, course.fecha_fin);
    expect(message).toContain(
      `del ${course.fecha_inicio.split('-').reverse().join('/')} al ${course.fecha_fin.split('-').reverse().join('/')}`,
    );
    for (const fecha of [addDays(course.fecha_inicio, -1), addDays(course.fecha_fin, 1), '2020-01-15']) {
      for (const reemplazar of [false, true]) {
        const res = await store({ inscripto_id: students[1], fecha_examen: fecha, reemplazar });
        expect(res.status, fecha).toBe(422);
        expect(res.body.code).toBe('fecha_fuera_del_curso');
        expect(res.body.error[0].message).toBe(message);
        expect(res.body.errors.fecha_examen).toEqual([message]);
      }
    }
    expect(await countRows(t.database.db, 'notas')).toBe(before);
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
    expect((await store({ inscripto_id: students[1], fecha_examen: course.fecha_fin, nota: 6 })).status).toBe(201);
    expect((await store({ inscripto_id: students[1], fecha_examen: course.fecha_inicio, nota: 6 })).status).toBe(201);
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
    const res = await store({ inscripto_id: students[0], fecha_examen: day(10), nota });
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
    const noInstancia = await t.call(
      'GET',
      `/api/notas-inscripto/get-by-fecha/?instancia_id=999999&materia_id=${MATERIA}&fecha_examen=${FECHA}`,
      { token: admin },
    );
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
