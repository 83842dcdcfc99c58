import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asistenciaMsg, instanciaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertInstancia } from '../../../test/fixtures/rows.js';
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
    instanciaId = (await insertInstancia(t.database.db, CARRERA, 'open')).id;
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
    fecha_clase: '2026-04-07',
    ausentes: [] as number[],
    ...over,
  });

  it('answers 401 to anonymous and 403 to applicants on every attendance route', async () => {
    const q = `instancia_id=${instanciaId}&materia_id=${MATERIA}&fecha_clase=2026-04-07`;
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
    expect(list[0]).toEqual(expect.objectContaining({ nombre: expect.any(String), apellido: expect.any(String), numero_documento: approved[0].dni }));
    expect(list.map((e) => e.inscripto_id)).not.toContain(pendingId);

    const part = approved[2].dni.slice(2, 7);
    const filtered = await t.call('GET', `/api/instancias/${instanciaId}/estudiantes?dni=${part}`, { token: admin });
    expect(filtered.body.data.estudiantes.map((e: { numero_documento: string }) => e.numero_documento)).toContain(approved[2].dni);
    for (const e of filtered.body.data.estudiantes) expect(e.numero_documento).toContain(part);
    const none = await t.call('GET', `/api/instancias/${instanciaId}/estudiantes?dni=%25`, { token: admin });
    expect(none.body.data.estudiantes).toEqual([]);
    expect((await t.call('GET', '/api/instancias/999999/estudiantes', { token: admin })).status).toBe(404);
  });

  it('stores a class with two absentees, reads it back, and storing it again updates instead of duplicating', async () => {
    const [a, b, c, d] = approved.map((x) => x.inscriptoId);
    const stored = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ ausentes: [a, c] }) });
    expect(stored.status).toBe(200);
    const marks = stored.body.data.asistencias as Array<{ inscripto_id: number; asistencia: number; materia_id: number; fecha_clase: string }>;
    expect(marks).toHaveLength(approved.length);
    expect(marks.every((m) => m.materia_id === MATERIA && m.fecha_clase === '2026-04-07')).toBe(true);
    const absent = (ms: Array<{ inscripto_id: number; asistencia: number }>) =>
      ms.filter((m) => m.asistencia === 0).map((m) => m.inscripto_id).sort((x, y) => x - y);
    expect(absent(marks)).toEqual([a, c].sort((x, y) => x - y));

    const q = `instancia_id=${instanciaId}&materia_id=${MATERIA}&fecha_clase=2026-04-07`;
    const read = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${q}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.asistencias).toHaveLength(approved.length);
    expect(Object.keys(read.body.asistencias[0]).sort()).toEqual(['asistencia', 'inscripto_id']);
    expect(absent(read.body.asistencias)).toEqual([a, c].sort((x, y) => x - y));

    // Edit: one absentee changes; PUT and a second POST both update the same rows.
    const edited = await t.call('PUT', '/api/asistencias-inscripto/update/', { token: admin, body: body({ ausentes: [a, d] }) });
    expect(edited.status).toBe(200);
    expect(absent(edited.body.data.asistencias)).toEqual([a, d].sort((x, y) => x - y));
    const again = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ ausentes: [b, b] }) });
    expect(again.status).toBe(200);
    expect(absent(again.body.data.asistencias)).toEqual([b]);
    expect(await marksOf(instanciaId, MATERIA, '2026-04-07')).toBe(approved.length);
    expect(await countRows(t.database.db, 'audit_log', sql`action like 'asistencia.%' and entity_id = ${instanciaId}`)).toBe(3);

    // Another subject on the same day, and the same subject another day, are separate classes.
    await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ materia_id: OTHER_MATERIA }) });
    await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ fecha_clase: '2026-04-08' }) });
    expect(await marksOf(instanciaId, MATERIA, '2026-04-07')).toBe(approved.length);
    expect(await marksOf(instanciaId, OTHER_MATERIA, '2026-04-07')).toBe(approved.length);
    expect(await marksOf(instanciaId, MATERIA, '2026-04-08')).toBe(approved.length);
    const empty = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?instancia_id=${instanciaId}&materia_id=${MATERIA}&fecha_clase=2026-05-01`, { token: admin });
    expect(empty.body.asistencias).toEqual([]);
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
      const res = await t.call(method, url, { token: admin, body: body({ fecha_clase: '2026-06-01', ausentes: [approved[0].inscriptoId, bad()] }) });
      expect(res.status).toBe(422);
      expect(res.body.error[0].message).toBe(asistenciaMsg.notApproved([bad()]));
      expect(res.body.errors.ausentes).toEqual([asistenciaMsg.notApproved([bad()])]);
    }
    expect(await countRows(t.database.db, 'asistencias')).toBe(before);
    expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
  });

  it('refuses a subject of another career (422), an unknown instancia (404) and bad input (400), writing nothing', async () => {
    const before = await countRows(t.database.db, 'asistencias');
    const foreign = await t.call('POST', '/api/asistencias-inscripto/store/', { token: admin, body: body({ materia_id: FOREIGN_MATERIA }) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.materia_id).toEqual([asistenciaMsg.materiaNotOfCarrera]);
    const unknownMateria = await t.call('PUT', '/api/asistencias-inscripto/update/', { token: admin, body: body({ materia_id: 999999 }) });
    expect(unknownMateria.status).toBe(422);
    const q = `instancia_id=${instanciaId}&materia_id=${FOREIGN_MATERIA}&fecha_clase=2026-04-07`;
    expect((await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?${q}`, { token: admin })).status).toBe(422);

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

  it('never duplicates marks when the same class is submitted several times at once', async () => {
    const fecha = '2026-04-20';
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        t.call(i % 2 ? 'PUT' : 'POST', i % 2 ? '/api/asistencias-inscripto/update/' : '/api/asistencias-inscripto/store/', {
          token: admin,
          body: body({ fecha_clase: fecha, ausentes: [approved[i % approved.length].inscriptoId] }),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await marksOf(instanciaId, MATERIA, fecha)).toBe(approved.length);
    const read = await t.call('GET', `/api/asistencias-inscripto/get-by-fecha/?instancia_id=${instanciaId}&materia_id=${MATERIA}&fecha_clase=${fecha}`, { token: admin });
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
