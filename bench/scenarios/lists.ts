/**
 * The lists and filters of issues 15–19 besides the review queue (issue 20, goal 5), PostgreSQL
 * only, at 200, 20,000 and 200,000 enrollees: the waitlist (its staff table, the head that a
 * freed seat promotes, an applicant's position), the identity claims queue (pending oldest
 * first, resolved newest first, the menu's count), the duplicate personas (all, and one
 * persona's) and the admissions reports (funnel, time to decision, most observed documents).
 * Each is timed over HTTP and planned with EXPLAIN (ANALYZE, BUFFERS) on the API's own
 * statements. Target: flat as the enrollees grow (the reports are known not to be, decision 287).
 */
import { ESTADO } from '@ingreso/shared';
import { listByEstado, countPending } from '../../apps/api/src/modules/identidad/reclamos.queries.js';
import { duplicatePairs } from '../../apps/api/src/modules/identidad/duplicados.queries.js';
import { waitlistHead, waitlistPositions } from '../../apps/api/src/modules/inscriptos/seats.queries.js';
import { enrolleePageSql, enrolleeTotalSql } from '../../apps/api/src/modules/inscriptos/staff.queries.js';
import {
  accountDayCounts,
  decisionTimes,
  enrolmentDayCounts,
  observedDocuments,
} from '../../apps/api/src/modules/reportes/reportes.queries.js';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, postgresServerUrl } from '../lib/databases.js';
import { BENCH_ADMIN, call, login } from '../lib/client.js';
import { CallLog, median } from '../lib/measure.js';
import { asText, captured, explain, seqScans, type Plan } from '../lib/plans.js';
import type { Db } from '../../apps/api/src/db/client.js';
import { startApp, type BenchServer } from '../lib/server.js';

const SIZES = QUICK ? [200, 2_000, 20_000] : [200, 20_000, 200_000];
const YEAR = 2026;
/** Calls per list; the heavy ones (reports, all duplicates) get fewer past 20,000. */
const CALLS = QUICK ? 10 : 20;
const HEAVY_CALLS = 3;

const APELLIDOS = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro',
  'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Suárez', 'Molina',
  'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés',
]; // prettier-ignore
const NOMBRES = [
  'Juan', 'María', 'José', 'Ana', 'Luis', 'Laura', 'Carlos', 'Lucía', 'Jorge', 'Sofía', 'Diego', 'Valentina',
  'Martín', 'Camila', 'Pablo', 'Florencia', 'Nicolás', 'Julieta', 'Matías', 'Agustina', 'Federico', 'Carolina',
  'Santiago', 'Micaela', 'Facundo', 'Paula', 'Gonzalo', 'Daniela', 'Ezequiel', 'Rocío',
]; // prettier-ignore
const arr = (list: string[]) => `array[${list.map((s) => `'${s}'`).join(',')}]`;
const dniOf = (g: string) => `(10000000 + ((${g})::bigint * 7990271) % 90000000)::text`;
const PERSONA_COLUMNS =
  'user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email, created_at';

/** An instancia of the período YEAR, open for enrolment. */
async function instancia(server: BenchServer): Promise<number> {
  const [row] = await server.sql<{ id: number }>(
    `insert into instancias (descripcion, carrera_id, periodo, fecha_publicacion, fecha_inicio, fecha_fin, inscripcion_desde, inscripcion_hasta)
     values ('Bench listas', 8, '${YEAR}', '${YEAR}-01-01', '${YEAR}-03-01', '${YEAR}-12-20', '${YEAR}-01-01', '${YEAR}-12-20') returning id`,
  );
  return row.id;
}

/**
 * Applicants numbered from+1..to over the year, each with an account (one in ten never
 * verified), a persona (names from 40 × 40 surnames and 30 first names, birth dates over 25
 * years, all drawn from a hash of the number; scattered DNI, CUIL from the DNI) and an enrolment in `instanciaId`: 3 % in the
 * waitlist, the rest spread over the other estados, two in three with their five documents,
 * each decision in the audit and one in twenty with an observed document in its history. One
 * in a thousand has a twin persona without account (same name and birth date, another DNI;
 * half of them with the same CUIL): the duplicates to find. One account in 200 has opened an
 * identity claim (a third still pending).
 */
