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

const N = 20_000;
const BLOCK = 50;
const BLOCKS = 8;
const db0 = await freshDatabase('postgres');
const db = db0.db;
const q = (s: string) => db.execute(sql.raw(s));
await q(`insert into users (name, email, password_hash, role_id, created_at, email_verified_at)
  select 'A' || g, 'w' || g || '@bench.test', 'x', 2, now() - (g % 300) * interval '1 day', now() from generate_series(1, ${N}) g`);
// Names and birth dates differ: one shared name and date would make a duplicate pair of every two
// personas when they are written (migration 0026, decision 184).
await q(`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email, created_at)
  select u.id, 'N' || u.id, 'A' || u.id, 'dni', (10000000 + u.id)::text, '20' || (10000000 + u.id)::text || '1', date '1980-01-01' + (hashtext(u.id::text) & 8191), 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle', 'BA', 'Tigre', '1100000000', u.email, u.created_at
  from users u where u.email like 'w%@bench.test'`);
await q(`insert into situaciones_laborales (persona_id, trabaja_actualmente) select id, 0 from personas`);
const inst = (await db.execute(sql`insert into instancias (descripcion, carrera_id, fecha_publicacion, fecha_inicio, fecha_fin, periodo)
  values ('W', 7, '2026-01-01', '2026-03-01', '2026-12-01', '2026') returning id`)) as unknown as { rows: Array<{ id: number }> };
const I = inst.rows[0].id;
await q(`insert into inscriptos (persona_id, instancia_id, cod_tramite, estado_id) select id, ${I}, 'W-' || id, 1 from personas`);
await q(`insert into files (persona_id, name, storage_key, mime_type, size)
  select p.id, d.name, 'w/' || p.id || '/' || d.name, 'application/pdf', 1000 from personas p cross join (values ('dni_frente'), ('dni_reverso'), ('cuil')) d(name)`);
// One enrolment in twenty with an observed document, as in the lists scenario.
await q(`insert into requisito_historial (inscripto_id, codigo, estado_antes, estado_despues, motivo)
  select i.id, (array['dni_frente','dni_reverso','cuil'])[1 + (i.id / 20) % 3], 'pendiente', 'observado',
         (array['La foto está borrosa.','Falta el reverso.','No se lee el número.'])[1 + (i.id / 100) % 3]
  from inscriptos i where i.id % 20 = 0`);
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
