import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BASE_REQUIRED_DOCUMENTS } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { insertFiles, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, files, inscriptos, instancias, personas, requisitoHistorial, users } from '../../db/schema/index.js';

const T = (iso: string) => new Date(iso);

/**
 * A fixture whose every number was computed by hand (comments give each one). Years 2030
 * and 2031 keep it apart from anything else in the database. Days are Argentina's (UTC-3).
 */
describe.each(databaseKinds)('admissions reports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let X: number;
  let Y: number;
  let reviewerA: number;
  let reviewerS: number;
  /** Enrolments by person: p1 and p2 in X, p5 in Y (2031). */
  const enrolled: Record<'i1' | 'i2' | 'i5', number> = { i1: 0, i2: 0, i5: 0 };

  async function account(email: string, created: string, verified: string | null, roleId = 2) {
    const [u] = await t.database.db
      .insert(users)
      .values({
        name: email.split('@')[0],
        email,
        password_hash: 'x',
        role_id: roleId,
        created_at: T(created),
        email_verified_at: verified ? T(verified) : null,
      })
      .returning();
    return u.id;
  }
  async function person(userId: number | null, created: string, docs: string[], docsAt: string) {
    const p = await insertPersona(t.database.db, { userId });
    await t.database.db
      .update(personas)
      .set({ created_at: T(created) })
      .where(eq(personas.id, p.id));
    await insertFiles(t.database.db, p.id, docs);
    await t.database.db
      .update(files)
      .set({ created_at: T(docsAt) })
      .where(eq(files.persona_id, p.id));
    return p.id;
  }
  async function enrol(personaId: number, instanciaId: number, estado: number, created: string, updated: string) {
    const res = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: personaId, instancia_id: instanciaId } });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const id = res.body.inscripto.id as number;
    await t.database.db
      .update(inscriptos)
      .set({ estado_id: estado, created_at: T(created), updated_at: T(updated) })
      .where(eq(inscriptos.id, id));
    return id;
  }
  async function audit(actor: number, inscriptoId: number, action: string, before: number, after: number, at: string) {
    await t.database.db.insert(auditLog).values({
      actor_user_id: actor,
      action,
      entity: 'inscripto',
      entity_id: inscriptoId,
      before: { estado_id: before, observacion: '' },
      after: { estado_id: after, observacion: '' },
      created_at: T(at),
    });
  }
  async function instancia(descripcion: string, carreraId: number, inicio: string, periodo: string | null = inicio.slice(0, 4)) {
    const [row] = await t.database.db
      .insert(instancias)
      .values({
        descripcion,
        carrera_id: carreraId,
        fecha_publicacion: inicio,
        fecha_inicio: inicio,
        fecha_fin: inicio.replace(/-\d\d-\d\d$/, '-12-01'),
        periodo,
      })
      .returning();
    return row.id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    const docs = [...BASE_REQUIRED_DOCUMENTS];
    // X and Z: carrera 9 (type 3, courses); Y: carrera 7 (type 2, tecnicaturas). X and Y start in 2031, Z in 2030.
    X = await instancia('Reporte X 2031', 9, '2031-03-01');
    Y = await instancia('Reporte Y 2031', 7, '2031-08-01');
    const Z = await instancia('Reporte Z 2030', 9, '2030-03-01');
    reviewerA = await account('revisora.admin@correo.test', '2029-01-01T12:00:00Z', '2029-01-01T12:00:00Z', 1);
    reviewerS = await account('revisor.secretaria@correo.test', '2029-01-01T12:00:00Z', '2029-01-01T12:00:00Z', 4);

    // Accounts (Argentina days). u1, u2, u6 on 02-01; u3, u4 on 02-02; u5 at 23:30 of 2030-12-31 in Argentina
    // (02:30 UTC of 2031-01-01): it belongs to 2030.
    const u1 = await account('u1@reportes.test', '2031-02-01T13:00:00Z', '2031-02-01T14:00:00Z');
    const u2 = await account('u2@reportes.test', '2031-02-01T13:00:00Z', '2031-02-03T14:00:00Z');
    await account('u3@reportes.test', '2031-02-02T13:00:00Z', '2031-02-02T14:00:00Z');
    await account('u4@reportes.test', '2031-02-02T13:00:00Z', null);
    const u5 = await account('u5@reportes.test', '2031-01-01T02:30:00Z', '2031-01-01T03:30:00Z');
    const u6 = await account('u6@reportes.test', '2031-02-01T13:00:00Z', '2031-02-01T14:00:00Z');

    const p1 = await person(u1, '2031-02-02T13:00:00Z', docs, '2031-02-03T13:00:00Z');
    const p2 = await person(u2, '2031-02-03T15:00:00Z', docs.slice(1), '2031-02-04T13:00:00Z');
    const p5 = await person(u5, '2031-01-01T04:00:00Z', docs, '2031-02-06T13:00:00Z');
    const p6 = await person(u6, '2031-02-01T15:00:00Z', [], '2031-02-01T15:00:00Z');
    const p7 = await person(null, '2031-02-04T12:00:00Z', [], '2031-02-04T12:00:00Z');

    const i1 = await enrol(p1, X, 2, '2031-02-03T12:00:00Z', '2031-02-10T12:00:00Z');
    const i2 = await enrol(p2, X, 1, '2031-02-04T12:00:00Z', '2031-02-11T00:00:00Z');
    const i5 = await enrol(p5, Y, 2, '2031-02-05T12:00:00Z', '2031-02-12T12:00:00Z');
    await enrol(p6, Z, 2, '2030-03-01T12:00:00Z', '2030-03-02T12:00:00Z');
    const i7 = await enrol(p7, X, 3, '2031-02-04T12:00:00Z', '2031-02-07T12:00:00Z');

    Object.assign(enrolled, { i1, i2, i5 });

    // Decisions. p1: approved 2 days after enrolling, then a no-op change (ignored).
    await audit(reviewerA, i1, 'inscripcion.estado', 1, 2, '2031-02-05T12:00:00Z');
    await audit(reviewerA, i1, 'inscripcion.estado', 2, 2, '2031-02-06T12:00:00Z');
    // p2: rejected after 0.5 days, resubmitted, approved 4 days after the resubmission, then corrected (no new start: ignored).
    await audit(reviewerS, i2, 'inscripcion.estado', 1, 3, '2031-02-05T00:00:00Z');
    // The applicant's resubmission (actor: the applicant's account, here none).
    await t.database.db.insert(auditLog).values({
      actor_user_id: null,
      action: 'inscripcion.reenviar',
      entity: 'inscripto',
      entity_id: i2,
      before: { estado_id: 3 },
      after: { estado_id: 1 },
      created_at: T('2031-02-06T00:00:00Z'),
    });
    await audit(reviewerA, i2, 'inscripcion.estado', 1, 2, '2031-02-10T00:00:00Z');
    await audit(reviewerA, i2, 'inscripcion.estado', 2, 3, '2031-02-11T00:00:00Z');
    // p7: to the waiting list (not a decision), then rejected 3 days after enrolling.
    await audit(reviewerS, i7, 'inscripcion.estado', 1, 6, '2031-02-05T12:00:00Z');
    await audit(reviewerS, i7, 'inscripcion.estado', 6, 3, '2031-02-07T12:00:00Z');
    // p5 (Y): approved after 1 day.
    await audit(reviewerS, i5, 'inscripcion.estado', 1, 2, '2031-02-06T12:00:00Z');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const res = await t.call('GET', url, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const counts = (data: { etapas: Array<{ cantidad: number }> }) => data.etapas.map((e) => e.cantidad);

  it('counts the funnel of a período by hand: 5 accounts, 4 verified, 3 profiles, 4 enrolled, 2 with documents, 2 approved', async () => {
    const data = await get('/api/reportes/embudo?periodo=2031');
    expect(counts(data)).toEqual([5, 4, 3, 4, 2, 2]);
    expect(data.etapas.map((e: { conversion: number | null }) => e.conversion)).toEqual([null, 80, 75, 133.3, 50, 100]);
    expect(data.etapas[0].nombre).toBe('Cuentas creadas');
    expect(data.por_dia).toEqual([
      { fecha: '2031-02-01', cuentas: 3, verificadas: 2, perfiles: 1, inscriptas: 0, documentacion: 0, aprobadas: 0 },
      { fecha: '2031-02-02', cuentas: 2, verificadas: 1, perfiles: 1, inscriptas: 0, documentacion: 0, aprobadas: 0 },
      { fecha: '2031-02-03', cuentas: 0, verificadas: 1, perfiles: 1, inscriptas: 1, documentacion: 1, aprobadas: 0 },
      { fecha: '2031-02-04', cuentas: 0, verificadas: 0, perfiles: 0, inscriptas: 2, documentacion: 0, aprobadas: 0 },
      { fecha: '2031-02-05', cuentas: 0, verificadas: 0, perfiles: 0, inscriptas: 1, documentacion: 0, aprobadas: 0 },
      { fecha: '2031-02-06', cuentas: 0, verificadas: 0, perfiles: 0, inscriptas: 0, documentacion: 1, aprobadas: 0 },
      { fecha: '2031-02-10', cuentas: 0, verificadas: 0, perfiles: 0, inscriptas: 0, documentacion: 0, aprobadas: 1 },
      { fecha: '2031-02-12', cuentas: 0, verificadas: 0, perfiles: 0, inscriptas: 0, documentacion: 0, aprobadas: 1 },
    ]);
  });

  it('narrows only the enrolment stages by instancia, carrera and carrera type; the year follows Argentina', async () => {
    expect(counts(await get(`/api/reportes/embudo?periodo=2031&instancia_id=${X}`))).toEqual([5, 4, 3, 3, 1, 1]);
    expect(counts(await get('/api/reportes/embudo?periodo=2031&carrera_id=9'))).toEqual([5, 4, 3, 3, 1, 1]);
    expect(counts(await get('/api/reportes/embudo?periodo=2031&tipo_carrera_id=2'))).toEqual([5, 4, 3, 1, 1, 1]);
    // 2030: u5 (created 23:30 of 2030-12-31 in Argentina) and p6 in Z.
    expect(counts(await get('/api/reportes/embudo?periodo=2030'))).toEqual([1, 1, 1, 1, 0, 1]);
  });

  it("takes the período from the instancias' column; accounts count in the year it names, else in the years its instancias start", async () => {
    // W belongs to "Verano 2032" though it starts in November 2031; V's período names no year.
    const W = await instancia('Reporte W verano', 9, '2031-11-15', 'Verano 2032');
    const V = await instancia('Reporte V especial', 9, '2031-03-01', 'Ingreso especial');
    const p8 = await person(null, '2031-11-01T12:00:00Z', [], '2031-11-01T12:00:00Z');
    await enrol(p8, W, 1, '2031-11-16T12:00:00Z', '2031-11-16T12:00:00Z');
    // 2031 is as before: W starts in 2031 but is not of the período 2031.
    expect(counts(await get('/api/reportes/embudo?periodo=2031'))).toEqual([5, 4, 3, 4, 2, 2]);
    // Verano 2032: no account of 2032; p8 enrolled.
    expect(counts(await get(`/api/reportes/embudo?periodo=${encodeURIComponent('Verano 2032')}`))).toEqual([0, 0, 0, 1, 0, 0]);
    // Ingreso especial: the accounts of 2031 (V starts in 2031), no enrolment.
    expect(counts(await get(`/api/reportes/embudo?periodo=${encodeURIComponent('Ingreso especial')}`))).toEqual([5, 4, 3, 0, 0, 0]);
    const data = await get('/api/reportes/opciones');
    expect(data.periodos).toEqual(expect.arrayContaining(['Verano 2032', 'Ingreso especial']));
    expect(data.instancias).toEqual(expect.arrayContaining([expect.objectContaining({ id: W, periodo: 'Verano 2032' })]));
    await t.database.db.delete(inscriptos).where(eq(inscriptos.persona_id, p8));
    await t.database.db.delete(instancias).where(inArray(instancias.id, [W, V]));
  });

  it('answers a bad filter with a Spanish 400', async () => {
    const res = await t.call('GET', `/api/reportes/embudo?periodo=${encodeURIComponent('<b>2031</b>')}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/período/);
  });

  it('measures days to decision from the enrolment or the resubmission: median and 90th percentile by hand', async () => {
    const data = await get('/api/reportes/tiempo-decision?periodo=2031');
    // All: 0.5, 1, 2, 3, 4 → median 2; p90 at position 3.6 → 3.6.
    expect(data.total).toEqual({ id: null, nombre: 'Total', decisiones: 5, mediana_dias: 2, p90_dias: 3.6 });
    // X: 0.5, 2, 3, 4 → median 2.5, p90 3.7. Y: 1.
    expect(data.por_instancia).toEqual([
      { id: X, nombre: 'Reporte X 2031', decisiones: 4, mediana_dias: 2.5, p90_dias: 3.7 },
      { id: Y, nombre: 'Reporte Y 2031', decisiones: 1, mediana_dias: 1, p90_dias: 1 },
    ]);
    // By name. Secretaría: 0.5, 1, 3 → 1 and 2.6. Admin: 2, 4 → 3 and 3.8.
    expect(data.por_revisor).toEqual([
      { id: reviewerS, nombre: 'revisor.secretaria', decisiones: 3, mediana_dias: 1, p90_dias: 2.6 },
      { id: reviewerA, nombre: 'revisora.admin', decisiones: 2, mediana_dias: 3, p90_dias: 3.8 },
    ]);
    const onlyY = await get(`/api/reportes/tiempo-decision?instancia_id=${Y}`);
    expect(onlyY.total.decisiones).toBe(1);
    expect((await get('/api/reportes/tiempo-decision?periodo=2040')).total).toBeNull();
  });

  it('ranks the most observed documents with their commonest reasons, by hand, and follows the filters', async () => {
    const review = (inscripto_id: number, codigo: string, estado_despues: string, motivo = '') =>
      t.database.db.insert(requisitoHistorial).values({ inscripto_id, codigo, estado_antes: 'pendiente', estado_despues, motivo });
    // dni_frente: observed twice in p1 (the same reason, written with other case and spaces), once in p2
    // (another reason) and once in p5 (Y); an acceptance does not count. cuil: once, without a reason.
    // partida_nacimiento: once, in p1.
    await review(enrolled.i1, 'dni_frente', 'observado', 'La foto está borrosa');
    await review(enrolled.i1, 'dni_frente', 'aceptado');
    await review(enrolled.i1, 'dni_frente', 'observado', ' la foto  está borrosa ');
    await review(enrolled.i1, 'partida_nacimiento', 'observado', 'Falta la firma');
    await review(enrolled.i2, 'dni_frente', 'observado', 'Es el dorso');
    await review(enrolled.i2, 'cuil', 'observado');
    await review(enrolled.i5, 'dni_frente', 'observado', 'la foto está borrosa');

    const year = await t.call('GET', '/api/reportes/documentos-observados?periodo=2031', { token: admin });
    expect(year.status).toBe(200);
    expect(year.body.data.documentos).toEqual([
      {
        codigo: 'dni_frente',
        nombre: 'DNI (frente)',
        observaciones: 4,
        inscripciones: 3,
        motivos: [
          { motivo: 'La foto está borrosa', cantidad: 3 },
          { motivo: 'Es el dorso', cantidad: 1 },
        ],
      },
      { codigo: 'cuil', nombre: expect.any(String), observaciones: 1, inscripciones: 1, motivos: [] },
      {
        codigo: 'partida_nacimiento',
        nombre: expect.any(String),
        observaciones: 1,
        inscripciones: 1,
        motivos: [{ motivo: 'Falta la firma', cantidad: 1 }],
      },
    ]);
    const onlyY = await t.call('GET', `/api/reportes/documentos-observados?instancia_id=${Y}`, { token: admin });
    expect(onlyY.body.data.documentos.map((d: { codigo: string; observaciones: number }) => [d.codigo, d.observaciones])).toEqual([
      ['dni_frente', 1],
    ]);
    const earlier = await t.call('GET', '/api/reportes/documentos-observados?periodo=2030', { token: admin });
    expect(earlier.body.data.documentos).toEqual([]);
    expect((await t.call('GET', `/api/reportes/documentos-observados?periodo=${'9'.repeat(21)}`, { token: admin })).status).toBe(400);
  });

  it('lists the filter choices with the período of each instancia', async () => {
    const data = await get('/api/reportes/opciones');
    expect(data.periodos).toEqual(expect.arrayContaining(['2031', '2030']));
    // The newest start first: 2031 before 2030.
    expect(data.periodos.indexOf('2031')).toBeLessThan(data.periodos.indexOf('2030'));
    expect(data.instancias).toEqual(expect.arrayContaining([expect.objectContaining({ id: X, periodo: '2031', carrera_id: 9 })]));
    expect(data.tipos_carrera.length).toBeGreaterThan(0);
  });
});
