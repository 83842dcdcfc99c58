import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ESTADO, seatsMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { insertFiles, insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, inscriptos, instancias } from '../../db/schema/index.js';
import { newCodTramite } from './cod-tramite.js';

// These tests are about seats, not documents: approvals give the audited override reason of issue 15.
const OVERRIDE = { override_motivo: 'Aprobada en la prueba sin revisar documentos' };

/**
 * Seats, the waitlist, withdrawal, the período limit and bulk decisions (issue 16), over
 * HTTP on PGlite and PostgreSQL. The concurrency cases fire every request at once: on
 * PostgreSQL they run on the pool's connections in parallel, on PGlite they queue.
 */
describe.each(databaseKinds)('seats and waitlist on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  /** `n` enrolments in Pendiente of a new instancia with `cupo`, written straight to the database. */
  async function instanciaWithEnrolments(n: number, cupo: number | null) {
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    await t.database.db.update(instancias).set({ cupo }).where(eq(instancias.id, instancia.id));
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const persona = await insertPersona(t.database.db, { userId: null });
      const [row] = await t.database.db
        .insert(inscriptos)
        .values({ persona_id: persona.id, instancia_id: instancia.id, carrera_id: 8, cod_tramite: newCodTramite() })
        .returning({ id: inscriptos.id });
      ids.push(row.id);
    }
    return { instanciaId: instancia.id, ids };
  }

  const estadoOf = async (id: number) =>
    (await t.database.db.select({ e: inscriptos.estado_id }).from(inscriptos).where(eq(inscriptos.id, id)))[0].e;

  async function waitlistOrder(instanciaId: number) {
    const rows = await t.database.db
      .select({ id: inscriptos.id })
      .from(inscriptos)
      .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, ESTADO.LISTA_DE_ESPERA)))
      .orderBy(asc(inscriptos.en_espera_desde), asc(inscriptos.id));
    return rows.map((r) => r.id);
  }

  const count = async (instanciaId: number, estado: number) =>
    Number(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(inscriptos)
          .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, estado)))
      )[0].n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('200 concurrent approvals with cupo 50 leave exactly 50 approved and 150 waitlisted; 50 concurrent withdrawals promote exactly 50 in waitlist order', async () => {
    const { instanciaId, ids } = await instanciaWithEnrolments(200, 50);
    const answers = await Promise.all(
      ids.map((id) =>
        t.call('PUT', `/api/inscriptos/set_estado/${id}`, { token: admin, body: { estado_id: ESTADO.APROBADO, ...OVERRIDE } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.inscripto.estado_id === ESTADO.APROBADO)).toHaveLength(50);
    const waitlisted = answers.filter((a) => a.body.inscripto.estado_id === ESTADO.LISTA_DE_ESPERA);
    expect(waitlisted).toHaveLength(150);
    expect(waitlisted.every((a) => a.body.message === seatsMsg.waitlisted(50))).toBe(true);
    expect(await count(instanciaId, ESTADO.APROBADO)).toBe(50);
    expect(await count(instanciaId, ESTADO.LISTA_DE_ESPERA)).toBe(150);

    const page = await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}`, { token: admin });
    expect(page.body.cupo).toEqual({ cupo: 50, aprobados: 50, en_espera: 150 });

    // 50 approved withdraw at once (staff record the Baja: the same change as the applicant's).
    const order = await waitlistOrder(instanciaId);
    const approved = answers.filter((a) => a.body.inscripto.estado_id === ESTADO.APROBADO).map((a) => a.body.inscripto.id as number);
    const withdrawals = await Promise.all(
      approved.map((id) => t.call('PUT', `/api/inscriptos/set_estado/${id}`, { token: admin, body: { estado_id: ESTADO.BAJA } })),
    );
    expect(withdrawals.every((a) => a.status === 200 && a.body.inscripto.estado_id === ESTADO.BAJA)).toBe(true);
    expect(await count(instanciaId, ESTADO.APROBADO)).toBe(50);
    expect(await count(instanciaId, ESTADO.LISTA_DE_ESPERA)).toBe(100);
    const promotedNow = (await Promise.all(order.map(async (id) => [id, await estadoOf(id)] as const)))
      .filter(([, e]) => e === ESTADO.APROBADO)
      .map(([id]) => id);
    expect(promotedNow).toEqual(order.slice(0, 50));

    // Each promotion is audited as such.
    const promotions = await t.database.db
      .select({ id: auditLog.entity_id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inscripcion.promocion'), sql`${auditLog.entity_id} in ${order.slice(0, 50)}`));
    expect(promotions).toHaveLength(50);
  }, 120_000);

  it('raising the cupo promotes the head of the waitlist; the detail history says promotion', async () => {
    const { instanciaId, ids } = await instanciaWithEnrolments(4, 1);
    for (const id of ids)
      await t.call('PUT', `/api/inscriptos/set_estado/${id}`, { token: admin, body: { estado_id: ESTADO.APROBADO, ...OVERRIDE } });
    expect(await Promise.all(ids.map(estadoOf))).toEqual([2, 6, 6, 6]);
    const inst = await t.call('GET', `/api/instancias/${instanciaId}`, { token: admin });
    const { carrera_id, descripcion, fecha_publicacion, fecha_inicio, fecha_fin } = inst.body.instancia;
    // An edit without cupo keeps it.
    const keep = await t.call('PUT', `/api/instancias/${instanciaId}`, {
      token: admin,
      body: { carrera_id, descripcion, fecha_publicacion, fecha_inicio, fecha_fin },
    });
    expect(keep.body.instancia.cupo).toBe(1);
    const raised = await t.call('PUT', `/api/instancias/${instanciaId}`, {
      token: admin,
      body: { carrera_id, descripcion, fecha_publicacion, fecha_inicio, fecha_fin, cupo: 3 },
    });
    expect(raised.status).toBe(200);
    expect(await Promise.all(ids.map(estadoOf))).toEqual([2, 2, 2, 6]);
    const detail = await t.call('GET', `/api/inscriptos/${ids[1]}`, { token: admin });
    expect(detail.body.historial[0]).toMatchObject({ action: 'inscripcion.promocion', after: { estado_id: 2, promocion: true } });
    const bad = await t.call('PUT', `/api/instancias/${instanciaId}`, {
      token: admin,
      body: { carrera_id, descripcion, fecha_publicacion, fecha_inicio, fecha_fin, cupo: 0 },
    });
    expect(bad.status).toBe(400);
  });

  it('the applicant withdraws ("Darme de baja"), frees the seat, sees their waitlist position, and enrols again while open', async () => {
    const user = await signUp(t, { name: 'Baja', email: `baja.${Date.now()}@correo.test`, password: 'secreta1' });
    const { instanciaId, ids } = await instanciaWithEnrolments(2, 1);
    const persona = await insertPersona(t.database.db, { userId: user.user.id });
    await insertFiles(t.database.db, persona.id, ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico']);
    const mine = await t.call('POST', '/api/inscriptos/', {
      token: user.token,
      body: { persona_id: persona.id, instancia_id: instanciaId },
    });
    expect(mine.status).toBe(201);
    const myId = mine.body.inscripto.id as number;
    for (const id of [...ids, myId])
      await t.call('PUT', `/api/inscriptos/set_estado/${id}`, { token: admin, body: { estado_id: ESTADO.APROBADO, ...OVERRIDE } });
    let list = await t.call('GET', `/api/inscriptos/get_by_persona/${persona.id}`, { token: user.token });
    expect(list.body.data.inscriptos[0]).toMatchObject({ id: myId, estado_id: 6, posicion_espera: 2 });

    // Another applicant may not withdraw it; staff cannot speak for the applicant here either.
    expect((await t.call('PUT', `/api/inscriptos/baja/${myId}`, { token: admin })).status).toBe(403);
    await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, { token: admin, body: { estado_id: ESTADO.BAJA } });
    list = await t.call('GET', `/api/inscriptos/get_by_persona/${persona.id}`, { token: user.token });
    expect(list.body.data.inscriptos[0]).toMatchObject({ estado_id: 6, posicion_espera: 1 });

    const out = await t.call('PUT', `/api/inscriptos/baja/${myId}`, { token: user.token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ inscripto: { estado_id: ESTADO.BAJA }, message: seatsMsg.withdrawn });
    const again = await t.call('PUT', `/api/inscriptos/baja/${myId}`, { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(seatsMsg.withdrawOnly);

    const reenrol = await t.call('POST', '/api/inscriptos/', {
      token: user.token,
      body: { persona_id: persona.id, instancia_id: instanciaId },
    });
    expect(reenrol.status).toBe(201);
    expect(reenrol.body.inscripto).toMatchObject({ id: myId, estado_id: ESTADO.PENDIENTE });
    const mails = (await t.outbox()).join('\n');
    expect(mails).toContain('cambi=C3=B3 de estado: Baja.');
  });

  it('limits active enrolments per período and carrera type (default 2) with a clear message', async () => {
    const persona = await insertPersona(t.database.db, { userId: null });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await insertInstancia(t.database.db, 8, 'open'));
    const enrol = (instanciaId: number) =>
      t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: persona.id, instancia_id: instanciaId } });
    expect((await enrol(made[0].id)).status).toBe(201);
    const second = await enrol(made[1].id);
    expect(second.status).toBe(201);
    const third = await enrol(made[2].id);
    expect(third.status).toBe(422);
    expect(third.body.message).toMatch(/ya tiene 2 inscripciones activas/);
    // A rejected one frees its place in the limit.
    await t.call('PUT', `/api/inscriptos/set_estado/${second.body.inscripto.id}`, {
      token: admin,
      body: { estado_id: ESTADO.RECHAZADO, observacion: '<p>No</p>' },
    });
    expect((await enrol(made[2].id)).status).toBe(201);
  });

  it('Por empresa asks razón social and a valid CUIT, Por Beca type and percentage: stored, in the detail, the export and the history', async () => {
    const { instanciaId, ids } = await instanciaWithEnrolments(2, null);
    const missing = await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, { token: admin, body: { estado_id: ESTADO.POR_EMPRESA } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.empresa).toEqual([seatsMsg.empresaRequired]);
    const badCuit = await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, {
      token: admin,
      body: { estado_id: ESTADO.POR_EMPRESA, empresa: { razon_social: 'ACME SA', cuit: '30-71234567-0' } },
    });
    expect(badCuit.status).toBe(400);
    const ok = await t.call('PUT', `/api/inscriptos/set_estado/${ids[0]}`, {
      token: admin,
      body: { estado_id: ESTADO.POR_EMPRESA, empresa: { razon_social: 'ACME SA', cuit: '30-71234567-1' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.inscripto).toMatchObject({ abona_empresa: 1 });
    const beca = await t.call('PUT', `/api/inscriptos/set_estado/${ids[1]}`, {
      token: admin,
      body: { estado_id: ESTADO.POR_BECA, beca: { tipo: 'Beca de excelencia', porcentaje: 50 } },
    });
    expect(beca.body.inscripto).toMatchObject({ es_beca: 1, beca_tipo: 'Beca de excelencia', beca_porcentaje: 50 });
    const over = await t.call('PUT', `/api/inscriptos/set_estado/${ids[1]}`, {
      token: admin,
      body: { estado_id: ESTADO.POR_BECA, beca: { tipo: 'X', porcentaje: 150 } },
    });
    expect(over.status).toBe(400);

    const detail = await t.call('GET', `/api/inscriptos/${ids[0]}`, { token: admin });
    expect(detail.body.inscripto.empresa).toMatchObject({ razon_social: 'ACME SA', cuit: '30712345671' });
    expect(detail.body.historial[0].after).toMatchObject({ estado_id: 4, empresa: { razon_social: 'ACME SA', cuit: '30712345671' } });
    const exported = await t.call('GET', `/api/inscriptos/export/${instanciaId}`, { token: admin });
    expect(exported.body.rows[0]).toMatchObject({ empresa_pago: 'ACME SA', cuit_empresa_pago: '30712345671' });
    expect(exported.body.rows[1]).toMatchObject({ beca_tipo: 'Beca de excelencia', beca_porcentaje: 50 });
  });

  it('bulkSetEstado applies each row with the single-change rules, in table order, and reports refusals', async () => {
    const { instanciaId, ids } = await instanciaWithEnrolments(5, 2);
    const res = await t.call('POST', '/api/inscriptos/bulk_estado', {
      token: admin,
      body: { ids: [ids[4], ids[2], ids[0], ids[1], ids[3], 999_999], estado_id: ESTADO.APROBADO, ...OVERRIDE },
    });
    expect(res.status).toBe(200);
    expect(res.body.resultados).toEqual([
      { id: ids[0], ok: true, estado_id: 2 },
      { id: ids[1], ok: true, estado_id: 2 },
      { id: ids[2], ok: true, estado_id: 6, message: seatsMsg.waitlisted(2) },
      { id: ids[3], ok: true, estado_id: 6, message: seatsMsg.waitlisted(2) },
      { id: ids[4], ok: true, estado_id: 6, message: seatsMsg.waitlisted(2) },
      { id: 999_999, ok: false, estado_id: null, message: 'La inscripción indicada no existe.' },
    ]);
    // By the filter: reject every waitlisted one with one reason, each audited.
    const rejected = await t.call('POST', '/api/inscriptos/bulk_estado', {
      token: admin,
      body: { filtro: { instancia_id: instanciaId, dni: '', estado: 6 }, estado_id: ESTADO.RECHAZADO, observacion: '<p>Sin cupo</p>' },
    });
    expect(rejected.body.resultados.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[3], ids[4]]);
    expect(rejected.body.resultados.every((r: { ok: boolean; estado_id: number }) => r.ok && r.estado_id === 3)).toBe(true);
    const audits = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inscripcion.estado'), sql`${auditLog.entity_id} in ${ids}`));
    expect(Number(audits[0].n)).toBe(8);
    const bad = await t.call('POST', '/api/inscriptos/bulk_estado', { token: admin, body: { estado_id: 2 } });
    expect(bad.status).toBe(400);
    const mail = await t.call('POST', '/api/inscriptos/bulk_correo', {
      token: admin,
      body: { ids: [ids[0]], asunto: 'Inicio de clases', mensaje: 'Las clases empiezan el lunes.' },
    });
    expect(mail.body.resultados).toEqual([{ id: ids[0], ok: true, estado_id: 2 }]);
  });

  it('listInscriptoIds gives the ids of the table filter in its order, for bulk actions sent in parts; staff only', async () => {
    const { instanciaId, ids } = await instanciaWithEnrolments(4, null);
    await t.database.db.update(inscriptos).set({ estado_id: ESTADO.RECHAZADO }).where(eq(inscriptos.id, ids[1]));
    const all = await t.call('GET', `/api/inscriptos/ids_by_instancia/${instanciaId}`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.ids).toEqual(ids);
    const pending = await t.call('GET', `/api/inscriptos/ids_by_instancia/${instanciaId}?estado=1`, { token: admin });
    expect(pending.body.ids).toEqual([ids[0], ids[2], ids[3]]);
    expect((await t.call('GET', `/api/inscriptos/ids_by_instancia/999999`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/api/inscriptos/ids_by_instancia/${instanciaId}?estado=99`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `/api/inscriptos/ids_by_instancia/${instanciaId}`)).status).toBe(401);
    const applicant = await signUp(t, { name: 'Aspirante Ids', email: `ids.${Date.now()}@correo.test`, password: 'secreta1' });
    expect((await t.call('GET', `/api/inscriptos/ids_by_instancia/${instanciaId}`, { token: applicant.token })).status).toBe(403);
  });
});
