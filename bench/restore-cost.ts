/**
 * `TEST_DATABASE_URL=postgres://... N=20000 KIND=postgres npx tsx bench/restore-cost.ts` (not a
 * scenario of `npm run bench`; docs/performance.md §24.3). How long `npm run restore` takes for
 * a backup of N enrollees (accounts, personas, enrolments, three files each and one observed
 * document in twenty), made and restored by the portal's own functions on PostgreSQL or PGlite.
 * A restore that grows faster than its rows shows here: before the restore planned its
 * triggers' lookups through indexes, PostgreSQL took 3.8 s for 5 000 and 41 s for 20 000.
 */
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { freshDatabase, freshPostgresUrl } from '../apps/api/test/db.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createBackup, restoreBackup } from '../apps/api/src/maintenance/backup.js';
import { createLocalDiskStorage } from '../apps/api/src/storage/local-disk.js';

const N = Number(process.env.N ?? 20000);
const KIND = (process.env.KIND ?? 'postgres') as 'postgres' | 'pglite';
const src = await freshDatabase(KIND);
const q = (s: string) => src.db.execute(sql.raw(s));
await q(`insert into users (name, email, password_hash, role_id, created_at, email_verified_at)
  select 'A' || g, 'w' || g || '@bench.test', 'x', 2, now() - (g % 300) * interval '1 day', now() from generate_series(1, ${N}) g`);
await q(`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email, created_at)
  select u.id, 'N' || u.id, 'A' || u.id, 'dni', (10000000 + u.id)::text, '20' || (10000000 + u.id)::text || '1', date '1980-01-01' + (hashtext(u.id::text) & 8191), 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle', 'BA', 'Tigre', '1100000000', u.email, u.created_at
  from users u where u.email like 'w%@bench.test'`);
const inst = (await src.db.execute(sql`insert into instancias (descripcion, carrera_id, fecha_publicacion, fecha_inicio, fecha_fin, periodo)
  values ('W', 7, '2026-01-01', '2026-03-01', '2026-12-01', '2026') returning id`)) as unknown as { rows: Array<{ id: number }> };
await q(
  `insert into inscriptos (persona_id, instancia_id, cod_tramite, estado_id) select id, ${inst.rows[0].id}, 'W-' || id, 1 from personas`,
);
await q(`insert into files (persona_id, name, storage_key, mime_type, size)
  select p.id, d.name, 'w/' || p.id || '/' || d.name, 'application/pdf', 1000 from personas p cross join (values ('dni_frente'), ('dni_reverso'), ('cuil')) d(name)`);
await q(`insert into requisito_historial (inscripto_id, codigo, estado_antes, estado_despues, motivo)
  select i.id, 'dni_frente', 'pendiente', 'observado', 'Borrosa' from inscriptos i where i.id % 20 = 0`);
const dir = await mkdtemp(path.join(os.tmpdir(), 'restore-cost-'));
const storage = createLocalDiskStorage(path.join(dir, 'up'));
let t = performance.now();
await createBackup({ database: src, storage, output: path.join(dir, 'b.tar.gz') });
console.log('backup', ((performance.now() - t) / 1000).toFixed(1), 's');
const target = KIND === 'pglite' ? null : await freshPostgresUrl('restore_cost');
const dst = target ? openDatabase({ url: target.url, poolSize: 2 }) : openDatabase({});
t = performance.now();
await restoreBackup({ database: dst, storage: createLocalDiskStorage(path.join(dir, 'up2')), input: path.join(dir, 'b.tar.gz') });
console.log('restore', N, ((performance.now() - t) / 1000).toFixed(1), 's');
await src.close();
await dst.close();
await target?.drop();
await rm(dir, { recursive: true, force: true });
process.exit(0);
