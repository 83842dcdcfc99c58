/**
 * The data of the stand-alone cost scripts (report-write-cost.ts, restore-cost.ts), written
 * straight into a database of the portal: `n` applicants with an account, a persona (with its
 * work situation), an enrolment in one instancia and three documents on file, and one
 * enrolment in twenty with an observed document. Returns the instancia.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/api/src/db/client.js';

export async function seedPlainEnrollees(db: DbOrTx, n: number): Promise<number> {
  const q = (s: string) => db.execute(sql.raw(s));
  await q(`insert into users (name, email, password_hash, role_id, created_at, email_verified_at)
    select 'A' || g, 'w' || g || '@bench.test', 'x', 2, now() - (g % 300) * interval '1 day', now() from generate_series(1, ${n}) g`);
  // Names and birth dates differ: one shared name and date would make a duplicate pair of every two
  // personas when they are written (migration 0026, decision 184).
  await q(`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email, created_at)
    select u.id, 'N' || u.id, 'A' || u.id, 'dni', (10000000 + u.id)::text, '20' || (10000000 + u.id)::text || '1', date '1980-01-01' + (hashtext(u.id::text) & 8191), 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle', 'BA', 'Tigre', '1100000000', u.email, u.created_at
    from users u where u.email like 'w%@bench.test'`);
  await q(`insert into situaciones_laborales (persona_id, trabaja_actualmente) select id, 0 from personas`);
  const inst = (await db.execute(sql`insert into instancias (descripcion, carrera_id, fecha_publicacion, fecha_inicio, fecha_fin, periodo)
    values ('W', 7, '2026-01-01', '2026-03-01', '2026-12-01', '2026') returning id`)) as unknown as { rows: Array<{ id: number }> };
  const instancia = inst.rows[0].id;
  await q(`insert into inscriptos (persona_id, instancia_id, cod_tramite, estado_id) select id, ${instancia}, 'W-' || id, 1 from personas`);
  await q(`insert into files (persona_id, name, storage_key, mime_type, size)
    select p.id, d.name, 'w/' || p.id || '/' || d.name, 'application/pdf', 1000 from personas p cross join (values ('dni_frente'), ('dni_reverso'), ('cuil')) d(name)`);
  // As in the lists scenario.
  await q(`insert into requisito_historial (inscripto_id, codigo, estado_antes, estado_despues, motivo)
    select i.id, (array['dni_frente','dni_reverso','cuil'])[1 + (i.id / 20) % 3], 'pendiente', 'observado',
           (array['La foto está borrosa.','Falta el reverso.','No se lee el número.'])[1 + (i.id / 100) % 3]
    from inscriptos i where i.id % 20 = 0`);
  return instancia;
}
