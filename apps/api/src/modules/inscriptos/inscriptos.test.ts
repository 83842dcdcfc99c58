import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BASE_REQUIRED_DOCUMENTS, inscripcionMsg, msg, requisitoMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertFiles, insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { inscriptos } from '../../db/schema/index.js';

let n = 0;
const who = (tag: string) => ({ name: `Aspirante ${tag}`, email: `${tag}.${Date.now()}.${n++}@correo.test`, password: 'secreta1' });

describe.each(databaseKinds)('enrolment calls on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let a: { token: string; personaId: number };
  let b: { token: string; personaId: number };
  let course: { id: number };
  let ingreso: { id: number };

  beforeAll(async () => {
    t = await startTestApp(kind);
    adminToken = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    for (const tag of ['a', 'b']) {
      const login = await signUp(t, who(tag));
      const persona = await insertPersona(t.database.db, { userId: login.user.id });
      const entry = { token: login.token, personaId: persona.id };
      if (tag === 'a') a = entry;
      else b = entry;
    }
    course = await insertInstancia(t.database.db, 8, 'open');
    ingreso = await insertInstancia(t.database.db, 1, 'open');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/instancias/get_all_bff/', () => {
    it('groups the instancias open today by career type, for signed-in users only', async () => {
      await insertInstancia(t.database.db, 8, 'finished');
      const hidden = await insertInstancia(t.database.db, 8, 'unpublished');
      expect((await t.call('GET', '/api/instancias/get_all_bff/')).status).toBe(401);
      const res = await t.call('GET', '/api/instancias/get_all_bff/', { token: a.token });
      expect(res.status).toBe(200);
      const types = res.body.data as Array<{
        tipo_carrera_id: number;
        url_externa: string | null;
        instancias: Array<{ id: number; fecha_fin: string }>;
      }>;
      expect(types.map((x) => x.tipo_carrera_id)).toEqual([1, 2, 3, 4, 5]);
      expect(types.find((x) => x.tipo_carrera_id === 5)!.url_externa).toMatch(/^https:\/\//);
      const all = types.flatMap((x) => x.instancias);
      expect(all.map((i) => i.id)).toEqual(expect.arrayContaining([course.id, ingreso.id]));
      expect(all.map((i) => i.id)).not.toContain(hidden.id);
      const today = new Date().toISOString().slice(0, 10);
      for (const i of all) expect(i.fecha_fin >= today).toBe(true);
    });
  });

  describe('POST /api/inscriptos/', () => {
    it('refuses an applicant with no documents, then lists the missing ones, and writes nothing', async () => {
      const none = await t.call('POST', '/api/inscriptos/', {
        token: a.token,
        body: { persona_id: a.personaId, instancia_id: course.id, carrera: null, es_beca: 0, abona_empresa: 0 },
      });
      expect(none.status).toBe(422);
      expect(none.body.error[0].message).toBe(inscripcionMsg.noFiles);
      await insertFiles(t.database.db, a.personaId, ['dni_frente', 'dni_reverso']);
      const some = await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: course.id } });
      expect(some.status).toBe(422);
      expect(some.body.error[0].message).toContain('Constancia de CUIL');
      expect(some.body.error[0].message).toContain('Mi Perfil > Mi Documentación');
      expect(some.body.errors.documentos).toEqual(['cuil', 'partida_nacimiento', 'analitico']);
      expect(await countRows(t.database.db, 'inscriptos')).toBe(0);
    });

    it('enrols once in estado 1 with a unique cod_tramite; a second time is refused', async () => {
      await insertFiles(t.database.db, a.personaId, ['cuil', 'partida_nacimiento', 'analitico']);
      const ok = await t.call('POST', '/api/inscriptos/', {
        token: a.token,
        body: { persona_id: a.personaId, instancia_id: course.id, carrera: null, es_beca: 0, abona_empresa: 0 },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.message).toBe(inscripcionMsg.success);
      expect(ok.body.inscripto).toMatchObject({
        estado_id: 1,
        persona_id: a.personaId,
        instancia_id: course.id,
        carrera_id: 8,
        observacion: '',
      });
      expect(ok.body.inscripto.cod_tramite).toMatch(/^\d{4}-[2-9A-Z]{6}$/);
      const again = await t.call('POST', '/api/inscriptos/', {
        token: a.token,
        body: { persona_id: a.personaId, instancia_id: course.id },
      });
      expect(again.status).toBe(409);
      expect(again.body.error[0].message).toBe(inscripcionMsg.duplicate);
      expect(await countRows(t.database.db, 'inscriptos', sql`persona_id = ${a.personaId}`)).toBe(1);
      expect(await countRows(t.database.db, 'audit_log', sql`action = 'inscripcion.crear'`)).toBe(1);
    });

    it('requires a valid career choice for carrera 1', async () => {
      const none = await t.call('POST', '/api/inscriptos/', {
        token: a.token,
        body: { persona_id: a.personaId, instancia_id: ingreso.id },
      });
      expect(none.status).toBe(422);
      expect(none.body.error[0].message).toBe(inscripcionMsg.chooseCareer);
      const wrong = await t.call('POST', '/api/inscriptos/', {
        token: a.token,
        body: { persona_id: a.personaId, instancia_id: ingreso.id, carrera: 8 },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.error[0].message).toBe(inscripcionMsg.invalidCareer);
      const ok = await t.call('POST', '/api/inscriptos/', {
        token: a.token,
        body: { persona_id: a.personaId, instancia_id: ingreso.id, carrera: '3' },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.inscripto.carrera_id).toBe(3);
    });

    it('refuses closed and unpublished instancias, unknown ids and beca/empresa flags', async () => {
      const finished = await insertInstancia(t.database.db, 8, 'finished');
      const unpublished = await insertInstancia(t.database.db, 8, 'unpublished');
      for (const inst of [finished, unpublished]) {
        const res = await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: inst.id } });
        expect(res.status).toBe(422);
        // Outside the registration window the message gives its dates (issue 15); a finished course keeps the seed's.
        const fmt = (d: string) => d.split('-').reverse().join('/');
        expect(res.body.error[0].message).toBe(
          inst === finished ? inscripcionMsg.closed : requisitoMsg.notOpen(fmt(inst.inscripcion_desde), fmt(inst.inscripcion_hasta)),
        );
      }
      expect(
        (await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: 999999 } })).status,
      ).toBe(404);
      expect(
        (
          await t.call('POST', '/api/inscriptos/', {
            token: a.token,
            body: { persona_id: a.personaId, instancia_id: course.id, es_beca: 1 },
          })
        ).status,
      ).toBe(400);
      expect(
        (await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: 'x', instancia_id: course.id } })).status,
      ).toBe(400);
    });

    it("refuses enrolling another applicant's persona, and anonymous calls", async () => {
      await insertFiles(t.database.db, b.personaId, BASE_REQUIRED_DOCUMENTS);
      const res = await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: b.personaId, instancia_id: course.id } });
      expect(res.status).toBe(403);
      expect(res.body.error[0].message).toBe(inscripcionMsg.notOwnPersona);
      expect((await t.call('POST', '/api/inscriptos/', { body: { persona_id: b.personaId, instancia_id: course.id } })).status).toBe(401);
      expect(await countRows(t.database.db, 'inscriptos', sql`persona_id = ${b.personaId}`)).toBe(0);
    });

    it('asks for the work certificate and the CUD when they apply', async () => {
      const login = await signUp(t, who('c'));
      const persona = await insertPersona(t.database.db, { userId: login.user.id, trabaja: 1, discapacidad: true });
      await insertFiles(t.database.db, persona.id, BASE_REQUIRED_DOCUMENTS);
      const res = await t.call('POST', '/api/inscriptos/', {
        token: login.token,
        body: { persona_id: persona.id, instancia_id: course.id },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.documentos).toEqual(['certificado_laboral', 'cud']);
    });

    it('lets staff enrol a persona without documents, even before publication', async () => {
      const persona = await insertPersona(t.database.db, { userId: null });
      const unpublished = await insertInstancia(t.database.db, 8, 'unpublished');
      const res = await t.call('POST', '/api/inscriptos/', {
        token: adminToken,
        body: { persona_id: persona.id, instancia_id: unpublished.id },
      });
      expect(res.status).toBe(201);
    });

    it('creates exactly one enrolment out of 30 concurrent attempts', async () => {
      const login = await signUp(t, who('rush'));
      const persona = await insertPersona(t.database.db, { userId: login.user.id });
      await insertFiles(t.database.db, persona.id, BASE_REQUIRED_DOCUMENTS);
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          t.call('POST', '/api/inscriptos/', { token: login.token, body: { persona_id: persona.id, instancia_id: course.id } }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      expect(await countRows(t.database.db, 'inscriptos', sql`persona_id = ${persona.id}`)).toBe(1);
    });
  });

  describe('GET /api/inscriptos/get_by_persona/{id}', () => {
    it('answers the owner and staff, refuses others', async () => {
      const own = await t.call('GET', `/api/inscriptos/get_by_persona/${a.personaId}`, { token: a.token });
      expect(own.status).toBe(200);
      const list = own.body.data.inscriptos;
      expect(list.length).toBe(2);
      expect(list[0]).toMatchObject({ estado_id: 1, estado: 'Pendiente' });
      expect(list[0].instancia.descripcion).toBeTypeOf('string');
      expect(list[0].cod_tramite).toBeTypeOf('string');
      expect((await t.call('GET', `/api/inscriptos/get_by_persona/${a.personaId}`, { token: adminToken })).status).toBe(200);
      expect((await t.call('GET', `/api/inscriptos/get_by_persona/${a.personaId}`, { token: b.token })).status).toBe(403);
      expect((await t.call('GET', `/api/inscriptos/get_by_persona/${a.personaId}`)).status).toBe(401);
      expect((await t.call('GET', '/api/inscriptos/get_by_persona/999999', { token: adminToken })).status).toBe(404);
      expect((await t.call('GET', '/api/inscriptos/get_by_persona/abc', { token: a.token })).status).toBe(400);
    });
  });

  describe('PUT /api/inscriptos/reenviar/{id}', () => {
    it('moves only a rejected enrolment back to Pendiente, only for its owner', async () => {
      const [row] = await t.database.db.select().from(inscriptos).where(eq(inscriptos.persona_id, a.personaId)).limit(1);
      const pending = await t.call('PUT', `/api/inscriptos/reenviar/${row.id}`, { token: a.token });
      expect(pending.status).toBe(409);
      expect(pending.body.error[0].message).toBe(inscripcionMsg.resubmitOnlyRejected);

      await t.database.db
        .update(inscriptos)
        .set({ estado_id: 3, observacion: '<p>Falta el DNI legible</p>' })
        .where(eq(inscriptos.id, row.id));
      expect((await t.call('PUT', `/api/inscriptos/reenviar/${row.id}`, { token: b.token })).status).toBe(403);
      expect((await t.call('PUT', `/api/inscriptos/reenviar/${row.id}`, { token: adminToken })).status).toBe(403);
      expect((await t.call('PUT', `/api/inscriptos/reenviar/${row.id}`)).status).toBe(401);
      expect((await t.call('PUT', '/api/inscriptos/reenviar/999999', { token: a.token })).status).toBe(404);

      const ok = await t.call('PUT', `/api/inscriptos/reenviar/${row.id}`, { token: a.token });
      expect(ok.status).toBe(200);
      expect(ok.body.inscripto).toMatchObject({ id: row.id, estado_id: 1, observacion: '' });
      const audit = await t.database.db.execute(
        sql`select before, after from audit_log where action = 'inscripcion.reenviar' and entity_id = ${row.id}`,
      );
      const rows = (audit as unknown as { rows: Array<{ before: { estado_id: number }; after: { estado_id: number } }> }).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0].before.estado_id).toBe(3);
      expect(rows[0].after.estado_id).toBe(1);
      expect(msg.http.internal).toBeTypeOf('string');
    });
  });
});
