import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { BASE_REQUIRED_DOCUMENTS, DOCUMENT_NAMES, missingDocuments } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { insertFiles, insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, files, inscriptos, personas, requisitoHistorial, situacionesLaborales, users } from '../../db/schema/index.js';
import { rebuildReportAggregates } from './reportes.queries.js';

const TZ = 'America/Argentina/Buenos_Aires';
const day = (column: string) => sql.raw(`(${column} at time zone '${TZ}')::date`);
const NAMES = sql.raw(`array[${DOCUMENT_NAMES.map((n) => `'${n}'`).join(',')}]::text[]`);

/** What migration 0025's triggers keep, each row as one comparable line (a zero sum would show as a difference). */
const maintained: Record<string, SQL> = {
  cuentas: sql`select concat_ws(' ', anio, etapa, dia, total) as k from reporte_cuentas_por_dia`,
  embudo: sql`select concat_ws(' ', instancia_id, etapa, dia, mascara, trabaja, discapacidad, total) as k from reporte_embudo_por_dia`,
  personas: sql`select concat_ws(' ', persona_id, inscripciones, instancia_id, dia_inscripcion, dia_aprobada, mascara, dia_documentos, trabaja, discapacidad) as k from reporte_personas`,
  decisiones: sql`select concat_ws(' ', inscripto_id, tramo, instancia_id, actor_user_id, round(dias::numeric, 6)) as k from reporte_decisiones`,
  observados: sql`select concat_ws(' ', instancia_id, codigo, observaciones, inscripciones) as k from reporte_observados_por_documento`,
  motivos: sql`select concat_ws(' ', instancia_id, codigo, clave, motivo, cantidad) as k from reporte_motivos_por_documento`,
};

/** A reason as the report of the most observed documents groups it, written here without the migration's function. */
const REASON = sql.raw(`btrim(regexp_replace(h.motivo, '[[:space:]]+', ' ', 'g'))`);

/**
 * The same, computed here from the source tables with SQL of its own (not the migration's
 * functions): the rules of decisions 282 and 283 as the reports applied them before 0025.
 */
