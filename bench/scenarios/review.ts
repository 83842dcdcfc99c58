/**
 * Document review (issue 15), PostgreSQL only: one review (PUT /api/requisitos/inscripto/{id}/{codigo},
 * reviewRequisito) over HTTP at 20,000 enrollees, each with five documents on record; and the
 * staff queue's three filters (por_revisar, reenviados, prorroga_vencida: the enrollee table's
 * `?revision=`) at 200, 20,000 and 200,000 enrollees, with about 7 % of the enrolments waiting,
 * timed over HTTP and planned with EXPLAIN (ANALYZE, BUFFERS) on the API's own statements
 * (reviewQueuePageSql, reviewQueueTotalSql) and the per-instancia counts of the dashboard.
 * Targets: a review p95 < 20 ms at 20,000; the filters flat from 200 to 200,000.
 */
import { reviewQueuePageSql, reviewQueueTotalSql } from '../../apps/api/src/modules/inscriptos/review-queue.js';
import { revisionCounts } from '../../apps/api/src/modules/requisitos/requisitos.queries.js';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, postgresServerUrl } from '../lib/databases.js';
import { BENCH_ADMIN, call, login } from '../lib/client.js';
import { CallLog } from '../lib/measure.js';
import { asText, captured, explain, seqScans } from '../lib/plans.js';
import { openInstancia, seedEnrollees } from '../lib/seed.js';
import { startApp, type BenchServer } from '../lib/server.js';

const SIZES = QUICK ? [200, 2_000, 20_000] : [200, 20_000, 200_000];
/** The size at which single reviews are timed. */
const REVIEW_AT = QUICK ? 2_000 : 20_000;
const REVIEWS = QUICK ? 60 : 300;
const QUEUE_CALLS = QUICK ? 20 : 60;
const FILTERS = ['por_revisar', 'reenviados', 'prorroga_vencida'] as const;
const CODES = ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'];

/** versionOf (apps/api/src/lib/file-links.ts) in SQL: the first 16 characters of the key's SHA-256 in base64url. */
const VERSION_SQL = (key: string) => `substr(translate(encode(sha256(convert_to(${key}, 'UTF8')), 'base64'), '+/', '-_'), 1, 16)`;

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Enrollees from+1..to with five documents each and their reviews, as the review service leaves
 * them: about 1 in 14 enrolments waits with all five documents `pendiente` (1 in 42 of them a
 * resubmission), 1 in 50 has a prórroga on the analítico (half of them past), the rest
 * accepted. The queue columns are then computed set-wise with refreshQueue's expressions.
 */
async function seed(server: BenchServer, instanciaId: number, from: number, to: number) {
  const [{ lo_p, lo_i }] = await server.sql<{ lo_p: number; lo_i: number }>(
    'select coalesce((select max(id) from personas), 0)::int as lo_p, coalesce((select max(id) from inscriptos), 0)::int as lo_i',
  );
  await seedEnrollees(server, instanciaId, from, to);
  const codes = CODES.map((c) => `('${c}')`).join(', ');
  await server.sql(`insert into files (persona_id, name, storage_key, mime_type, size, original_name)
    select p.id, d.name, 'bench/' || p.id || '/' || d.name, 'application/pdf', 1000, d.name || '.pdf'
    from personas p cross join (values ${codes}) d(name)
    where p.id > ${lo_p} and not (d.name = 'analitico' and p.id % 50 = 7)`);
  await server.sql(`insert into requisito_revisiones (inscripto_id, codigo, estado, prorroga_hasta, file_version, reenviado, desde)
    select i.id, d.name,
           case when d.name = 'analitico' and p.id % 50 = 7 then 'prorroga' when p.id % 14 = 0 then 'pendiente' else 'aceptado' end,
           case when d.name = 'analitico' and p.id % 50 = 7 then current_date + case when p.id % 100 = 7 then -3 else 10 end end,
           case when d.name = 'analitico' and p.id % 50 = 7 then null else ${VERSION_SQL(`'bench/' || p.id || '/' || d.name`)} end,
           p.id % 42 = 0 and d.name = 'dni_frente',
           now() - ((p.id::bigint * 7919) % 43200) * interval '1 minute'
    from inscriptos i join personas p on p.id = i.persona_id cross join (values ${codes}) d(name)
    where i.id > ${lo_i} and i.instancia_id = ${instanciaId}`);
  await server.sql(`update inscriptos i set revision_desde = a.desde, revision_reenviado = a.reenviado, prorroga_vence = a.vence
    from (select inscripto_id,
                 min(desde) filter (where estado = 'pendiente' and file_version is not null) as desde,
                 coalesce(bool_or(reenviado) filter (where estado = 'pendiente'), false) as reenviado,
                 min(prorroga_hasta) filter (where estado = 'prorroga') as vence
          from requisito_revisiones where inscripto_id > ${lo_i} group by inscripto_id) a
    where i.id = a.inscripto_id and (a.desde is not null or a.vence is not null)`);
  await server.sql('vacuum analyze');
}

async function timeCalls(server: BenchServer, token: string, url: string, n: number) {
  const calls = new CallLog();
  await call(server.base, 'GET', url, { token });
  for (let i = 0; i < n; i++) await calls.time('call', () => call(server.base, 'GET', url, { token }));
  return calls.summary().call;
}