async function seed(server: BenchServer, instanciaId: number, reviewers: number[], from: number, to: number) {
  if (to <= from) return;
  const start = `'${YEAR}-01-01T12:00:00Z'::timestamptz`;
  const [{ lo_u, lo_p, lo_i }] = await server.sql<{ lo_u: number; lo_p: number; lo_i: number }>(
    `select coalesce((select max(id) from users), 0)::int as lo_u, coalesce((select max(id) from personas), 0)::int as lo_p,
            coalesce((select max(id) from inscriptos), 0)::int as lo_i`,
  );
  await server.sql(`insert into users (name, email, password_hash, role_id, created_at, email_verified_at)
    select 'Aspirante ' || g, 'l' || g || '@bench.test', 'x', 2, ${start} + (g % 320) * interval '1 day',
           case when g % 10 = 0 then null else ${start} + (g % 320) * interval '1 day' + interval '2 hours' end
    from generate_series(${from + 1}, ${to}) g`);
  // Names and birth dates from a hash of the number, not a linear function of it: with `g % n` every
  // persona born on one day would share a surname and the name rule would pair them all.
  const pick = (g: string, salt: string, n: number) => `1 + (hashtext(${g} || '${salt}')::bigint + 2147483648) % ${n}`;
  const person = (g: string) =>
    `(${arr(NOMBRES)})[${pick(g, 'n', 30)}], (${arr(APELLIDOS)})[${pick(g, 'a', 40)}] || ' ' || (${arr(APELLIDOS)})[${pick(g, 'b', 40)}]`;
  const rest = `date '1980-01-01' + ((${pick('g', 'f', 9000)})::int - 1), 'Tigre', 1, 1, 1 + g % 2, 'o+', 'soltero', 0, 'Calle ' || g, 'Buenos Aires', 'Tigre', '1100000000'`;
  await server.sql(`insert into personas (${PERSONA_COLUMNS})
    select u.id, ${person('g')}, 'dni', ${dniOf('g')}, '20' || ${dniOf('g')} || '1', ${rest}, u.email, u.created_at + interval '1 day'
    from (select u.*, split_part(substr(u.email, 2), '@', 1)::int as g from users u where u.id > ${lo_u} and u.email like 'l%@bench.test') u`);
  await server.sql(`insert into personas (${PERSONA_COLUMNS})
    select null, ${person('g')}, 'dni', ${dniOf('g + 5000000')}, '20' || case when g % 2000 = 100 then ${dniOf('g')} else ${dniOf('g + 5000000')} end || '1',
           ${rest}, 'twin' || g || '@bench.test', ${start} + (g % 320) * interval '1 day'
    from generate_series(${from + 1}, ${to}) g where g % 1000 = 100`);
  await server.sql(`insert into situaciones_laborales (persona_id, trabaja_actualmente) select id, 0 from personas where id > ${lo_p}`);
  await server.sql(`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id, en_espera_desde, created_at, updated_at)
    select p.id, ${instanciaId}, 8, 'L-' || p.id, case when p.id % 100 < 3 then ${ESTADO.LISTA_DE_ESPERA} else 1 + p.id % 5 end,
           case when p.id % 100 < 3 then p.created_at + interval '1 day' + (p.id % 97) * interval '1 hour' end,
           p.created_at + interval '1 day', p.created_at + interval '1 day' + (p.id % 20) * interval '1 day'
    from personas p where p.id > ${lo_p} and p.user_id is not null`);
  await server.sql(`insert into files (persona_id, name, storage_key, mime_type, size, created_at)
    select p.id, d.name, 'bench/' || p.id || '/' || d.name, 'application/pdf', 1000, p.created_at + interval '3 hours'
    from personas p cross join (values ('dni_frente'), ('dni_reverso'), ('cuil'), ('partida_nacimiento'), ('analitico')) d(name)
    where p.id > ${lo_p} and p.user_id is not null and p.id % 3 <> 0`);
  const reviewer = `(array[${reviewers.join(',')}])[1 + i.id % ${reviewers.length}]`;
  const added = `i.id > ${lo_i} and i.instancia_id = ${instanciaId}`;
  await server.sql(`insert into audit_log (actor_user_id, action, entity, entity_id, after, created_at)
    select null, 'inscripcion.crear', 'inscripto', i.id, jsonb_build_object('estado_id', 1), i.created_at from inscriptos i where ${added}`);
  await server.sql(`insert into audit_log (actor_user_id, action, entity, entity_id, before, after, created_at)
    select ${reviewer}, 'inscripcion.estado', 'inscripto', i.id, jsonb_build_object('estado_id', 1), jsonb_build_object('estado_id', i.estado_id),
           i.created_at + (i.id % 15) * interval '1 day' + (i.id % 24) * interval '1 hour'
    from inscriptos i where ${added} and i.estado_id in (2, 3)`);
  await server.sql(`insert into requisito_historial (inscripto_id, codigo, estado_antes, estado_despues, motivo, actor_user_id, created_at)
    select i.id, (array['dni_frente','dni_reverso','cuil','partida_nacimiento','analitico'])[1 + (i.id / 20) % 5], 'pendiente', 'observado',
           (array['La foto está borrosa.','Falta el reverso.','El documento está vencido.','No se lee el número.'])[1 + (i.id / 100) % 4],
           ${reviewer}, i.created_at + interval '5 days'
    from inscriptos i where ${added} and i.id % 20 = 0`);
  await server.sql(`insert into identity_claims (claimant_user_id, numero_documento, nota, estado, respuesta, resuelta_por, resuelta_at, created_at)
    select u.id, ${dniOf('g + 1')}, 'Ese DNI es mío: adjunto fotos.',
           case g % 600 when 0 then 'pendiente' when 200 then 'rechazada' else 'transferida' end,
           case when g % 600 = 0 then null else 'Resuelto.' end,
           case when g % 600 = 0 then null else ${reviewers[0]} end,
           case when g % 600 = 0 then null else u.created_at + interval '3 days' + (g % 48) * interval '1 hour' end,
           u.created_at + interval '2 days'
    from (select u.*, split_part(substr(u.email, 2), '@', 1)::int as g from users u where u.id > ${lo_u} and u.email like 'l%@bench.test') u
    where g % 200 = 0`);
  await server.sql('vacuum analyze');
}

