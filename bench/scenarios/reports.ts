/**
 * Admissions reports (issue 19): every GET /api/reportes/* at 200,000 enrollees on
 * PostgreSQL (20,000 with BENCH_QUICK), over a year of accounts, profiles, enrolments in
 * four instancias, documents, decisions with their audit entries and observed documents.
 * Target: p95 under 300 ms per report. The reports read migration 0025's aggregates
 * (decision 287): also measured, the rebuild of those aggregates from scratch, and the
 * funnel again after one person in ten enrols in a second instancia (the people the funnel
 * counts from their enrolments). Plans of the statements the API runs.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  accountDayCounts,
  decisionTimes,
  enrolmentDayCounts,
  observedDocuments,
} from '../../apps/api/src/modules/reportes/reportes.queries.js';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, postgresServerUrl } from '../lib/databases.js';
import { BENCH_ADMIN, call, login } from '../lib/client.js';
import { CallLog } from '../lib/measure.js';
import { startApp, type BenchServer } from '../lib/server.js';

const SIZE = QUICK ? 20_000 : 200_000;
const CALLS = QUICK ? 20 : 60;
const YEAR = 2026;

const dialect = new PgDialect();
/** The SQL a query function sends, with its values written in, for EXPLAIN. */
async function captured(fn: (db: never, f: never) => Promise<unknown>, filtros: Record<string, string | number>): Promise<string> {
  let text = '';
  const fake = {
    execute: async (q: SQL) => {
      text = dialect.sqlToQuery(q.inlineParams()).sql;
      return { rows: [] };
    },
  };
  await fn(fake as never, filtros as never);
  return text;
}

/**
 * `SIZE` applicant accounts over the year (one in ten never verified, one in eleven without
 * a profile), each profile enrolled in one of four instancias of three carrera types,
 * two in three with their five base documents, estados spread over the six, and for every
 * approved or rejected enrolment its decision in the audit (one in twenty rejected ones
 * resubmitted and decided again), plus the audit entry of every enrolment; one in five
 * enrolments with a document observed (requisito_historial).
 */
