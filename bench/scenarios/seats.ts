/**
 * Seats and bulk decisions (issue 16): the cost of the cupo check on a single estado
 * change at 20,000 enrollees, and a bulk approval of 5,000 enrollees sent as the enrollee
 * table sends it (ids in requests of 200), while another client keeps reading the table.
 * Targets: the cupo check adds < 2 ms p95; 5,000 approvals in < 10 s on PostgreSQL, and the
 * table never answers slower than 1 s meanwhile.
 */
import { log, QUICK, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, databaseKinds, postgresServerUrl, type DatabaseKind } from '../lib/databases.js';
import { BENCH_ADMIN, call, login } from '../lib/client.js';
import { CallLog } from '../lib/measure.js';
import { openInstancia, seedEnrollees } from '../lib/seed.js';
import { startApp, type BenchServer } from '../lib/server.js';

const TABLE_SIZE = QUICK ? 2_000 : 20_000;
const BULK_SIZE = QUICK ? 1_000 : 5_000;
const SINGLE_CALLS = QUICK ? 40 : 150;
const CHUNK = 200;
// The seeded enrollees have no reviewed documents: approving them takes the audited override of
// issue 15, as staff approving without the review would (the requirement check still runs).
const OVERRIDE = 'Aprobación del bench sin revisión de documentos';

async function pendingIds(server: BenchServer, instanciaId: number, n: number): Promise<number[]> {
  const rows = await server.sql<{ id: number }>(
    `select id from inscriptos where instancia_id = ${instanciaId} and estado_id = 1 order by id limit ${n}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Approves `ids` one call at a time: the latency staff see on one change. */
async function singleApprovals(server: BenchServer, token: string, ids: number[]) {
  const calls = new CallLog();
  for (const id of ids)
    await calls.time('set_estado', () =>
      call(server.base, 'PUT', `/api/inscriptos/set_estado/${id}`, { token, body: { estado_id: 2, override_motivo: OVERRIDE } }),
    );
  return calls.summary().set_estado;
}

async function measure(kind: DatabaseKind) {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl() as string) : null;
  const server = await startApp({ databaseUrl: pgDb?.url });
  try {
    const { token } = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const table = await openInstancia(server, 'Bench seats table');
    log('seats', `${kind}: seeding ${TABLE_SIZE}`);
    await seedEnrollees(server, table, 0, TABLE_SIZE);
    const ids = await pendingIds(server, table, SINGLE_CALLS * 2);
    // Without a cupo, then with one far from full: the difference is the cupo check (the count read).
    const withoutCupo = await singleApprovals(server, token, ids.slice(0, SINGLE_CALLS));
    await server.sql(`update instancias set cupo = 1000000 where id = ${table}`);
    const withCupo = await singleApprovals(server, token, ids.slice(SINGLE_CALLS));

    const bulk = await openInstancia(server, 'Bench seats bulk');
    log('seats', `${kind}: seeding ${BULK_SIZE} for the bulk approval`);
    await seedEnrollees(server, bulk, TABLE_SIZE, TABLE_SIZE + BULK_SIZE);
    await server.sql(`update inscriptos set estado_id = 1 where instancia_id = ${bulk}`);
    const bulkIds = await pendingIds(server, bulk, BULK_SIZE);
    // Another staff member keeps reading the table while the bulk runs.
    const reads = new CallLog();
    let running = true;
    const reader = (async () => {
      while (running) {
        await reads.time('table_page', () =>
          call(server.base, 'GET', `/api/inscriptos/get_by_instancia/${bulk}?page=1&page_size=10`, { token }),
        );
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    log('seats', `${kind}: bulk approval of ${bulkIds.length}`);
    const start = performance.now();
    let approved = 0;
    // Each request of 200 is what the table's progress waits on: its latency is how long the page waits at most.
    const chunks = new CallLog();
    for (let i = 0; i < bulkIds.length; i += CHUNK) {
      const answer = await chunks.time('bulk_chunk', () =>
        call<{ resultados: { ok: boolean }[] }>(server.base, 'POST', '/api/inscriptos/bulk_estado', {
          token,
          body: { ids: bulkIds.slice(i, i + CHUNK), estado_id: 2, override_motivo: OVERRIDE },
        }),
      );
      approved += answer.resultados.filter((r) => r.ok).length;
    }
    const bulkSeconds = +((performance.now() - start) / 1000).toFixed(2);
    running = false;
    await reader;
    // Every change queued its e-mail and wrote its audit rows in its chunk's transaction (the worker may still be sending).
    const [written] = await server.sql<{ mails: number; audits: number }>(
      `select (select count(*)::int from mail_queue m join inscriptos i on i.id = m.inscripto_id where i.instancia_id = ${bulk}) as mails,
              (select count(*)::int from audit_log a join inscriptos i on i.id = a.entity_id
                where a.entity = 'inscripto' and a.action = 'inscripcion.estado' and i.instancia_id = ${bulk}) as audits`,
    );
    return {
      kind,
      enrollees: TABLE_SIZE,
      single_change_without_cupo: withoutCupo,
      single_change_with_cupo: withCupo,
      cupo_check_p95_ms: +(withCupo.latency_ms.p95 - withoutCupo.latency_ms.p95).toFixed(1),
      bulk: {
        rows: bulkIds.length,
        approved,
        seconds: bulkSeconds,
        requests_of: CHUNK,
        requests: chunks.summary().bulk_chunk,
        mails_queued: Number(written.mails),
        estado_audit_rows: Number(written.audits),
        table_reads_meanwhile: reads.summary().table_page,
      },
      server_memory_mb: await server.memory(),
    };
  } finally {
    await server.close();
    await pgDb?.drop();
  }
}

export const seats: Scenario = {
  name: 'seats',
  describe: 'cupo check on a single estado change at 20,000 enrollees; bulk approval of 5,000 while the table is read',
  async run() {
    const out = [];
    // The figures the issue asks for are PostgreSQL's; PGlite (one connection, WASM) is measured
    // only when there is no server, with BENCH_QUICK sizes advisable: 5,000 approvals there take minutes.
    const kinds = databaseKinds();
    for (const kind of kinds.includes('postgres') ? (['postgres'] as DatabaseKind[]) : kinds) out.push(await measure(kind));
    return out;
  },
};
