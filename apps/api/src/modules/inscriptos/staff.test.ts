import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { estadoMsg, seatsMsg } from '@ingreso/shared';

/** The data estados 4 and 5 carry (issue 16); the other estados ignore it. */
const ESTADO_DATA = { empresa: { razon_social: 'ACME SA', cuit: '30712345671' }, beca: { tipo: 'Beca', porcentaje: 50 } };
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { inscriptos } from '../../db/schema/index.js';

const XSS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<p onclick="alert(1)" style="color:red">Falta el <strong>DNI</strong></p>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

/** The decoded Subject header of a raw .eml (RFC 2047 encoded words, folded lines). */
function mailSubject(eml: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)![1].replace(/\r?\n[ \t]/g, ' ');
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

describe.each(databaseKinds)('staff enrolment review on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let applicant: string;
  let instanciaId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    applicant = (await signUp(t, { name: 'Aspirante', email: `staff.${Date.now()}@correo.test`, password: 'secreta1' })).token;
    instanciaId = (await insertInstancia(t.database.db, 8, 'open')).id;
    for (let i = 0; i < 25; i++) {
      const persona = await insertPersona(t.database.db, { userId: null, email: `p${i}.${Date.now()}@correo.test` });
      const res = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: persona.id, instancia_id: instanciaId } });
      ids.push(res.body.inscripto.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every staff route from anonymous users and applicants', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/inscriptos/get_by_instancia/${instanciaId}`],
      ['GET', `/api/inscriptos/export/${instanciaId}`],
      ['GET', `/api/inscriptos/${ids[0]}`],
      ['PUT', `/api/inscriptos/set_estado/${ids[0]}`, { estado_id: 2, override_motivo: 'Aprobada en la prueba sin revisar documentos' }],
      ['GET', '/api/data-form-inscripcion/'],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.call(method, url, { body })).status, url).toBe(401);
      expect((await t.call(method, url, { body, token: applicant })).status, url).toBe(403);
    }
  });

  it('pages the enrollees with the total, and filters by DNI substring and estado', async () => {
    const first = await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?page=1&page_size=10`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.inscriptos).toHaveLength(10);
    expect(first.body.inscriptos[0].persona).toMatchObject({ nombre: 'María', apellido: 'Gómez', tipo_documento: 'dni' });
    const third = await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?page=3&page_size=10`, { token: admin });
    expect(third.body.inscriptos).toHaveLength(5);

    const dni = first.body.inscriptos[3].persona.numero_documento as string;
    const byDni = await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?dni=${dni.slice(2, 8)}`, { token: admin });
    expect(byDni.body.inscriptos.map((r: { persona: { numero_documento: string } }) => r.persona.numero_documento)).toContain(dni);
    expect(byDni.body.total).toBeLessThan(25);

    await t.database.db.update(inscriptos).set({ estado_id: 6 }).where(eq(inscriptos.id, ids[24]));
    const waiting = await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?estado=6`, { token: admin });
    expect(waiting.body.total).toBe(1);
    expect(waiting.body.inscriptos[0].id).toBe(ids[24]);

    // The instancia's total stays known whatever the filter: the screen says "nothing matches", not "nobody enrolled".
    expect(first.body.total_instancia).toBe(25);
    expect(waiting.body.total_instancia).toBe(25);
    expect(byDni.body.total_instancia).toBe(25);
    const none = await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?dni=99999999&estado=6`, { token: admin });
    expect(none.body).toMatchObject({ inscriptos: [], total: 0, total_instancia: 25 });

    expect((await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?dni=12a`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?page_size=100000`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/api/inscriptos/get_by_instancia/999999', { token: admin })).status).toBe(404);
  });

  it('exports every enrollee of the filter with the export fields', async () => {
    const res = await t.call('GET', `/api/inscriptos/export/${instanciaId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(25);
    expect(res.body.rows[0]).toMatchObject({
      nombre: 'María',
      nacionalidad_id: 1,
      trabaja_actualmente: 0,
      carrera: expect.any(String),
      instancia: expect.any(String),
    });
  });

  it.each([
    [{ estado_id: 1 }, 'estado_id', estadoMsg.chooseEstado],
    [{ estado_id: -1 }, 'estado_id', estadoMsg.chooseEstadoNone],
    [{ estado_id: 3, observacion: '' }, 'observacion', estadoMsg.rejectionReasonRequired],
    [{ estado_id: 3, observacion: '<p> &nbsp; </p>' }, 'observacion', estadoMsg.rejectionReasonRequired],
    [{ estado_id: 8 }, 'estado_id', estadoMsg.invalidEstado],
    [{ estado_id: 4 }, 'empresa', seatsMsg.empresaRequired],
    [{ estado_id: 5 }, 'beca', seatsMsg.becaRequired],
    [{}, 'estado_id', estadoMsg.chooseEstadoNone],
  ])('refuses estado input %#', async (body, field, message) => {
    const res = await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('rejects with a sanitized reason, audits it and e-mails the applicant', async () => {
    const before = (await t.outbox()).length;
    const res = await t.call('PUT', `/api/inscriptos/set_estado/${ids[1]}`, { token: admin, body: { estado_id: 3, observacion: XSS } });
    expect(res.status).toBe(200);
    const stored = res.body.inscripto.observacion as string;
    expect(res.body.inscripto.estado_id).toBe(3);
    expect(stored).toContain('<strong>DNI</strong>');
    for (const bad of ['<script', 'onerror', 'onload', 'onclick', 'javascript:', '<iframe', '<svg', 'style='])
      expect(stored).not.toContain(bad);

    const detail = await t.call('GET', `/api/inscriptos/${ids[1]}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.inscripto.persona).toMatchObject({ nombre: 'María', files: [] });
    expect(detail.body.historial[0]).toMatchObject({ action: 'inscripcion.estado', actor: 'Administrador', after: { estado_id: 3 } });

    const mails = await t.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!.replace(/=\r?\n/g, '');
    expect(mail).toContain('Rechazado');
    expect(mail).not.toContain('onerror');
  });

  it.each([
    [2, 'Tu inscripción fue aprobada'],
    [3, 'Tu inscripción fue rechazada'],
    [4, 'Tu inscripción quedó registrada como «Por empresa»'],
    [5, 'Tu inscripción quedó registrada como «Por beca»'],
    [6, 'Tu inscripción quedó en lista de espera'],
    [7, 'Tu inscripción fue dada de baja'],
  ])('e-mails estado %i with a Spanish sentence as subject', async (estado_id, subject) => {
    const res = await t.call('PUT', `/api/inscriptos/set_estado/${ids[3]}`, {
      token: admin,
      body: {
        estado_id,
        observacion: estado_id === 3 ? '<p>Falta el analítico</p>' : '',
        ...ESTADO_DATA,
        override_motivo: 'Aprobada en la prueba sin revisar documentos',
      },
    });
    expect(res.status).toBe(200);
    const mail = (await t.outbox()).at(-1)!;
    expect(mailSubject(mail)).toBe(`${subject} - Facultad Regional de Ingeniería`);
  });

  it('approving clears the reason', async () => {
    const res = await t.call('PUT', `/api/inscriptos/set_estado/${ids[1]}`, {
      token: admin,
      body: { estado_id: 2, observacion: 'ignorado', override_motivo: 'Aprobada en la prueba sin revisar documentos' },
    });
    expect(res.body.inscripto).toMatchObject({ estado_id: 2, observacion: '' });
  });

  it('applies 20 concurrent changes one at a time, with one audit row each', async () => {
    const id = ids[2];
    // Estados 2 to 7 in turn, sent all at once.
    const estados = Array.from({ length: 20 }, (_, i) => 2 + (i % 6));
    const results = await Promise.all(
      estados.map((estado_id) =>
        t.call('PUT', `/api/inscriptos/set_estado/${id}`, {
          token: admin,
          body: {
            estado_id,
            observacion: estado_id === 3 ? '<p>Motivo</p>' : '',
            ...ESTADO_DATA,
            override_motivo: 'Aprobada en la prueba sin revisar documentos',
          },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // The order is the database's: two equal estados in a row make the second a no-op, which
    // says so and writes nothing (issue 16). Every real change has exactly one audit row.
    const changed = results.filter((r) => r.body.message !== seatsMsg.sameEstado).length;
    expect(changed).toBeGreaterThan(0);
    expect(await countRows(t.database.db, 'audit_log', sql`action = 'inscripcion.estado' and entity_id = ${id}`)).toBe(changed);
    const [row] = await t.database.db.select().from(inscriptos).where(eq(inscriptos.id, id));
    expect(estados).toContain(row.estado_id);
  });

  it('answers the form data', async () => {
    const res = await t.call('GET', '/api/data-form-inscripcion/', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.estados).toHaveLength(7);
    expect(res.body.carreras.map((c: { id: number }) => c.id)).toEqual([2, 3, 4, 5, 6]);
  });
});
