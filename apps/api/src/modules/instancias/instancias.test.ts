import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { instanciaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';

const valid = {
  carrera_id: 8,
  descripcion: 'Curso de AutoCAD - Edición Invierno',
  fecha_publicacion: '2026-06-01',
  fecha_inicio: '2026-07-01',
  fecha_fin: '2026-08-31',
};

describe.each(databaseKinds)('instancias (staff) on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let applicant: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    applicant = (await signUp(t, { name: 'Aspirante', email: `inst.${Date.now()}@correo.test`, password: 'secreta1' })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous and 403 to applicants on every staff route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/instancias/'],
      ['GET', '/api/instancias/1'],
      ['POST', '/api/instancias/', valid],
      ['PUT', '/api/instancias/1', valid],
      ['DELETE', '/api/instancias/1'],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { body, token: applicant })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('creates, reads with materias, edits and lists newest start first', async () => {
    const created = await t.call('POST', '/api/instancias/', { token: admin, body: valid });
    expect(created.status).toBe(201);
    const id = created.body.instancia.id;
    expect(created.body.instancia).toMatchObject({ descripcion: valid.descripcion, carrera: { id: 8 } });
    const later = await t.call('POST', '/api/instancias/', {
      token: admin,
      body: { ...valid, descripcion: 'Posterior', fecha_inicio: '2026-09-01', fecha_fin: '2026-10-01' },
    });
    expect(later.status).toBe(201);

    const one = await t.call('GET', `/api/instancias/${id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data.instancia.carrera.materias.length).toBeGreaterThan(0);

    const edited = await t.call('PUT', `/api/instancias/${id}`, { token: admin, body: { ...valid, descripcion: 'Editada' } });
    expect(edited.status).toBe(200);
    expect(edited.body.instancia.descripcion).toBe('Editada');

    const list = await t.call('GET', '/api/instancias/', { token: admin });
    const starts = list.body.data.instancias.map((i: { fecha_inicio: string }) => i.fecha_inicio);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(await countRows(t.database.db, 'audit_log', sql`entity = 'instancia'`)).toBe(3);
  });

  it('refuses an instancia identical to an existing one (409) unless the duplicate is confirmed (201)', async () => {
    const original = { ...valid, descripcion: 'Ingreso 2027 - Turno Mañana', fecha_inicio: '2027-03-01', fecha_fin: '2027-04-30' };
    expect((await t.call('POST', '/api/instancias/', { token: admin, body: original })).status).toBe(201);
    const instancias = await countRows(t.database.db, 'instancias');
    const audits = await countRows(t.database.db, 'audit_log');

    // The same carrera, descripción (other case, surrounding spaces) and three dates.
    for (const body of [
      original,
      { ...original, descripcion: '  INGRESO 2027 - turno mañana ' },
      { ...original, confirmar_duplicado: false },
    ]) {
      const res = await t.call('POST', '/api/instancias/', { token: admin, body });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('instancia_duplicada');
      expect(res.body.error[0].message).toBe(instanciaMsg.duplicada);
    }
    expect(await countRows(t.database.db, 'instancias')).toBe(instancias);
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);

    // Any difference is another instancia.
    for (const body of [
      { ...original, carrera_id: 9 },
      { ...original, descripcion: 'Ingreso 2027 - Turno Tarde' },
      { ...original, fecha_publicacion: '2026-06-02' },
      { ...original, fecha_inicio: '2027-03-02' },
      { ...original, fecha_fin: '2027-05-01' },
    ]) {
      expect((await t.call('POST', '/api/instancias/', { token: admin, body })).status, JSON.stringify(body)).toBe(201);
    }

    const confirmed = await t.call('POST', '/api/instancias/', { token: admin, body: { ...original, confirmar_duplicado: true } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.instancia).toMatchObject({ descripcion: original.descripcion, fecha_inicio: original.fecha_inicio });
    expect(confirmed.body.instancia).not.toHaveProperty('confirmar_duplicado');
    expect(
      await countRows(
        t.database.db,
        'instancias',
        sql`descripcion = ${original.descripcion} and carrera_id = 8 and fecha_publicacion = '2026-06-01' and fecha_inicio = '2027-03-01' and fecha_fin = '2027-04-30'`,
      ),
    ).toBe(2);

    const badFlag = await t.call('POST', '/api/instancias/', { token: admin, body: { ...original, confirmar_duplicado: 'si' } });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.errors.confirmar_duplicado).toEqual([instanciaMsg.confirmarDuplicadoInvalid]);
    // Editing is not creating: an edit that keeps the values is not refused.
    const id = confirmed.body.instancia.id;
    expect((await t.call('PUT', `/api/instancias/${id}`, { token: admin, body: original })).status).toBe(200);
  });

  it.each([
    [{ ...valid, carrera_id: undefined }, 'carrera_id', instanciaMsg.carreraRequired],
    [{ ...valid, carrera_id: 99999 }, 'carrera_id', instanciaMsg.carreraInvalid],
    [{ ...valid, descripcion: '' }, 'descripcion', instanciaMsg.descripcionRequired],
    [{ ...valid, descripcion: 'x'.repeat(256) }, 'descripcion', instanciaMsg.max255],
    [{ ...valid, fecha_publicacion: '' }, 'fecha_publicacion', instanciaMsg.fechaPublicacionRequired],
    [{ ...valid, fecha_inicio: undefined }, 'fecha_inicio', instanciaMsg.fechaInicioRequired],
    [{ ...valid, fecha_fin: '2026-02-30' }, 'fecha_fin', instanciaMsg.invalidDate],
    [{ ...valid, fecha_fin: '2026-06-30' }, 'fecha_fin', instanciaMsg.finBeforeInicio],
  ])('refuses bad input %#', async (body, field, message) => {
    const before = await countRows(t.database.db, 'instancias');
    const res = await t.call('POST', '/api/instancias/', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
    expect(await countRows(t.database.db, 'instancias')).toBe(before);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await t.call('GET', '/api/instancias/999999', { token: admin })).status).toBe(404);
    expect((await t.call('PUT', '/api/instancias/999999', { token: admin, body: valid })).status).toBe(404);
    expect((await t.call('DELETE', '/api/instancias/999999', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/api/instancias/abc', { token: admin })).status).toBe(400);
  });

  it('never deletes an instancia with enrollees; deletes an empty one', async () => {
    const withPeople = (await t.call('POST', '/api/instancias/', { token: admin, body: { ...valid, fecha_fin: '2099-01-01' } })).body
      .instancia.id;
    const persona = await insertPersona(t.database.db, { userId: null });
    const enrol = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: persona.id, instancia_id: withPeople } });
    expect(enrol.status).toBe(201);
    const refused = await t.call('DELETE', `/api/instancias/${withPeople}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error[0].message).toBe(instanciaMsg.hasEnrollees);
    expect(await countRows(t.database.db, 'inscriptos', sql`instancia_id = ${withPeople}`)).toBe(1);

    const empty = (await t.call('POST', '/api/instancias/', { token: admin, body: valid })).body.instancia.id;
    const ok = await t.call('DELETE', `/api/instancias/${empty}`, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(instanciaMsg.deleted);
    expect((await t.call('GET', `/api/instancias/${empty}`, { token: admin })).status).toBe(404);
  });
});