const fromScratch: Record<string, SQL> = {
  cuentas: sql`
    select concat_ws(' ', x.anio, x.etapa, x.dia, count(*)) as k from (
      select extract(year from u.created_at at time zone ${sql.raw(`'${TZ}'`)})::int as anio, e.etapa, e.dia
      from users u left join personas p on p.user_id = u.id
      cross join lateral (values ('cuentas', ${day('u.created_at')}), ('verificadas', ${day('u.email_verified_at')}),
                                 ('perfiles', ${day('p.created_at')})) e(etapa, dia)
      where u.role_id = 2 and e.dia is not null
    ) x group by x.anio, x.etapa, x.dia`,
  personas: sql`
    with ins as (
      select persona_id, count(*) as n, min(instancia_id) as instancia_id, min(created_at) as primera,
             min(updated_at) filter (where estado_id = 2) as aprobada
      from inscriptos group by persona_id
    ),
    docs as (
      select persona_id, bit_or(1 << (array_position(${NAMES}, name::text) - 1)) as mascara, max(created_at) as newest
      from files group by persona_id
    )
    select concat_ws(' ', p.id, ins.n,
             case when ins.n = 1 then ins.instancia_id end,
             case when ins.n = 1 then ${day('ins.primera')} end,
             case when ins.n = 1 then ${day('ins.aprobada')} end,
             coalesce(d.mascara, 0), ${day('d.newest')}, coalesce(sl.trabaja_actualmente, 0), p.discapacidad) as k
    from personas p join ins on ins.persona_id = p.id
    left join docs d on d.persona_id = p.id
    left join situaciones_laborales sl on sl.persona_id = p.id`,
  embudo: sql`
    with una as (
      select persona_id, min(instancia_id) as instancia_id, min(created_at) as creada,
             min(updated_at) filter (where estado_id = 2) as aprobada
      from inscriptos group by persona_id having count(*) = 1
    ),
    docs as (
      select persona_id, bit_or(1 << (array_position(${NAMES}, name::text) - 1)) as mascara, max(created_at) as newest
      from files group by persona_id
    )
    select concat_ws(' ', x.instancia_id, x.etapa, x.dia, x.mascara, x.trabaja, x.discapacidad, count(*)) as k from (
      select u.instancia_id, e.*
      from una u join personas p on p.id = u.persona_id
      left join docs d on d.persona_id = p.id
      left join situaciones_laborales sl on sl.persona_id = p.id
      cross join lateral (values
        ('inscriptas', ${day('u.creada')}, 0, 0, false),
        ('aprobadas', ${day('u.aprobada')}, 0, 0, false),
        ('documentacion', ${day('d.newest')}, coalesce(d.mascara, 0), coalesce(sl.trabaja_actualmente, 0)::int, p.discapacidad)
      ) e(etapa, dia, mascara, trabaja, discapacidad)
      where e.dia is not null
    ) x group by x.instancia_id, x.etapa, x.dia, x.mascara, x.trabaja, x.discapacidad`,
  decisiones: sql`
    with ev as (
      select a.id, a.entity_id as inscripto_id, a.created_at, a.actor_user_id, a.action,
             max(case when a.action = 'inscripcion.reenviar' then a.created_at end) over w as reenviada,
             count(*) filter (where a.action = 'inscripcion.reenviar') over w as tramo
      from audit_log a join inscriptos i on i.id = a.entity_id
      where a.entity = 'inscripto'
        and (a.action = 'inscripcion.reenviar'
             or (a.action = 'inscripcion.estado' and a.after->>'estado_id' in ('2', '3')
                 and (a.before->>'estado_id') is distinct from (a.after->>'estado_id')))
      window w as (partition by a.entity_id order by a.created_at, a.id)
    )
    select concat_ws(' ', d.inscripto_id, d.tramo, d.instancia_id, d.actor_user_id, round(d.dias, 6)) as k from (
      select distinct on (ev.inscripto_id, ev.tramo) ev.inscripto_id, ev.tramo, i.instancia_id, ev.actor_user_id,
             (extract(epoch from ev.created_at - coalesce(ev.reenviada, i.created_at)) / 86400.0)::numeric as dias
      from ev join inscriptos i on i.id = ev.inscripto_id
      where ev.action = 'inscripcion.estado'
      order by ev.inscripto_id, ev.tramo, ev.created_at, ev.id
    ) d`,
  observados: sql`
    select concat_ws(' ', i.instancia_id, h.codigo, count(*), count(distinct h.inscripto_id)) as k
    from requisito_historial h join inscriptos i on i.id = h.inscripto_id
    where h.estado_despues = 'observado'
    group by i.instancia_id, h.codigo`,
  motivos: sql`
    select concat_ws(' ', i.instancia_id, h.codigo, md5(${REASON})::uuid, ${REASON}, count(*)) as k
    from requisito_historial h join inscriptos i on i.id = h.inscripto_id
    where h.estado_despues = 'observado' and ${REASON} <> ''
    group by i.instancia_id, h.codigo, ${REASON}`,
};

/**
 * Migration 0025's aggregates after a mix of inserts, updates and deletes on every table
 * they follow, against a recomputation from scratch after each step, and against
 * reporte_reconstruir() at the end (decision 287).
 */
