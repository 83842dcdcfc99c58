import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { carreraMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { enrolPerson } from '../../../test/fixtures/asistencias.js';

describe.each(databaseKinds)('careers and subjects on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let applicant: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    applicant = (await signUp(t, { name: 'Aspirante', email: `carreras.${Date.now()}@correo.test`, password: 'secreta1' })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const carrera = { descripcion: 'Tecnicatura en Ciencia de Datos', tipo_carrera_id: 2 };

  it('answers 401 to anonymous and 403 to applicants on every careers route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/tipos-carrera/'],
      ['GET', '/api/carreras/'],
      ['POST', '/api/carreras/', carrera],
      ['PUT', '/api/carreras/9', carrera],
      ['GET', '/api/carreras/9/materias'],
      ['POST', '/api/carreras/9/materias', { descripcion: 'Nueva' }],
      ['PUT', '/api/materias/51', { descripcion: 'Nueva' }],
      ['DELETE', '/api/materias/51'],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { body, token: applicant })).status, `${method} ${url}`).toBe(403);
    }
    expect(await countRows(t.database.db, 'carreras')).toBe(13);
    expect(await countRows(t.database.db, 'materias')).toBe(74);
  });

  it('lists career types and careers with their type and subject count', async () => {
    const tipos = await t.call('GET', '/api/tipos-carrera/', { token: admin });
    expect(tipos.status).toBe(200);
    expect(tipos.body.data.tipos_carrera.map((x: { id: number }) => x.id)).toEqual([1, 2, 3, 4, 5]);
    const res = await t.call('GET', '/api/carreras/', { token: admin });
    expect(res.status).toBe(200);
    const list = res.body.data.carreras as Array<any>;
    expect(list).toHaveLength(13);
    expect(list.find((c) => c.id === 9)).toEqual({
      id: 9,
      descripcion: 'Curso de AutoCAD',
      tipo_carrera_id: 3,
      tipo_carrera: 'Cursos',
      elegible_en_ingreso: 0,
      materias_count: 5,
    });
    expect(list.find((c) => c.id === 2)).toMatchObject({ elegible_en_ingreso: 1, materias_count: 7 });
  });

  it('creates and edits a career, keeping elegible_en_ingreso when omitted', async () => {
    const created = await t.call('POST', '/api/carreras/', { token: admin, body: { ...carrera, elegible_en_ingreso: 1 } });
    expect(created.status).toBe(201);
    const id = created.body.data.carrera.id;
    expect(id).toBeGreaterThan(13);
    expect(created.body.data.carrera).toMatchObject({
      ...carrera,
      tipo_carrera: 'Tecnicaturas',
      elegible_en_ingreso: 1,
      materias_count: 0,
    });

    const edited = await t.call('PUT', `/api/carreras/${id}`, {
      token: admin,
      body: { descripcion: 'Tecnicatura en Datos', tipo_carrera_id: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.carrera).toMatchObject({
      id,
      descripcion: 'Tecnicatura en Datos',
      tipo_carrera_id: 3,
      tipo_carrera: 'Cursos',
      elegible_en_ingreso: 1,
    });
    expect((await t.call('PUT', '/api/carreras/999999', { token: admin, body: carrera })).status).toBe(404);
    expect(await countRows(t.database.db, 'audit_log', sql`entity = 'carrera'`)).toBe(2);
  });

  it.each([
    [{ descripcion: '' }, 'descripcion', carreraMsg.descripcionRequired],
    [{ descripcion: undefined }, 'descripcion', carreraMsg.descripcionRequired],
    [{ descripcion: 'x'.repeat(256) }, 'descripcion', carreraMsg.max255],
    [{ tipo_carrera_id: undefined }, 'tipo_carrera_id', carreraMsg.tipoRequired],
    [{ tipo_carrera_id: 99 }, 'tipo_carrera_id', carreraMsg.tipoInvalid],
    [{ elegible_en_ingreso: 7 }, 'elegible_en_ingreso', carreraMsg.tipoInvalid],
  ])('refuses a career with bad input %#', async (over, field, message) => {
    const before = await countRows(t.database.db, 'carreras');
    const res = await t.call('POST', '/api/carreras/', { token: admin, body: { ...carrera, ...over } });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await countRows(t.database.db, 'carreras')).toBe(before);
  });

  it('adds, lists, renames and deletes subjects of a career', async () => {
    const added = await t.call('POST', '/api/carreras/11/materias', { token: admin, body: { descripcion: '  Primeros auxilios  ' } });
    expect(added.status).toBe(201);
    const materia = added.body.data.materia;
    expect(materia).toMatchObject({ carrera_id: 11, descripcion: 'Primeros auxilios', en_uso: false });
    const list = await t.call('GET', '/api/carreras/11/materias', { token: admin });
    expect(list.body.data.materias.map((m: { id: number }) => m.id)).toContain(materia.id);
    expect(list.body.data.materias).toHaveLength(5);
    const counted = await t.call('PUT', '/api/carreras/11', {
      token: admin,
      body: { descripcion: 'Seminario de Seguridad e Higiene', tipo_carrera_id: 3 },
    });
    expect(counted.body.data.carrera.materias_count).toBe(5);
    // Spanish order whatever the collation: "Álgebra ..." before "Física I".
    const civil = (await t.call('GET', '/api/carreras/2/materias', { token: admin })).body.data.materias.map(
      (m: { descripcion: string }) => m.descripcion,
    );
    expect(civil.slice(0, 3)).toEqual(['Álgebra y Geometría Analítica', 'Análisis Matemático I', 'Física I']);

    const renamed = await t.call('PUT', `/api/materias/${materia.id}`, { token: admin, body: { descripcion: 'Primeros Auxilios' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.materia.descripcion).toBe('Primeros Auxilios');
    const bad = await t.call('PUT', `/api/materias/${materia.id}`, { token: admin, body: { descripcion: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.descripcion).toEqual([carreraMsg.descripcionRequired]);

    const removed = await t.call('DELETE', `/api/materias/${materia.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(carreraMsg.materiaDeleted);
    expect(await countRows(t.database.db, 'materias', sql`id = ${materia.id}`)).toBe(0);
    expect(await countRows(t.database.db, 'audit_log', sql`entity = 'materia' and entity_id = ${materia.id}`)).toBe(3);

    expect((await t.call('GET', '/api/carreras/999999/materias', { token: admin })).status).toBe(404);
    expect((await t.call('POST', '/api/carreras/999999/materias', { token: admin, body: { descripcion: 'x' } })).status).toBe(404);
    expect((await t.call('PUT', '/api/materias/999999', { token: admin, body: { descripcion: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/materias/999999', { token: admin })).status).toBe(404);
  });

  it('refuses to delete a subject with attendance or grades', async () => {
    const instancia = await insertInstancia(t.database.db, 9, 'open');
    const { inscriptoId } = await enrolPerson(t, admin, instancia.id);
    const withAttendance = await t.call('POST', '/api/asistencias-inscripto/store/', {
      token: admin,
      // A class and an exam within the instancia's course (dates outside it are refused).
      body: { instancia_id: instancia.id, materia_id: 52, fecha_clase: instancia.fecha_inicio, ausentes: [] },
    });
    expect(withAttendance.status).toBe(200);
    const withGrade = await t.call('POST', '/api/notas-inscripto/store', {
      token: admin,
      body: { inscripto_id: inscriptoId, materia_id: 53, fecha_examen: instancia.fecha_inicio, nota: 9 },
    });
    expect(withGrade.status).toBe(201);

    const list = (await t.call('GET', '/api/carreras/9/materias', { token: admin })).body.data.materias as Array<{
      id: number;
      en_uso: boolean;
    }>;
    expect(
      list
        .filter((m) => m.en_uso)
        .map((m) => m.id)
        .sort(),
    ).toEqual([52, 53]);
    for (const id of [52, 53]) {
      const res = await t.call('DELETE', `/api/materias/${id}`, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.error[0].message).toBe(carreraMsg.materiaInUse);
      expect(await countRows(t.database.db, 'materias', sql`id = ${id}`)).toBe(1);
    }
  });
});
