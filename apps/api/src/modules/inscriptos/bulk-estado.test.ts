import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ESTADO, seatsMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, inscriptos, instancias, mailQueue, requisitoRevisiones } from '../../db/schema/index.js';
import { listFor } from '../requisitos/requirements-of.js';
import { newCodTramite } from './cod-tramite.js';

type Result = { id: number; ok: boolean; estado_id: number | null; message?: string };

/**
 * Issue 16, decision 176: a bulk request is decided row by row in memory and written a
 * statement per table. Each row must get exactly the outcome the single change gives it
 * when the rows are changed one after another in the table's order. Two identical
 * instancias are built: one takes the bulk request, the other the same changes one
 * `setEstado` at a time; results, estados, the waitlist's order, audit rows and queued
 * e-mails must match row for row.
 */
describe.each(databaseKinds)('bulk estado change equals the single change row by row on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Rows in id order: initial estado, whether every required document is decided, and the persona's other active enrolments. */
  const SPEC: { estado: number; docs: boolean; otherActive?: number; waitingSince?: string }[] = [
    { estado: ESTADO.PENDIENTE, docs: true }, // 0: approved
    { estado: ESTADO.PENDIENTE, docs: false }, // 1: refused by the document rule (no override)
    { estado: ESTADO.APROBADO, docs: true }, // 2: already approved: nothing to change
    { estado: ESTADO.PENDIENTE, docs: true }, // 3: approved, the last seat
    { estado: ESTADO.PENDIENTE, docs: true }, // 4: cupo reached: Lista de espera
    { estado: ESTADO.LISTA_DE_ESPERA, docs: true, waitingSince: '2020-01-01T00:00:00Z' }, // 5: stays waitlisted
    { estado: ESTADO.RECHAZADO, docs: true }, // 6: back from Rechazado, the período limit passes: Lista de espera
    { estado: ESTADO.BAJA, docs: true }, // 7: back from Baja: Lista de espera
    { estado: ESTADO.RECHAZADO, docs: true, otherActive: 2 }, // 8: refused by the período limit
    { estado: ESTADO.PENDIENTE, docs: true }, // 9: Lista de espera
  ];

  /** One instancia with cupo 3 and the rows of SPEC. */
  async function build() {
    const db = t.database.db;
    const instancia = await insertInstancia(db, 8, 'open');
    await db.update(instancias).set({ cupo: 3 }).where(eq(instancias.id, instancia.id));
    const { requisitos } = await listFor(db, instancia.id, 8);
    const ids: number[] = [];
    for (const spec of SPEC) {
      const persona = await insertPersona(db, { userId: null });
      for (let k = 0; k < (spec.otherActive ?? 0); k++) {
        const other = await insertInstancia(db, 8, 'open');
        await db.insert(inscriptos).values({ persona_id: persona.id, instancia_id: other.id, carrera_id: 8, cod_tramite: newCodTramite() });
      }
      const [row] = await db
        .insert(inscriptos)
        .values({
          persona_id: persona.id,
          instancia_id: instancia.id,
          carrera_id: 8,
          cod_tramite: newCodTramite(),
          estado_id: spec.estado,
          en_espera_desde: spec.waitingSince ? new Date(spec.waitingSince) : null,
        })
        .returning({ id: inscriptos.id });
      if (spec.docs && requisitos.length)
        await db
          .insert(requisitoRevisiones)
          .values(requisitos.map((r) => ({ inscripto_id: row.id, codigo: r.codigo, estado: 'exceptuado' as const, motivo: 'Prueba' })));
      ids.push(row.id);
    }
    return { instanciaId: instancia.id, ids };
  }

  async function bulk(ids: number[], body: Record<string, unknown>): Promise<Result[]> {
    const res = await t.call('POST', '/api/inscriptos/bulk_estado', { token: admin, body: { ids, ...body } });
    expect(res.status).toBe(200);
    return res.body.resultados;
  }

  /** The same rows one `setEstado` at a time, in the table's order, answered as the bulk answers. */
  async function oneByOne(ids: number[], body: Record<string, unknown>): Promise<Result[]> {
    const out: Result[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const res = await t.call('PUT', `/api/inscriptos/set_estado/${id}`, { token: admin, body });
      if (res.status === 200)
        out.push({ id, ok: true, estado_id: res.body.inscripto.estado_id, ...(res.body.message ? { message: res.body.message } : {}) });
      else {
        const [row] = await t.database.db.select({ e: inscriptos.estado_id }).from(inscriptos).where(eq(inscriptos.id, id));
        out.push({ id, ok: false, estado_id: row?.e ?? null, message: res.body.message });
      }
    }
    return out;
  }

  /** Everything a change leaves behind, with each row named by its place in SPEC. */
  async function state(instanciaId: number, ids: number[]) {
    const db = t.database.db;
    const place = (id: number) => ids.indexOf(id);
    const rows = await db
      .select({ id: inscriptos.id, estado_id: inscriptos.estado_id, observacion: inscriptos.observacion })
      .from(inscriptos)
      .where(inArray(inscriptos.id, ids))
      .orderBy(asc(inscriptos.id));
    const waitlist = await db
      .select({ id: inscriptos.id })
      .from(inscriptos)
      .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, ESTADO.LISTA_DE_ESPERA)))
      .orderBy(asc(inscriptos.en_espera_desde), asc(inscriptos.id));
    const audits = await db
      .select({ entity_id: auditLog.entity_id, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inscripto'), inArray(auditLog.entity_id, ids)))
      .orderBy(asc(auditLog.id));
    const mails = await db
      .select({ inscripto_id: mailQueue.inscripto_id, subject: mailQueue.subject })
      .from(mailQueue)
      .where(inArray(mailQueue.inscripto_id, ids))
      .orderBy(asc(mailQueue.id));
    return {
      rows: rows.map((r) => ({ place: place(r.id), estado_id: r.estado_id, observacion: r.observacion })),
      waitlist: waitlist.map((r) => place(r.id)),
      audits: audits.map((a) => ({ place: place(a.entity_id ?? 0), action: a.action, after: a.after })),
      mails: mails.map((m) => ({ place: place(m.inscripto_id ?? 0), subject: m.subject })),
    };
  }

  const byPlace = (results: Result[], ids: number[]) => results.map(({ id, ...r }) => ({ place: ids.indexOf(id), ...r }));

  it('a chunk mixing approvals, document refusals, cupo overflow, the período limit, rows already there and promotions', async () => {
    const a = await build();
    const b = await build();
    const approve = { estado_id: ESTADO.APROBADO };
    // The request names the rows in any order, plus one that does not exist: the table's order rules.
    const shuffled = [...a.ids].reverse();
    const bulkResults = await bulk([...shuffled, 999_999], approve);
    const singleResults = await oneByOne([...b.ids, 999_999], approve);
    expect(byPlace(bulkResults, a.ids)).toEqual(byPlace(singleResults, b.ids));

    // What the single change gives each row (so the comparison is not of two equal mistakes).
    const full = seatsMsg.waitlisted(3);
    expect(byPlace(bulkResults, a.ids)).toEqual([
      { place: 0, ok: true, estado_id: ESTADO.APROBADO },
      { place: 1, ok: false, estado_id: ESTADO.PENDIENTE, message: expect.stringMatching(/^No se puede aprobar: falta aceptar/) },
      { place: 2, ok: true, estado_id: ESTADO.APROBADO, message: seatsMsg.sameEstado },
      { place: 3, ok: true, estado_id: ESTADO.APROBADO },
      { place: 4, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
      { place: 5, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
      { place: 6, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
      { place: 7, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
      { place: 8, ok: false, estado_id: ESTADO.RECHAZADO, message: expect.stringMatching(/^La persona ya tiene 2 inscripciones activas/) },
      { place: 9, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
      { place: -1, ok: false, estado_id: null, message: 'La inscripción indicada no existe.' },
    ]);
    const afterApproval = await state(a.instanciaId, a.ids);
    expect(afterApproval).toEqual(await state(b.instanciaId, b.ids));
    // One audit row and one queued e-mail per changed row, none for the others.
    const changed = [0, 3, 4, 6, 7, 9];
    expect(afterApproval.audits.map((x) => x.place)).toEqual(changed);
    expect(afterApproval.audits.every((x) => x.action === 'inscripcion.estado')).toBe(true);
    expect(afterApproval.mails.map((x) => x.place)).toEqual(changed);
    // The waitlist: the one already waiting, then the newcomers in the table's order.
    expect(afterApproval.waitlist).toEqual([5, 4, 6, 7, 9]);

    // Rejecting approved rows frees seats: the head of the waitlist is promoted before the
    // next row is decided, and row 5, promoted by the first rejection, is then rejected itself.
    const reject = { estado_id: ESTADO.RECHAZADO, observacion: '<p>Sin vacantes</p>' };
    const rows = [0, 2, 5];
    const rejected = await bulk(
      rows.map((p) => a.ids[p]),
      reject,
    );
    const rejectedOne = await oneByOne(
      rows.map((p) => b.ids[p]),
      reject,
    );
    expect(byPlace(rejected, a.ids)).toEqual(byPlace(rejectedOne, b.ids));
    expect(byPlace(rejected, a.ids).map((r) => [r.place, r.ok, r.estado_id])).toEqual([
      [0, true, ESTADO.RECHAZADO],
      [2, true, ESTADO.RECHAZADO],
      [5, true, ESTADO.RECHAZADO],
    ]);
    const afterRejection = await state(a.instanciaId, a.ids);
    expect(afterRejection).toEqual(await state(b.instanciaId, b.ids));
    expect(afterRejection.rows.filter((r) => r.estado_id === ESTADO.APROBADO).map((r) => r.place)).toEqual([3, 4, 6]);
    expect(afterRejection.waitlist).toEqual([7, 9]);
    expect(afterRejection.audits.filter((x) => x.action === 'inscripcion.promocion').map((x) => x.place)).toEqual([5, 4, 6]);

    // The override reason: approving row 1 without its documents is audited, then the cupo waitlists it.
    const override = { estado_id: ESTADO.APROBADO, override_motivo: 'Entrega los originales en la primera clase' };
    const forced = await bulk([a.ids[1], a.ids[7]], override);
    const forcedOne = await oneByOne([b.ids[1], b.ids[7]], override);
    expect(byPlace(forced, a.ids)).toEqual(byPlace(forcedOne, b.ids));
    expect(byPlace(forced, a.ids)).toEqual([
      { place: 1, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
      { place: 7, ok: true, estado_id: ESTADO.LISTA_DE_ESPERA, message: full },
    ]);
    const afterOverride = await state(a.instanciaId, a.ids);
    expect(afterOverride).toEqual(await state(b.instanciaId, b.ids));
    expect(afterOverride.audits.slice(-2).map((x) => [x.place, x.action])).toEqual([
      [1, 'inscripcion.aprobar_forzado'],
      [1, 'inscripcion.estado'],
    ]);
    expect(afterOverride.waitlist).toEqual([7, 9, 1]);
  });

  it('a chunk of 200 approvals with cupo 50 in one request: 50 approved in the table order, 150 waitlisted, 200 audit rows and e-mails', async () => {
    const db = t.database.db;
    const instancia = await insertInstancia(db, 8, 'open');
    await db.update(instancias).set({ cupo: 50 }).where(eq(instancias.id, instancia.id));
    const personaIds: number[] = [];
    for (let i = 0; i < 200; i++) personaIds.push((await insertPersona(db, { userId: null })).id);
    await db
      .insert(inscriptos)
      .values(personaIds.map((persona_id) => ({ persona_id, instancia_id: instancia.id, carrera_id: 8, cod_tramite: newCodTramite() })));
    const ids = (
      await db.select({ id: inscriptos.id }).from(inscriptos).where(eq(inscriptos.instancia_id, instancia.id)).orderBy(asc(inscriptos.id))
    ).map((r) => r.id);
    expect(ids).toHaveLength(200);
    const results = await bulk(ids, { estado_id: ESTADO.APROBADO, override_motivo: 'Sin revisar en la prueba' });
    expect(results.map((r) => r.estado_id)).toEqual([...Array(50).fill(ESTADO.APROBADO), ...Array(150).fill(ESTADO.LISTA_DE_ESPERA)]);
    const waitlist = await db
      .select({ id: inscriptos.id })
      .from(inscriptos)
      .where(and(eq(inscriptos.instancia_id, instancia.id), eq(inscriptos.estado_id, ESTADO.LISTA_DE_ESPERA)))
      .orderBy(asc(inscriptos.en_espera_desde), asc(inscriptos.id));
    expect(waitlist.map((r) => r.id)).toEqual(ids.slice(50));
    const [counts] = (
      await db.execute<{ estado: number; forzado: number; mails: number }>(sql`
        select
          (select count(*)::int from audit_log where entity = 'inscripto' and action = 'inscripcion.estado' and entity_id in ${ids}) as estado,
          (select count(*)::int from audit_log where entity = 'inscripto' and action = 'inscripcion.aprobar_forzado' and entity_id in ${ids}) as forzado,
          (select count(*)::int from mail_queue where inscripto_id in ${ids}) as mails`)
    ).rows;
    expect([Number(counts.estado), Number(counts.forzado), Number(counts.mails)]).toEqual([200, 200, 200]);
  });
});