describe.each(databaseKinds)('report aggregates on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const lines = async (query: SQL) => {
    const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ k: string }> };
    return res.rows.map((r) => r.k).sort();
  };
  const snapshot = async (queries: Record<string, SQL>) =>
    Object.fromEntries(await Promise.all(Object.entries(queries).map(async ([name, q]) => [name, await lines(q)] as const)));
  async function expectConsistent(step: string) {
    const kept = await snapshot(maintained);
    const scratch = await snapshot(fromScratch);
    for (const name of Object.keys(maintained)) expect(kept[name], `${name} after ${step}`).toEqual(scratch[name]);
    return kept;
  }

  /** The enrolment stages per day as the funnel counted them before migration 0025, from the source tables. */
  async function expectedEnrolmentDays(where: SQL) {
    const res = (await t.database.db.execute(sql`
      with ins as (
        select i.persona_id, min(i.created_at) as primera, min(i.updated_at) filter (where i.estado_id = 2) as aprobada
        from inscriptos i join instancias n on n.id = i.instancia_id where ${where} group by i.persona_id
      )
      select ${day('ins.primera')}::text as inscripta, ${day('ins.aprobada')}::text as aprobada,
             (select ${day('max(f.created_at)')}::text from files f where f.persona_id = ins.persona_id) as documentos,
             array(select f.name::text from files f where f.persona_id = ins.persona_id) as nombres,
             coalesce(sl.trabaja_actualmente, 0)::int as trabaja, p.discapacidad
      from ins join personas p on p.id = ins.persona_id left join situaciones_laborales sl on sl.persona_id = p.id
    `)) as unknown as {
      rows: Array<{
        inscripta: string;
        aprobada: string | null;
        documentos: string | null;
        nombres: string[];
        trabaja: number;
        discapacidad: boolean;
      }>;
    };
    const days = new Map<string, { fecha: string; inscriptas: number; documentacion: number; aprobadas: number }>();
    const at = (fecha: string) => {
      if (!days.has(fecha)) days.set(fecha, { fecha, inscriptas: 0, documentacion: 0, aprobadas: 0 });
      return days.get(fecha)!;
    };
    for (const r of res.rows) {
      at(r.inscripta).inscriptas++;
      if (r.aprobada) at(r.aprobada).aprobadas++;
      if (r.documentos && missingDocuments(r.nombres, { trabaja: r.trabaja, discapacidad: r.discapacidad }).length === 0) {
        at(r.documentos).documentacion++;
      }
    }
    return [...days.values()].sort((a, b) => a.fecha.localeCompare(b.fecha));
  }

  it('numbers the documents as DOCUMENT_NAMES does', async () => {
    const res = (await t.database.db.execute(sql`select n, reporte_documento_bit(n) as bit from unnest(${NAMES}) n`)) as unknown as {
      rows: Array<{ n: string; bit: number }>;
    };
    expect(res.rows.map((r) => [r.n, Number(r.bit)])).toEqual(DOCUMENT_NAMES.map((n, k) => [n, 1 << k]));
  });

  it('refreshes with a plan made once per session, not planned again on every write, and through indexes (migrations 0027 and 0029, decisions 195 and 355)', async () => {
    const res = (await t.database.db.execute(sql`
      select proname, proconfig from pg_proc
      where proname in ('reporte_personas_refrescar', 'reporte_cuentas_refrescar', 'reporte_decisiones_refrescar',
                        'reporte_observaciones_refrescar')
      order by proname`)) as unknown as { rows: Array<{ proname: string; proconfig: string[] | null }> };
    expect(res.rows).toEqual(
      ['reporte_cuentas_refrescar', 'reporte_decisiones_refrescar', 'reporte_observaciones_refrescar', 'reporte_personas_refrescar'].map(
        (proname) => ({
          proname,
          // 0027: one plan per session; 0029: that plan reads by index (decision 355).
          proconfig: ['plan_cache_mode=force_generic_plan', 'enable_seqscan=off'],
        }),
      ),
    );
  });

  it('keeps every aggregate equal to a recomputation through inserts, updates and deletes, and the rebuild reproduces it', async () => {
    const db = t.database.db;
    const A = (await insertInstancia(db, 8, 'open')).id;
    const B = (await insertInstancia(db, 8, 'open')).id;
    const C = (await insertInstancia(db, 9, 'open')).id;
    await expectConsistent('the start');

    // Accounts: six applicants in one statement (some at 23:30 of December 31st in Argentina), a staff account.
    const created = await db
      .insert(users)
      .values(
        [
          '2031-02-01T13:00:00Z',
          '2031-02-01T15:00:00Z',
          '2031-02-02T13:00:00Z',
          '2032-01-01T02:30:00Z',
          '2031-03-05T10:00:00Z',
          '2031-03-06T10:00:00Z',
        ].map((at, k) => ({
          name: `agregado${k}`,
          email: `agregado${k}@reportes.test`,
          password_hash: 'x',
          role_id: 2,
          created_at: new Date(at),
          email_verified_at: k % 2 === 0 ? new Date(Date.parse(at) + 3_600_000) : null,
        })),
      )
      .returning();
    const u = created.map((r) => r.id);
    await db.insert(users).values({ name: 'staff', email: 'staff.agregado@reportes.test', password_hash: 'x', role_id: 4 });
    await expectConsistent('accounts created');
    await db
      .update(users)
      .set({ email_verified_at: new Date('2031-02-09T12:00:00Z') })
      .where(eq(users.id, u[1]));
    await db.update(users).set({ role_id: 4 }).where(eq(users.id, u[5]));
    await db.update(users).set({ updated_at: new Date() }).where(eq(users.id, u[0]));
    await expectConsistent('accounts verified and a role change');

    // Personas: four with an account, one without; documents; work and disability.
    const docs = [...BASE_REQUIRED_DOCUMENTS];
    const p1 = (await insertPersona(db, { userId: u[0] })).id;
    const p2 = (await insertPersona(db, { userId: u[1], trabaja: 1 })).id;
    const p3 = (await insertPersona(db, { userId: u[2], discapacidad: true })).id;
    const p4 = (await insertPersona(db, { userId: u[3] })).id;
    const p5 = (await insertPersona(db, { userId: null })).id;
    await insertFiles(db, p1, docs);
    await insertFiles(db, p2, docs.slice(1));
    await insertFiles(db, p3, [...docs, 'cud']);
    await db
      .update(personas)
      .set({ created_at: new Date('2031-02-03T12:00:00Z') })
      .where(eq(personas.id, p1));
    await expectConsistent('personas and files');

    // Enrolments through the API (p2 in two instancias), one written straight in a bulk statement.
    const enrol = async (persona_id: number, instancia_id: number) => {
      const res = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id, instancia_id } });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.inscripto.id as number;
    };
    const i1 = await enrol(p1, A);
    const i2a = await enrol(p2, A);
    const i2b = await enrol(p2, B);
    const i3 = await enrol(p3, C);
    await db.execute(sql`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id)
      values (${p4}, ${A}, 8, 'AGR-4', 1), (${p5}, ${B}, 8, 'AGR-5', 1)`);
    await expectConsistent('enrolments');

    // Decisions: through the API (with the audited override of the requirement check), and straight
    // into the audit with a rejection, a resubmission and a second decision.
    const setEstado = async (id: number, estado_id: number) => {
      const res = await t.call('PUT', `/api/inscriptos/set_estado/${id}`, {
        token: admin,
        body: { estado_id, override_motivo: 'Prueba de los agregados de los reportes' },
      });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    };
    await setEstado(i1, 2);
    await setEstado(i2a, 2);
    await setEstado(i3, 6);
    const audit = (entity_id: number, action: string, before: number, after: number, at: string) =>
      db
        .insert(auditLog)
        .values({
          actor_user_id: null,
          action,
          entity: 'inscripto',
          entity_id,
          before: { estado_id: before },
          after: { estado_id: after },
          created_at: new Date(at),
        })
        .returning();
    await db.update(inscriptos).set({ estado_id: 3 }).where(eq(inscriptos.id, i2b));
    await audit(i2b, 'inscripcion.estado', 1, 3, '2031-03-01T12:00:00Z');
    const [resubmitted] = await audit(i2b, 'inscripcion.reenviar', 3, 1, '2031-03-02T12:00:00Z');
    await audit(i2b, 'inscripcion.estado', 1, 2, '2031-03-04T00:00:00Z');
    await expectConsistent('decisions');

    // Document reviews (migration 0028): observations with reasons that differ only in case and
    // spaces, one without a reason, reviews that are not observations, two in one statement, one
    // rewritten and one deleted straight in the table.
    const review = (inscripto_id: number, codigo: string, estado_despues: string, motivo = '') =>
      db.insert(requisitoHistorial).values({ inscripto_id, codigo, estado_antes: 'pendiente', estado_despues, motivo }).returning();
    await review(i1, 'dni_frente', 'observado', 'La foto está borrosa');
    await review(i1, 'dni_frente', 'observado', ' la foto  está borrosa ');
    await review(i1, 'cuil', 'observado');
    await review(i1, 'cuil', 'aceptado');
    const [rewritten] = await review(i2a, 'dni_frente', 'observado', 'Es el dorso');
    const [removed] = await review(i3, 'partida_nacimiento', 'observado', 'Falta la firma');
    await db.insert(requisitoHistorial).values([
      { inscripto_id: i2b, codigo: 'dni_frente', estado_antes: 'pendiente', estado_despues: 'observado', motivo: 'la foto está borrosa' },
      { inscripto_id: i2b, codigo: 'analitico', estado_antes: 'observado', estado_despues: 'aceptado', motivo: '' },
    ]);
    await expectConsistent('document reviews');
    await db
      .update(requisitoHistorial)
      .set({ motivo: 'Es   el dorso', codigo: 'dni_reverso' })
      .where(eq(requisitoHistorial.id, rewritten.id));
    await db.update(requisitoHistorial).set({ estado_despues: 'aceptado' }).where(eq(requisitoHistorial.id, removed.id));
    await review(i3, 'partida_nacimiento', 'observado', 'Falta la firma');
    await db.delete(requisitoHistorial).where(sql`${requisitoHistorial.inscripto_id} = ${i1} and ${requisitoHistorial.codigo} = 'cuil'`);
    await expectConsistent('document reviews rewritten and deleted');

    // A bulk estado change, an edit of other columns, dates moved, an enrolment moved to another instancia.
    await db.execute(sql`update inscriptos set estado_id = 2, updated_at = '2031-04-01T12:00:00Z' where persona_id in (${p4}, ${p5})`);
    await db.update(inscriptos).set({ observacion: 'revisado' }).where(eq(inscriptos.id, i1));
    await db
      .update(inscriptos)
      .set({ created_at: new Date('2031-02-20T12:00:00Z') })
      .where(eq(inscriptos.id, i2b));
    await db.update(inscriptos).set({ instancia_id: B }).where(eq(inscriptos.id, i3));
    await expectConsistent('bulk and moved enrolments');

    // Documents replaced and removed, work and disability changed, a file's date moved.
    await db.delete(files).where(eq(files.persona_id, p2));
    await insertFiles(db, p2, docs);
    await db.delete(files).where(sql`${files.persona_id} = ${p1} and ${files.name} = 'cuil'`);
    await db
      .update(files)
      .set({ created_at: new Date('2031-05-01T12:00:00Z') })
      .where(eq(files.persona_id, p3));
    await db.update(situacionesLaborales).set({ trabaja_actualmente: 0 }).where(eq(situacionesLaborales.persona_id, p2));
    await db.update(personas).set({ discapacidad: false }).where(eq(personas.id, p3));
    await expectConsistent('documents and situations');
    // p2 has two enrolments (A and B): the funnel counts such people from their enrolments. Its
    // enrolment stages per day, for several filters, against the reports' rule computed here.
    for (const [query, where] of [
      ['', sql`true`],
      [`instancia_id=${A}`, sql`i.instancia_id = ${A}`],
      [`instancia_id=${B}`, sql`i.instancia_id = ${B}`],
      ['carrera_id=8', sql`n.carrera_id = 8`],
      ['carrera_id=9', sql`n.carrera_id = 9`],
    ] as const) {
      const got = (await t.call('GET', `/api/reportes/embudo?${query}`, { token: admin })).body.data as {
        por_dia: Array<Record<string, string | number>>;
      };
      expect(await expectedEnrolmentDays(where), query).toEqual(
        got.por_dia
          .map((d) => ({ fecha: d.fecha, inscriptas: d.inscriptas, documentacion: d.documentacion, aprobadas: d.aprobadas }))
          .filter((d) => d.inscriptas || d.documentacion || d.aprobadas),
      );
    }

    // Deletes: an audit entry (the resubmission), one of two enrolments, a persona, an account.
    await db.delete(auditLog).where(eq(auditLog.id, resubmitted.id));
    await db.delete(inscriptos).where(eq(inscriptos.id, i2a));
    await db.delete(inscriptos).where(eq(inscriptos.persona_id, p5));
    await db.delete(files).where(eq(files.persona_id, p5));
    await db.delete(situacionesLaborales).where(eq(situacionesLaborales.persona_id, p5));
    await db.delete(personas).where(eq(personas.id, p5));
    await db.delete(users).where(eq(users.id, u[3]));
    const kept = await expectConsistent('deletes');
    // A sum taken to zero is deleted, as a rebuild would leave it.
    const zeros = (await db.execute(
      sql`select (select count(*) from reporte_embudo_por_dia where total <= 0) + (select count(*) from reporte_cuentas_por_dia where total <= 0) as n`,
    )) as unknown as { rows: Array<{ n: number | string }> };
    expect(Number(zeros.rows[0].n)).toBe(0);
    expect(kept.personas.length).toBeGreaterThan(0);
    expect(kept.decisiones.length).toBeGreaterThan(0);
    expect(kept.observados.length).toBeGreaterThan(0);
    expect(kept.motivos.length).toBeGreaterThan(0);

    const embudo = async () => (await t.call('GET', '/api/reportes/embudo', { token: admin })).body.data;
    const observados = async () => (await t.call('GET', '/api/reportes/documentos-observados', { token: admin })).body.data;
    const before = await embudo();
    const observadosBefore = await observados();
    await rebuildReportAggregates(db);
    expect(await snapshot(maintained)).toEqual(kept);
    expect(await embudo()).toEqual(before);
    expect(await observados()).toEqual(observadosBefore);
    // And from an empty requisito_historial (TRUNCATE fires no row trigger: it rebuilds).
    await db.execute(sql`truncate requisito_historial`);
    await expectConsistent('requisito_historial truncated');
  });

  it('refuses a write that would take a sum below zero (a table written around the triggers)', async () => {
    const db = t.database.db;
    const instancia = (await insertInstancia(db, 8, 'open')).id;
    const p = (await insertPersona(db, { userId: null })).id;
    await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: p, instancia_id: instancia } });
    await db.execute(sql`delete from reporte_embudo_por_dia where instancia_id = ${instancia}`);
    await expect(db.execute(sql`delete from inscriptos where persona_id = ${p}`)).rejects.toThrow();
    await rebuildReportAggregates(db);
    await db.execute(sql`delete from inscriptos where persona_id = ${p}`);
    await expectConsistent('a rebuild after a table written around the triggers');
  });
});