async function timeCalls(server: BenchServer, token: string, url: string, n: number) {
  const calls = new CallLog();
  await call(server.base, 'GET', url, { token });
  for (let i = 0; i < n; i++) await calls.time('call', () => call(server.base, 'GET', url, { token }));
  return calls.summary().call;
}

/**
 * What an edit of a persona costs on the columns the duplicate rules read (surname, CUIL, birth
 * date): single-row updates, one statement each as the wizard and the staff save them, each
 * one undone right after (also timed). Migration 0026 makes each of them recompute that
 * persona's duplicate pairs in a trigger (decision 184): this is the write side of that.
 */
async function timePersonaEdits(server: BenchServer, n: number) {
  log('lists', `persona edits (${n})`);
  const rows = await server.sql<{ id: number }>(`select id from personas where user_id is not null order by id desc limit ${n}`);
  const calls = new CallLog();
  const edits: Array<[string, string, string]> = [
    ['apellido', `apellido = apellido || ' Bis'`, `apellido = left(apellido, -4)`],
    ['cuit', `cuit = '27' || substr(cuit, 3)`, `cuit = '20' || substr(cuit, 3)`],
    ['fecha_nacimiento', `fecha_nacimiento = fecha_nacimiento + 1`, `fecha_nacimiento = fecha_nacimiento - 1`],
  ];
  for (const { id } of rows) {
    for (const [name, change, undo] of edits) {
      await calls.time(name, () => server.sql(`update personas set ${change} where id = ${id}`));
      await calls.time(name, () => server.sql(`update personas set ${undo} where id = ${id}`));
    }
  }
  // The same surname edit inside the database, without the round trip: the whole statement and
  // the duplicates trigger alone (EXPLAIN ANALYZE reports each trigger's time).
  const statement: number[] = [];
  const trigger: number[] = [];
  for (const { id } of rows.slice(0, 20)) {
    const plan = (
      await server.sql<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) update personas set apellido = apellido || ' Bis' where id = ${id}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    statement.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN));
    trigger.push(Number(/Trigger persona_duplicados_update: time=([\d.]+)/.exec(plan)?.[1] ?? 0));
    await server.sql(`update personas set apellido = left(apellido, -4) where id = ${id}`);
  }
  return {
    ...calls.summary(),
    apellido_in_database_ms: { statement_p50: +median(statement).toFixed(3), trigger_p50: +median(trigger).toFixed(3) },
  };
}

