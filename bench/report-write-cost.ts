/**
 * `TEST_DATABASE_URL=postgres://... npx tsx bench/report-write-cost.ts` (not a scenario of
 * `npm run bench`; docs/performance.md §11 and §24). Write cost of the report triggers of migrations 0025 and 0028 on PostgreSQL:
 * a single estado change (UPDATE of the enrolment + its audit row, one transaction), a single
 * upload (INSERT into files) and a single review that observes a document (INSERT into
 * requisito_historial), with the reporte_* triggers enabled and disabled, interleaved in
 * blocks to cancel load drift.
 */
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../apps/api/test/db.js';
import { seedPlainEnrollees } from './lib/plain-enrollees.js';

const N = 20_000;
const BLOCK = 50;
const BLOCKS = 8;
const db0 = await freshDatabase('postgres');
const db = db0.db;
const q = (s: string) => db.execute(sql.raw(s));
await seedPlainEnrollees(db, N);
await q('vacuum analyze');
const ids = (
  (await q(`select id, persona_id from inscriptos order by id`)) as unknown as { rows: Array<{ id: number; persona_id: number }> }
).rows;

const triggers = ['users', 'personas', 'situaciones_laborales', 'files', 'inscriptos', 'audit_log', 'requisito_historial'];
async function setTriggers(on: boolean) {
  const names = (
    (await q(`select tgrelid::regclass::text as t, tgname from pg_trigger where tgname like 'reporte_%'`)) as unknown as {
      rows: Array<{ t: string; tgname: string }>;
    }
  ).rows;
  for (const r of names) if (triggers.includes(r.t)) await q(`alter table ${r.t} ${on ? 'enable' : 'disable'} trigger ${r.tgname}`);
}
const times: Record<string, number[]> = { estado_on: [], estado_off: [], upload_on: [], upload_off: [], observe_on: [], observe_off: [] };
let k = 0;
for (let b = 0; b < BLOCKS; b++) {
  for (const on of b % 2 === 0 ? [true, false] : [false, true]) {
    await setTriggers(on);
    for (let i = 0; i < BLOCK; i++) {
      const row = ids[(k++ * 37) % ids.length];
      let t0 = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`update inscriptos set estado_id = ${1 + (k % 2)}, updated_at = now() where id = ${row.id}`);
        await tx.execute(sql`insert into audit_log (actor_user_id, action, entity, entity_id, before, after)
          values (null, 'inscripcion.estado', 'inscripto', ${row.id}, '{"estado_id":1}', '{"estado_id":2}')`);
      });
      times[`estado_${on ? 'on' : 'off'}`].push(performance.now() - t0);
      t0 = performance.now();
      await db.execute(sql`insert into files (persona_id, name, storage_key, mime_type, size)
        values (${row.persona_id}, 'analitico', ${`w/${row.persona_id}/analitico/${k}`}, 'application/pdf', 1000)
        on conflict (persona_id, name) do update set storage_key = excluded.storage_key, created_at = now()`);
      times[`upload_${on ? 'on' : 'off'}`].push(performance.now() - t0);
      t0 = performance.now();
      await db.execute(sql`insert into requisito_historial (inscripto_id, codigo, estado_antes, estado_despues, motivo)
        values (${row.id}, 'dni_frente', 'pendiente', 'observado', ${k % 3 === 0 ? 'La foto está borrosa.' : `Otro motivo ${k % 7}`})`);
      times[`observe_${on ? 'on' : 'off'}`].push(performance.now() - t0);
    }
  }
}
await setTriggers(true);
const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((p / 100) * a.length))];
for (const [name, a] of Object.entries(times))
  console.log(
    name,
    'n',
    a.length,
    'p50',
    pct(a, 50).toFixed(2),
    'p95',
    pct(a, 95).toFixed(2),
    'mean',
    (a.reduce((s, x) => s + x, 0) / a.length).toFixed(2),
  );
await db0.close();