async function measureQueue(server: BenchServer, token: string, instanciaId: number, size: number) {
  const today = todayUtc();
  const [shares] = await server.sql<Record<string, number>>(`select count(*)::int as enrolments,
      count(*) filter (where revision_desde is not null)::int as por_revisar,
      count(*) filter (where revision_reenviado)::int as reenviados,
      count(*) filter (where prorroga_vence < '${today}')::int as prorroga_vencida
    from inscriptos where instancia_id = ${instanciaId}`);
  const figures: Record<string, unknown> = { enrollees: size, waiting: shares };
  for (const revision of FILTERS) {
    log('review', `${size}: ${revision}`);
    const filter = { instanciaId, dni: '', revision };
    const total = shares[revision];
    const lastPage = Math.max(1, Math.ceil(total / 10));
    const page = await explain(server, asText(reviewQueuePageSql(filter, today, 1, 10)));
    const count = await explain(server, asText(reviewQueueTotalSql(filter, today)));
    const last = await explain(server, asText(reviewQueuePageSql(filter, today, lastPage, 10)));
    figures[revision] = {
      rows: total,
      api_first_page: await timeCalls(
        server,
        token,
        `/api/inscriptos/get_by_instancia/${instanciaId}?revision=${revision}&page=1&page_size=10`,
        QUEUE_CALLS,
      ),
      db_ms: { first_page: page.ms, total: count.ms, last_page: last.ms, last_page_number: lastPage },
      seq_scans: [...new Set([...seqScans(page), ...seqScans(count), ...seqScans(last)])],
      plans: { first_page: page.plan, total: count.plan, last_page: last.plan },
    };
  }
  const counts = await explain(server, await captured((db) => revisionCounts(db, today)));
  figures.counts_per_instancia = {
    api: await timeCalls(server, token, '/api/requisitos/pendientes', QUEUE_CALLS),
    db_ms: counts.ms,
    seq_scans: seqScans(counts),
    plan: counts.plan,
  };
  return figures;
}

/**
 * REVIEWS waiting enrolments in queue order, as a reviewer goes through them: open the
 * enrolment's documents (getInscriptoRequisitos) and decide on the DNI front with the version
 * it showed, alternately accepting and observing (each a real change from `pendiente`;
 * observing also sets the enrolment to Rechazado and queues the e-mail).
 */
async function measureReviews(server: BenchServer, token: string, instanciaId: number) {
  const ids = (
    await server.sql<{ id: number }>(
      `select id from inscriptos where instancia_id = ${instanciaId} and revision_desde is not null order by revision_desde, id limit ${REVIEWS + 10}`,
    )
  ).map((r) => Number(r.id));
  if (ids.length < REVIEWS + 10) throw new Error(`only ${ids.length} enrolments waiting`);
  const calls = new CallLog();
  const byEstado: Record<'aceptado' | 'observado', number[]> = { aceptado: [], observado: [] };
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k];
    const warmup = k < 10;
    const open = () =>
      call<{ requisitos: { codigo: string; file: { version: string } | null }[] }>(server.base, 'GET', `/api/requisitos/inscripto/${id}`, {
        token,
      });
    const seen = warmup ? await open() : await calls.time('open', open);
    const version = seen.requisitos.find((r) => r.codigo === 'dni_frente')?.file?.version ?? null;
    const estado = k % 2 === 0 ? 'aceptado' : 'observado';
    const body = { estado, motivo: estado === 'observado' ? 'La foto del frente está borrosa.' : '', file_version: version };
    const review = () => call(server.base, 'PUT', `/api/requisitos/inscripto/${id}/dni_frente`, { token, body });
    if (warmup) {
      await review();
      continue;
    }
    const start = performance.now();
    await calls.time('review', review);
    // Per estado too: observing writes more (estado, observación, audit, queued e-mail).
    byEstado[estado].push(performance.now() - start);
  }
  const summary = calls.summary();
  const pct = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
  };
  const figures = (list: number[]) => ({ count: list.length, p50: pct(list, 50), p95: pct(list, 95) });
  return {
    enrollees: REVIEW_AT,
    reviews: summary.review,
    aceptado: figures(byEstado.aceptado),
    observado: figures(byEstado.observado),
    open_documents: summary.open,
  };
}

export const review: Scenario = {
  name: 'review',
  describe: `document review p50/p95 at ${REVIEW_AT.toLocaleString('en')} enrollees and the review queue filters at ${SIZES.map((s) => s.toLocaleString('en')).join(', ')} on PostgreSQL, with plans`,
  async run() {
    const url = postgresServerUrl();
    if (!url) return { skipped: 'needs BENCH_DATABASE_URL or TEST_DATABASE_URL' };
    const pgDb = await createPostgresDatabase(url);
    const server = await startApp({ databaseUrl: pgDb.url });
    try {
      const { token } = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
      const instanciaId = await openInstancia(server, 'Bench review queue');
      const steps = [];
      let reviews: unknown = null;
      let seeded = 0;
      for (const size of SIZES) {
        log('review', `seeding up to ${size}`);
        const start = performance.now();
        await seed(server, instanciaId, seeded, size);
        const seedSeconds = +((performance.now() - start) / 1000).toFixed(1);
        seeded = size;
        steps.push({ ...(await measureQueue(server, token, instanciaId, size)), seed_seconds: seedSeconds });
        if (size === REVIEW_AT) {
          log('review', `${size}: ${REVIEWS} reviews`);
          reviews = await measureReviews(server, token, instanciaId);
        }
      }
      return { kind: 'postgres', reviews, queue: steps, server_memory_mb: await server.memory() };
    } finally {
      await server.close();
      await pgDb.drop();
    }
  },
};