/** Every pair from scratch (migration 0026's backfill, and what a bulk insert of everyone pays), when the table exists. */
async function timePairRebuild(server: BenchServer) {
  const [{ kept }] = await server.sql<{ kept: boolean }>(`select to_regclass('persona_duplicate_pairs') is not null as kept`);
  if (!kept) return null;
  log('lists', 'rebuild of the duplicate pairs');
  const start = performance.now();
  await server.sql('select persona_duplicados_reconstruir()');
  const seconds = +((performance.now() - start) / 1000).toFixed(2);
  const [{ pairs }] = await server.sql<{ pairs: number }>('select count(*)::int as pairs from persona_duplicate_pairs');
  return { seconds, pairs };
}

function planFigures(plan: Plan) {
  return { db_ms: plan.ms, seq_scans: seqScans(plan), plan: plan.plan };
}

async function measureSize(server: BenchServer, token: string, instanciaId: number, size: number) {
  const heavy = size > 20_000;
  const runs = heavy ? 1 : 3;
  const [shape] = await server.sql<Record<string, number>>(`select
      (select count(*) from personas)::int as personas,
      (select count(*) from inscriptos where instancia_id = ${instanciaId})::int as enrolments,
      (select count(*) from inscriptos where instancia_id = ${instanciaId} and estado_id = ${ESTADO.LISTA_DE_ESPERA})::int as waitlisted,
      (select count(*) from identity_claims where estado = 'pendiente')::int as claims_pending,
      (select count(*) from identity_claims where estado <> 'pendiente')::int as claims_resolved,
      (select count(*) from audit_log)::int as audit_rows,
      (select count(*) from requisito_historial)::int as historial_rows`);
  const figures: Record<string, unknown> = { enrollees: size, shape };
  const plan = async (name: string, text: string, n = 3) => {
    log('lists', `${size}: plan ${name}`);
    return planFigures(await explain(server, text, n));
  };
  const api = (name: string, url: string, n = CALLS) => {
    log('lists', `${size}: ${name}`);
    return timeCalls(server, token, url, n);
  };

  // Waitlist: the staff table filtered to Lista de espera, the head a freed seat promotes, and the
  // position of the applicant who entered it last (the farthest from the head).
  const waitTotal = shape.waitlisted;
  const [last] = await server.sql<{ persona_id: number }>(
    `select persona_id from inscriptos where instancia_id = ${instanciaId} and estado_id = ${ESTADO.LISTA_DE_ESPERA} order by en_espera_desde desc, id desc limit 1`,
  );
  const waitFilter = { instanciaId, dni: '', estado: ESTADO.LISTA_DE_ESPERA };
  figures.waitlist = {
    rows: waitTotal,
    api_table_first_page: await api(
      'waitlist table',
      `/api/inscriptos/get_by_instancia/${instanciaId}?estado=${ESTADO.LISTA_DE_ESPERA}&page=1&page_size=10`,
    ),
    table_first_page: await plan('waitlist table page', asText(enrolleePageSql(waitFilter, 1, 10, waitTotal))),
    table_total: await plan('waitlist table total', asText(enrolleeTotalSql(waitFilter))),
    head: await plan('waitlist head', await captured((db: Db) => waitlistHead(db, instanciaId, 10))),
    last_position: await plan('waitlist position', await captured((db: Db) => waitlistPositions(db, Number(last.persona_id)))),
  };

  figures.claims = {
    api_pending: await api('claims pending', '/api/identidad/reclamos?estado=pendiente'),
    api_resolved: await api('claims resolved', '/api/identidad/reclamos?estado=rechazada'),
    api_count: await api('claims count', '/api/identidad/reclamos/pendientes'),
    pending: await plan('claims pending', await captured((db: Db) => listByEstado(db, 'pendiente'))),
    resolved: await plan('claims resolved', await captured((db: Db) => listByEstado(db, 'rechazada'))),
    count: await plan('claims count', await captured((db: Db) => countPending(db))),
  };

  const [twin] = await server.sql<{ id: number }>(`select id from personas where email = 'l100@bench.test'`);
  figures.duplicates = {
    api_all: await api('duplicates', '/api/identidad/duplicados', heavy ? HEAVY_CALLS : CALLS),
    api_one_persona: await api('duplicates of one', `/api/identidad/duplicados?persona_id=${twin.id}`),
    all: await plan('duplicates', await captured((db: Db) => duplicatePairs(db, null)), runs),
    one_persona: await plan('duplicates of one', await captured((db: Db) => duplicatePairs(db, Number(twin.id)))),
    persona_edits: await timePersonaEdits(server, QUICK ? 10 : 50),
    rebuild: await timePairRebuild(server),
  };

  // The reports' período is the instancias' (decision 281): the seeded ones carry the year.
  const year = { periodo: String(YEAR) };
  figures.reports = {
    api_funnel: await api('report funnel', `/api/reportes/embudo?periodo=${YEAR}`, heavy ? HEAVY_CALLS : CALLS),
    api_decision_time: await api('report decision time', `/api/reportes/tiempo-decision?periodo=${YEAR}`, heavy ? HEAVY_CALLS : CALLS),
    api_observed_documents: await api(
      'report observed documents',
      `/api/reportes/documentos-observados?periodo=${YEAR}`,
      heavy ? HEAVY_CALLS : CALLS,
    ),
    funnel_accounts: await plan('funnel accounts', await captured((db: Db) => accountDayCounts(db, year)), runs),
    funnel_enrolments: await plan('funnel enrolments', await captured((db: Db) => enrolmentDayCounts(db, year)), runs),
    decision_times: await plan('decision times', await captured((db: Db) => decisionTimes(db, year)), runs),
    observed_documents: await plan('observed documents', await captured((db: Db) => observedDocuments(db, year)), runs),
  };
  return figures;
}

