import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asistenciaMsg, instanciaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { addDays, countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { enrolPerson } from '../../../test/fixtures/asistencias.js';

/** Carrera 9 (Curso de AutoCAD) has materias 51 to 55; materia 6 belongs to carrera 2. */
const CARRERA = 9;
const MATERIA = 51;
const OTHER_MATERIA = 52;
const FOREIGN_MATERIA = 6;

describe.each(databaseKinds)('attendance on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let applicant: string;
  let instanciaId: number;
  let otherInstanciaId: number;
  /** The instancia's course dates (it is open: from yesterday to 30 days ahead). */
  let course: { fecha_inicio: string; fecha_fin: string };
  /** A class date inside the course, `n` days after its start. */
  const day = (n: number) => addDays(course.fecha_inicio, n);
  /** Approved enrollees in the order the wizard lists them (apellido, nombre). */
  let approved: Array<{ inscriptoId: number; dni: string }>;
  let pendingId: number;
  let rejectedId: number;
  let otherInstanciaEnrollee: number;

  const marksOf = (instancia: number, materia: number, fecha: string) =>
    countRows(
      t.database.db,
      'asistencias',
      sql`materia_id = ${materia} and fecha_clase = ${fecha} and inscripto_id in (select id from inscriptos where instancia_id = ${instancia})`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    applicant = (await signUp(t, { name: 'Aspirante', email: `asis.${Date.now()}@correo.test`, password: 'secreta1' })).token;
    const instancia = await insertInstancia(t.database.db, CARRERA, 'open');
    instanciaId = instancia.id;
    course = { fecha_inicio: instancia.fecha_inicio, fecha_fin: instancia.fecha_fin };
    otherInstanciaId = (await insertInstancia(t.database.db, CARRERA, 'open')).id;
    const people = [
      { nombre: 'Zoe', apellido: 'Pérez' },
      { nombre: 'Ana', apellido: 'Álvarez' },
      { nombre: 'Bruno', apellido: 'Pérez' },
      { nombre: 'Carla', apellido: 'Díaz' },
      { nombre: 'Ñandú', apellido: 'Núñez' },
      { nombre: 'Ana', apellido: 'Ortiz' },
    ];
    const enrolled: Array<{ nombre: string; apellido: string; inscriptoId: number; dni: string }> = [];
    for (const p of people) {
      const e = await enrolPerson(t, admin, instanciaId, p);
      enrolled.push({ ...p, inscriptoId: e.inscriptoId, dni: e.persona.numero_documento });
    }
    // Spanish order whatever the database collation: "Álvarez" first, not after "Pérez" as in byte order.
    const order = ['Álvarez Ana', 'Díaz Carla', 'Núñez Ñandú', 'Ortiz Ana', 'Pérez Bruno', 'Pérez Zoe'];
    approved = order.map((name) => enrolled.find((e) => `${e.apellido} ${e.nombre}` === name)!);
    pendingId = (await enrolPerson(t, admin, instanciaId, { estado: 1 })).inscriptoId;
    rejectedId = (await enrolPerson(t, admin, instanciaId, { estado: 3 })).inscriptoId;
    otherInstanciaEnrollee = (await enrolPerson(t, admin, otherInstanciaId)).inscriptoId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (over: Record<string, unknown> = {}) => ({
    instancia_id: instanciaId,
    materia_id: MATERIA,
    fecha_clase: day(1),
    ausentes: [] as number[],
    ...over,
  });
  const query = (fecha = day(1), materia = MATERIA) => `instancia_id=${instanciaId}&materia_id=${materia}&fecha_clase=${fecha}`;
  const absent = (ms: Array<{ inscripto_id: number; asistencia: number }>) =>
    ms
      .filter((m) => m.asistencia === 0)
      .map((m) => m.inscripto_id)
      .sort((x, y) => x - y);
  /** The attendance audit actions of this instancia's class of MATERIA on `fecha`, oldest first. */
  const auditActions = async (fecha: string) => {
    const r = await t.database.db.execute(
      sql`select action from audit_log where action like 'asistencia.%' and entity_id = ${instanciaId} and after->>'fecha_clase' = ${fecha} and (after->>'materia_id')::int = ${MATERIA} order by id`,
    );
    return (r as unknown as { rows: Array<{ action: string }> }).rows.map((x) => x.action);
  };

  it('answers 401 to anonymous and 403 to applicants on every attendance route', async () => {
    const q = `instancia_id=${instanciaId}&materia_id=${MATERIA}&fecha_clase=${day(1)}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/instancias/${instanciaId}/estudiantes`],
      ['POST', '/api/asistencias-inscripto/store/', body()],
      ['PUT', '/api/asistencias-inscripto/update/', body()],
      ['GET', `/api/asistencias-inscripto/get-by-fecha/?${q}`],
    ];
    for (const [method, url, b] of routes) {
      expect((await t.call(method, url, { body: b })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { body: b, token: applicant })).status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('GET', `/api/instancias/${instanciaId}/estudiantes`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${q}`, { token: admin })).status).toBe(200);
    expect(await countRows(t.database.db, 'asistencias')).toBe(0);
  });

  it('lists only the approved enrollees, by apellido and nombre, with a DNI substring filter', async () => {
    const res = await t.call('GET', `/api/instancias/${instanciaId}/estudiantes`, { token: admin });
    expect(res.status).toBe(200);
    const list = res.body.data.estudiantes as Array<{ inscripto_id: number; nombre: string; apellido: string; numero_documento: string }>;
    expect(list.map((e) => e.inscripto_id)).toEqual(approved.map((a) => a.inscriptoId));
    expect(list[0]).toEqual(
      expect.objectContaining({ nombre: expect.any(String), apellido: expect.any(String), numero_documento: approved[0].dni }),
    );
    expect(list.map((e) => e.inscripto_id)).not.toContain(pendingId);

    const part = approved[2].dni.slice(2, 7);
    const filtered = await t.call('GET', `/api/instancias/${instanciaId}/estudiantes?dni=${part}`, { token: admin });
    expect(filtered.body.data.estudiantes.map((e: { numero_documento: string }) => e.numero_documento)).toContain(approved[2].dni);
    for (const e of filtered.body.data.estudiantes) expect(e.numero_documento).toContain(part);
    const none = await t.call('GET', `/api/instancias/${instanciaId}/estudiantes?dni=%25`, { token: admin });
    expect(none.body.data.estudiantes).toEqual([]);
    expect((await t.call('GET', '/api/instancias/999999/estudiantes', { token: admin })).status).toBe(404);
  });

  it('stores a class with two absentees, reads it back, and edits it with update without duplicating', async () => {
    const [a, , c, d] = approved.map((x) => x.inscriptoId);
    const stored = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ ausentes: [a, c] }) });
    expect(stored.status).toBe(200);
    const marks = stored.body.data.asistencias as Array<{
      inscripto_id: number;
      asistencia: number;
      materia_id: number;
      fecha_clase: string;
    }>;
    expect(marks).toHaveLength(approved.length);
    expect(marks.every((m) => m.materia_id === MATERIA && m.fecha_clase === day(1))).toBe(true);
    expect(absent(marks)).toEqual([a, c].sort((x, y) => x - y));

    const read = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query()}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.asistencias).toHaveLength(approved.length);
    expect(Object.keys(read.body.asistencias[0]).sort()).toEqual(['asistencia', 'inscripto_id']);
    expect(absent(read.body.asistencias)).toEqual([a, c].sort((x, y) => x - y));

    // Edit mode (PUT): one absentee changes, the same rows are updated and audited as an edit.
    const edited = await t.call('PUT', '/api/asistencias-inscripto/update/', { token: admin, body: body({ ausentes: [a, d] }) });
    expect(edited.status).toBe(200);
    expect(absent(edited.body.data.asistencias)).toEqual([a, d].sort((x, y) => x - y));
    expect(await marksOf(instanciaId, MATERIA, day(1))).toBe(approved.length);
    expect(await auditActions(day(1))).toEqual(['asistencia.crear', 'asistencia.editar']);

    // Another subject on the same day, and the same subject another day, are separate classes.
    expect(
      (await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ materia_id: OTHER_MATERIA }) })).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: day(2) }) })).status).toBe(
      200,
    );
    expect(await marksOf(instanciaId, MATERIA, day(1))).toBe(approved.length);
    expect(await marksOf(instanciaId, OTHER_MATERIA, day(1))).toBe(approved.length);
    expect(await marksOf(instanciaId, MATERIA, day(2))).toBe(approved.length);
    const empty = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(day(25))}`, { token: admin });
    expect(empty.body.asistencias).toEqual([]);
  });

  it('refuses a new load of a class that already has marks (409 with how many), changing nothing and auditing nothing', async () => {
    const fecha = day(3);
    const [a, b] = approved.map((x) => x.inscriptoId);
    expect(
      (await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: fecha, ausentes: [a] }) }))
        .status,
    ).toBe(200);
    const marksBefore = (await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(fecha)}`, { token: admin })).body
      .asistencias;
    const auditBefore = await countRows(t.database.db, 'audit_log');

    // "Cargar nuevas asistencias" again on the same subject and date: everyone present would wipe the absence.
    for (const over of [{}, { reemplazar: false }, { ausentes: [b] }]) {
      const res = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: fecha, ...over }) });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('asistencias_existentes');
      expect(res.body.message).toBe(asistenciaMsg.existing(approved.length, fecha));
      expect(res.body.error[0].message).toBe(res.body.message);
      expect(res.body.message).toContain(`Ya hay ${approved.length} asistencias cargadas`);
      expect(res.body.message).toContain(fecha.split('-').reverse().join('/'));
      expect(res.body.message).toContain('Editar asistencias');
    }
    const marksAfter = (await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(fecha)}`, { token: admin })).body.asistencias;
    expect(marksAfter).toEqual(marksBefore);
    expect(absent(marksAfter)).toEqual([a]);
    expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
    expect(asistenciaMsg.existing(1, '2026-03-10')).toMatch(
      /^Ya hay 1 asistencia cargada de esta materia para la clase del 10\/03\/2026\./,
    );
  });

  it('replaces a loaded class when the new load says reemplazar: true, and audits it as a replacement', async () => {
    const fecha = day(4);
    const [a, b, c] = approved.map((x) => x.inscriptoId);
    expect(
      (await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: fecha, ausentes: [a, b] }) }))
        .status,
    ).toBe(200);
    const replaced = await t.call('POST', '/api/asistencias-inscripto/store/', {
      token: admin,
      body: body({ fecha_clase: fecha, ausentes: [c, c], reemplazar: true }),
    });
    expect(replaced.status).toBe(200);
    expect(absent(replaced.body.data.asistencias)).toEqual([c]);
    expect(replaced.body.data.asistencias).toHaveLength(approved.length);
    expect(await marksOf(instanciaId, MATERIA, fecha)).toBe(approved.length);
    const read = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(fecha)}`, { token: admin });
    expect(absent(read.body.asistencias)).toEqual([c]);

    const r = await t.database.db.execute(
      sql`select action, before, after from audit_log where action like 'asistencia.%' and entity_id = ${instanciaId} and after->>'fecha_clase' = ${fecha} order by id`,
    );
    const rows = (r as unknown as { rows: Array<{ action: string; before: any; after: any }> }).rows;
    expect(rows.map((x) => x.action)).toEqual(['asistencia.crear', 'asistencia.reemplazar']);
    expect(rows[1].before).toMatchObject({
      materia_id: MATERIA,
      fecha_clase: fecha,
      ausentes: [a, b].sort((x, y) => x - y),
      marcas: approved.length,
    });
    expect(rows[1].after).toMatchObject({ ausentes: [c], presentes: approved.length - 1 });

    // reemplazar on a class with no marks is just a new load.
    const fresh = await t.call('POST', '/api/asistencias-inscripto/store/', {
      token: admin,
      body: body({ fecha_clase: day(6), reemplazar: true }),
    });
    expect(fresh.status).toBe(200);
    expect(await auditActions(day(6))).toEqual(['asistencia.crear']);
    const badFlag = await t.call('POST', '/api/asistencias-inscripto/store/', {
      token: admin,
      body: body({ fecha_clase: fecha, reemplazar: 'si' }),
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.errors.reemplazar).toEqual([asistenciaMsg.reemplazarInvalid]);
  });

  it('refuses a class date outside the course (422 with the allowed range) on a new load, a replacement and a new class in edit mode', async () => {
    const before = await countRows(t.database.db, 'asistencias');
    const auditBefore = await countRows(t.database.db, 'audit_log');
    const message = asistenciaMsg.fechaFueraDelCurso(course.fecha_inicio, course.fecha_fin);
    expect(message).toContain(
      `del ${course.fecha_inicio.split('-').reverse().join('/')} al ${course.fecha_fin.split('-').reverse().join('/')}`,
    );
    const outside = [addDays(course.fecha_inicio, -1), addDays(course.fecha_fin, 1), '2020-01-15'];
    for (const fecha of outside) {
      for (const [method, url, extra] of [
        ['POST', '/api/asistencias-inscripto/store/', {}],
        ['POST', '/api/asistencias-inscripto/store/', { reemplazar: true }],
        ['PUT', '/api/asistencias-inscripto/update/', {}],
      ] as const) {
        const res = await t.call(method, url, { token: admin, body: body({ fecha_clase: fecha, ...extra }) });
        expect(res.status, `${method} ${fecha}`).toBe(422);
        expect(res.body.code).toBe('fecha_fuera_del_curso');
        expect(res.body.error[0].message).toBe(message);
        expect(res.body.errors.fecha_clase).toEqual([message]);
      }
    }
    expect(await countRows(t.database.db, 'asistencias')).toBe(before);
    expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
    // Both ends of the course are class days.
    expect(
      (await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: course.fecha_inicio }) }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: course.fecha_fin }) })).status,
    ).toBe(200);
  });

  it("lets edit mode correct a class already loaded after the instancia's dates moved past it", async () => {
    const fecha = day(7);
    const [a, b] = approved.map((x) => x.inscriptoId);
    expect(
      (await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: fecha, ausentes: [a] }) }))
        .status,
    ).toBe(200);
    await t.database.db.execute(sql`update instancias set fecha_inicio = ${day(8)} where id = ${instanciaId}`);
    try {
      const edited = await t.call('PUT', '/api/asistencias-inscripto/update/', {
        token: admin,
        body: body({ fecha_clase: fecha, ausentes: [b] }),
      });
      expect(edited.status).toBe(200);
      expect(absent(edited.body.data.asistencias)).toEqual([b]);
      const again = await t.call('POST', '/api/asistencias-inscripto/store/', {
        token: admin,
        body: body({ fecha_clase: fecha, reemplazar: true }),
      });
      expect(again.status).toBe(422);
    } finally {
      await t.database.db.execute(sql`update instancias set fecha_inicio = ${course.fecha_inicio} where id = ${instanciaId}`);
    }
  });

  it.each([
    ['a pending enrollee', () => pendingId],
    ['a rejected enrollee', () => rejectedId],
    ['an enrollee of another instancia', () => otherInstanciaEnrollee],
    ['an unknown id', () => 999999],
  ])('refuses %s among the absentees and writes nothing', async (_label, bad) => {
    const before = await countRows(t.database.db, 'asistencias');
    const auditBefore = await countRows(t.database.db, 'audit_log');
    for (const method of ['POST', 'PUT'] as const) {
      const url = method === 'POST' ? '/api/asistencias-inscripto/store/' : '/api/asistencias-inscripto/update/';
      const res = await t.call(method, url, {
        token: admin,
        body: body({ fecha_clase: day(20), ausentes: [approved[0].inscriptoId, bad()] }),
      });
      expect(res.status).toBe(422);
      expect(res.body.error[0].message).toBe(asistenciaMsg.notApproved([bad()]));
      expect(res.body.errors.ausentes).toEqual([asistenciaMsg.notApproved([bad()])]);
    }
    expect(await countRows(t.database.db, 'asistencias')).toBe(before);
    expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
  });

  it('refuses a subject of another career (422), an unknown instancia (404) and bad input (400), writing nothing', async () => {
    const before = await countRows(t.database.db, 'asistencias');
    const foreign = await t.call('POST', '/api/asistencias-inscripto/store/', {
      token: admin,
      body: body({ materia_id: FOREIGN_MATERIA }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.materia_id).toEqual([asistenciaMsg.materiaNotOfCarrera]);
    const unknownMateria = await t.call('PUT', '/api/asistencias-inscripto/update/', { token: admin, body: body({ materia_id: 999999 }) });
    expect(unknownMateria.status).toBe(422);
    expect(
      (await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(day(1), FOREIGN_MATERIA)}`, { token: admin })).status,
    ).toBe(422);

    const unknown = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ instancia_id: 999999 }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error[0].message).toBe(instanciaMsg.notFound);

    const badDate = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: '2026-02-30' }) });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.fecha_clase).toEqual([instanciaMsg.invalidDate]);
    const noDate = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: undefined }) });
    expect(noDate.body.errors.fecha_clase).toEqual([asistenciaMsg.fechaClaseRequired]);
    const badList = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ ausentes: 'todos' }) });
    expect(badList.status).toBe(400);
    expect(badList.body.errors.ausentes).toEqual([asistenciaMsg.ausentesInvalid]);
    const badQuery = await t.call('GET', '/api/asistencias-inscripto/get-by-fecha/?instancia_id=x', { token: admin });
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.errors).sort()).toEqual(['fecha_clase', 'instancia_id', 'materia_id']);
    expect(await countRows(t.database.db, 'asistencias')).toBe(before);
  });

  it('accepts one of several new loads of the same class submitted at once and refuses the others (409), never duplicating', async () => {
    const fecha = day(15);
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.call('POST', '/api/asistencias-inscripto/store/', {
          token: admin,
          body: body({ fecha_clase: fecha, ausentes: [approved[i].inscriptoId] }),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('asistencias_existentes');
    expect(await marksOf(instanciaId, MATERIA, fecha)).toBe(approved.length);
    const winner = results.find((r) => r.status === 200)!;
    const read = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(fecha)}`, { token: admin });
    expect(absent(read.body.asistencias)).toEqual(absent(winner.body.data.asistencias));
    expect(await auditActions(fecha)).toEqual(['asistencia.crear']);
  });

  it('never duplicates marks when edits and replacements of the same class are submitted at once', async () => {
    const fecha = day(16);
    expect((await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: fecha }) })).status).toBe(
      200,
    );
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        t.call(i % 2 ? 'PUT' : 'POST', i % 2 ? '/api/asistencias-inscripto/update/' : '/api/asistencias-inscripto/store/', {
          token: admin,
          body: body({ fecha_clase: fecha, ausentes: [approved[i % approved.length].inscriptoId], ...(i % 2 ? {} : { reemplazar: true }) }),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await marksOf(instanciaId, MATERIA, fecha)).toBe(approved.length);
    const read = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${query(fecha)}`, { token: admin });
    // Whichever submission came last wins as a whole: exactly one absentee.
    expect(read.body.asistencias.filter((m: { asistencia: number }) => m.asistencia === 0)).toHaveLength(1);
  });

  it('refuses to record a class when the instancia has no approved enrollees', async () => {
    const empty = await insertInstancia(t.database.db, CARRERA, 'open');
    await enrolPerson(t, admin, empty.id, { estado: 1 });
    const res = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ instancia_id: empty.id }) });
    expect(res.status).toBe(422);
    expect(res.body.error[0].message).toBe(asistenciaMsg.noStudents);
    const list = await t.call('GET', `/api/instancias/${empty.id}/estudiantes`, { token: admin });
    expect(list.body.data.estudiantes).toEqual([]);
  });
});