async function seed(server: BenchServer) {
  const start = `'${YEAR}-01-01T12:00:00Z'::timestamptz`;
  await server.sql(`insert into users (name, email, password_hash, role_id, created_at, email_verified_at)
    select 'Aspirante ' || g, 'r' || g || '@bench.test', 'x', 2, ${start} + (g % 360) * interval '1 day',
           case when g % 10 = 0 then null else ${start} + (g % 360) * interval '1 day' + interval '2 hours' end
    from generate_series(1, ${Math.round(SIZE * 1.1)}) g`);
  // Names and birth dates differ: the duplicates' name rule (migration 0026, decision 184) pairs
  // similar names born the same day when they are written, so one shared name and date would
  // store a pair for every two personas.
  await server.sql(`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email, created_at)
    select u.id, 'Nombre' || u.id, 'Apellido' || u.id, 'dni', (10000000 + u.id)::text, '20' || (10000000 + u.id)::text || '1', date '1980-01-01' + (hashtext(u.id::text) & 8191), 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle', 'Buenos Aires', 'Tigre', '1100000000', u.email, u.created_at + interval '1 day'
    from users u where u.email like 'r%@bench.test' and u.id % 11 <> 0 order by u.id limit ${SIZE}`);
  await server.sql(
    `insert into situaciones_laborales (persona_id, trabaja_actualmente) select id, 0 from personas where email like 'r%@bench.test'`,
  );
  const inst = await server.sql<{
    id: number;
  }>(`insert into instancias (descripcion, carrera_id, fecha_publicacion, fecha_inicio, fecha_fin, periodo)
    values ('Bench reportes A', 7, '${YEAR}-01-01', '${YEAR}-03-01', '${YEAR}-12-01', '${YEAR}'), ('Bench reportes B', 8, '${YEAR}-01-01', '${YEAR}-03-01', '${YEAR}-12-01', '${YEAR}'),
           ('Bench reportes C', 9, '${YEAR}-01-01', '${YEAR}-08-01', '${YEAR}-12-01', '${YEAR}'), ('Bench reportes D', 2, '${YEAR}-01-01', '${YEAR}-03-01', '${YEAR}-12-01', '${YEAR}')
    returning id`);
  const ids = inst.map((r) => r.id);
  await server.sql(`insert into inscriptos (persona_id, instancia_id, cod_tramite, estado_id, created_at, updated_at)
    select p.id, (array[${ids.join(',')}])[1 + p.id % 4], 'R-' || p.id, 1 + (p.id % 6), p.created_at + interval '1 day', p.created_at + interval '1 day' + (p.id % 20) * interval '1 day'
    from personas p where p.email like 'r%@bench.test'`);
  await server.sql(`insert into files (persona_id, name, storage_key, mime_type, size, created_at)
    select p.id, d.name, 'bench/' || p.id || '/' || d.name, 'application/pdf', 1000, p.created_at + interval '3 hours'
    from personas p cross join (values ('dni_frente'), ('dni_reverso'), ('cuil'), ('partida_nacimiento'), ('analitico')) d(name)
    where p.email like 'r%@bench.test' and p.id % 3 <> 0`);
  const staff = await server.sql<{ id: number }>(`insert into users (name, email, password_hash, role_id)
    select 'Revisor ' || g, 'revisor' || g || '@bench.test', 'x', 4 from generate_series(1, 5) g returning id`);
  const reviewers = `(array[${staff.map((s) => s.id).join(',')}])[1 + i.id % 5]`;
  await server.sql(`insert into audit_log (actor_user_id, action, entity, entity_id, after, created_at)
    select null, 'inscripcion.crear', 'inscripto', i.id, jsonb_build_object('estado_id', 1), i.created_at from inscriptos i where i.cod_tramite like 'R-%'`);
  await server.sql(`insert into audit_log (actor_user_id, action, entity, entity_id, before, after, created_at)
    select ${reviewers}, 'inscripcion.estado', 'inscripto', i.id, jsonb_build_object('estado_id', 1), jsonb_build_object('estado_id', i.estado_id),
           i.created_at + (i.id % 15) * interval '1 day' + (i.id % 24) * interval '1 hour'
    from inscriptos i where i.cod_tramite like 'R-%' and i.estado_id in (2, 3)`);
  await server.sql(`insert into audit_log (actor_user_id, action, entity, entity_id, before, after, created_at)
    select null, 'inscripcion.reenviar', 'inscripto', i.id, jsonb_build_object('estado_id', 3), jsonb_build_object('estado_id', 1), i.created_at + interval '20 days'
    from inscriptos i where i.cod_tramite like 'R-%' and i.estado_id = 3 and i.id % 20 = 0`);
  await server.sql(`insert into audit_log (actor_user_id, action, entity, entity_id, before, after, created_at)
    select ${reviewers}, 'inscripcion.estado', 'inscripto', i.id, jsonb_build_object('estado_id', 1), jsonb_build_object('estado_id', 3), i.created_at + interval '23 days'
    from inscriptos i where i.cod_tramite like 'R-%' and i.estado_id = 3 and i.id % 20 = 0`);
  await server.sql(`insert into requisito_historial (inscripto_id, codigo, estado_antes, estado_despues, motivo, actor_user_id, created_at)
    select i.id, (array['dni_frente','cuil','analitico'])[1 + i.id % 3], 'pendiente', 'observado',
           (array['La foto está borrosa','la foto  está borrosa','Falta la firma',''])[1 + i.id % 4], ${reviewers}, i.created_at + interval '2 days'
    from inscriptos i where i.cod_tramite like 'R-%' and i.id % 5 = 0`);
  await server.sql('vacuum analyze');
  return ids;
}