export const lists: Scenario = {
  name: 'lists',
  describe: `waitlist, identity claims, duplicates and reports at ${SIZES.map((s) => s.toLocaleString('en')).join(', ')} enrollees on PostgreSQL, with plans`,
  async run() {
    const url = postgresServerUrl();
    if (!url) return { skipped: 'needs BENCH_DATABASE_URL or TEST_DATABASE_URL' };
    const pgDb = await createPostgresDatabase(url);
    const server = await startApp({ databaseUrl: pgDb.url });
    try {
      const { token } = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
      const instanciaId = await instancia(server);
      const reviewers = (
        await server.sql<{ id: number }>(`insert into users (name, email, password_hash, role_id)
          select 'Revisor ' || g, 'revisor' || g || '@bench.test', 'x', 4 from generate_series(1, 5) g returning id`)
      ).map((r) => Number(r.id));
      const steps = [];
      let seeded = 0;
      for (const size of SIZES) {
        log('lists', `seeding up to ${size}`);
        const start = performance.now();
        await seed(server, instanciaId, reviewers, seeded, size);
        const seedSeconds = +((performance.now() - start) / 1000).toFixed(1);
        seeded = size;
        steps.push({ ...(await measureSize(server, token, instanciaId, size)), seed_seconds: seedSeconds });
      }
      return { kind: 'postgres', steps, server_memory_mb: await server.memory() };
    } finally {
      await server.close();
      await pgDb.drop();
    }
  },
};