async function explain(server: BenchServer, text: string): Promise<string[]> {
  let best: { ms: number; plan: string[] } | null = null;
  for (let i = 0; i < 3; i++) {
    const plan = (await server.sql<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${text}`)).map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Infinity);
    if (!best || ms < best.ms) best = { ms, plan };
  }
  return best!.plan;
}

export const reports: Scenario = {
  name: 'reports',
  describe: `admissions reports (funnel, per day, time to decision, observed documents, options) at ${SIZE.toLocaleString('en')} enrollees on PostgreSQL, with plans`,
  async run() {
    const url = postgresServerUrl();
    if (!url) return { skipped: 'needs BENCH_DATABASE_URL or TEST_DATABASE_URL' };
    const pgDb = await createPostgresDatabase(url);
    const server = await startApp({ databaseUrl: pgDb.url });
    try {
      const { token } = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
      log('reports', `seeding ${SIZE}`);
      const t0 = performance.now();
      const ids = await seed(server);
      const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
      const cases: Record<string, string> = {
        funnel_year: `/api/reportes/embudo?periodo=${YEAR}`,
        funnel_instancia: `/api/reportes/embudo?periodo=${YEAR}&instancia_id=${ids[0]}`,
        funnel_carrera_type: `/api/reportes/embudo?periodo=${YEAR}&tipo_carrera_id=2`,
        decision_year: `/api/reportes/tiempo-decision?periodo=${YEAR}`,
        decision_instancia: `/api/reportes/tiempo-decision?periodo=${YEAR}&instancia_id=${ids[0]}`,
        observed_year: `/api/reportes/documentos-observados?periodo=${YEAR}`,
        observed_instancia: `/api/reportes/documentos-observados?periodo=${YEAR}&instancia_id=${ids[0]}`,
        options: '/api/reportes/opciones',
      };
      const figures: Record<string, unknown> = { enrollees: SIZE, seed_seconds: seedSeconds };
      for (const [name, path] of Object.entries(cases)) {
        log('reports', name);
        const calls = new CallLog();
        await call(server.base, 'GET', path, { token });
        for (let i = 0; i < CALLS; i++) await calls.time('call', () => call(server.base, 'GET', path, { token }));
        figures[name] = calls.summary().call;
      }
      const year = { periodo: String(YEAR) };
      figures.plans = {
        funnel_accounts: await explain(server, await captured(accountDayCounts as never, year)),
        funnel_enrolments: await explain(server, await captured(enrolmentDayCounts as never, year)),
        decision_times: await explain(server, await captured(decisionTimes as never, year)),
        observed_documents: await explain(server, await captured(observedDocuments as never, year)),
      };
      // The aggregates from scratch (what an operator runs after writing around the triggers).
      log('reports', 'rebuild');
      const r0 = performance.now();
      await server.sql('select reporte_reconstruir()');
      figures.rebuild_seconds = +((performance.now() - r0) / 1000).toFixed(1);
      // One person in ten enrols in a second instancia, in one statement: the funnel counts them from their enrolments.
      log('reports', 'second enrolments');
      const m0 = performance.now();
      await server.sql(`insert into inscriptos (persona_id, instancia_id, cod_tramite, estado_id, created_at, updated_at)
        select p.id, (array[${ids.join(',')}])[1 + (p.id + 1) % 4], 'R2-' || p.id, 1 + (p.id % 6), p.created_at + interval '5 days', p.created_at + interval '9 days'
        from personas p where p.email like 'r%@bench.test' and p.id % 10 = 0`);
      figures.second_enrolments_insert_seconds = +((performance.now() - m0) / 1000).toFixed(1);
      await server.sql('analyze');
      for (const [name, path] of Object.entries({
        funnel_year_with_second_enrolments: cases.funnel_year,
        funnel_instancia_with_second_enrolments: cases.funnel_instancia,
      })) {
        log('reports', name);
        const calls = new CallLog();
        await call(server.base, 'GET', path, { token });
        for (let i = 0; i < CALLS; i++) await calls.time('call', () => call(server.base, 'GET', path, { token }));
        figures[name] = calls.summary().call;
      }
      (figures.plans as Record<string, string[]>).funnel_enrolments_with_second_enrolments = await explain(
        server,
        await captured(enrolmentDayCounts as never, year),
      );
      figures.server_memory_mb = await server.memory();
      return figures;
    } finally {
      await server.close();
      await pgDb.drop();
    }
  },
};
