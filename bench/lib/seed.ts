/**
 * Bulk data for the scenarios, written with INSERT ... SELECT generate_series on the
 * server's own database (one statement per table, so 200,000 rows take seconds).
 */
import { hashPassword } from '../../apps/api/src/lib/passwords.js';
import type { BenchServer } from './server.js';

/** An instancia open today for `carreraId`; returns its id. */
export async function openInstancia(server: BenchServer, descripcion: string, carreraId = 8): Promise<number> {
  const [row] = await server.sql<{ id: number }>(
    `insert into instancias (descripcion, carrera_id, fecha_publicacion, fecha_inicio, fecha_fin, inscripcion_desde, inscripcion_hasta)
     values ('${descripcion.replace(/'/g, "''")}', ${carreraId}, current_date - 1, current_date + 30, current_date + 365, current_date - 1, current_date + 365) returning id`,
  );
  return row.id;
}

/**
 * The DNI of enrollee number g: scattered over 10,000,000..99,999,999 (g times a number
 * coprime with 90,000,000, so no two collide). Consecutive numbers would all share the
 * trigrams '000' and '200' and make the DNI search's trigram index look useless.
 */
export function enrolleeDni(g: number): string {
  return String(10_000_000 + Number((BigInt(g) * 7_990_271n) % 90_000_000n));
}
const DNI_SQL = '(10000000 + (g::bigint * 7990271) % 90000000)::text';

/**
 * A birth date spread over 22 years by a hash of `n`: the duplicates' name rule (migration
 * 0026, decision 184) compares each new persona with the others born that day, so 200,000 on
 * one date would store a pair for every two similar names and take hours to insert.
 */
const BIRTH_DATE = (n: string) => `date '1980-01-01' + (hashtext(${n}::text) & 8191)`;

/**
 * Personas numbered from+1..to enrolled in `instanciaId`, with the job and school rows
 * the Excel export joins. Numbering lets a table grow in steps.
 */
export async function seedEnrollees(server: BenchServer, instanciaId: number, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const [{ lo }] = await server.sql<{ lo: number }>('select coalesce(max(id), 0)::int as lo from personas');
  await server.sql(`insert into personas (nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email)
    select 'Nombre' || g, 'Apellido' || g, 'dni', ${DNI_SQL}, '20' || ${DNI_SQL} || '1', ${BIRTH_DATE('g')}, 'Tigre', 1, 1, 1 + g % 2, 'o+', 'soltero', 0, 'Calle ' || g, 'Buenos Aires', 'Tigre', '1100000000', 'enrollee' || g || '@correo.test'
    from generate_series(${from + 1}, ${to}) g`);
  const added = `p.id > ${lo}`;
  await server.sql(`insert into situaciones_laborales (persona_id, trabaja_actualmente, ocupacion, cargo, empresa, horas_semanales, relacion_carrera)
    select p.id, p.id % 2, 'Técnico', 'Operario', 'Metalúrgica del Norte SA', '30', 'Parcial' from personas p where ${added}`);
  await server.sql(`insert into estudios_secundarios (persona_id, escuela_id, colegio, orientacion, anio_graduacion, anios_cursados)
    select p.id, 1, 'EEST N° 1', 'Técnico electromecánico', 2023, 7 from personas p where ${added}`);
  await server.sql(`insert into inscriptos (persona_id, instancia_id, carrera_id, cod_tramite, estado_id)
    select p.id, ${instanciaId}, 8, 'B-' || p.id, 1 + (p.id % 6) from personas p where ${added}`);
  // What autovacuum does shortly after a bulk load: statistics, and the visibility map
  // that lets a count or an offset read the index alone (index-only scans).
  await server.sql('vacuum analyze');
}

/**
 * `n` verified applicants (applicant{i}@bench.test, one shared password) with a complete
 * persona and every required document on record: ready to log in and enrol at once. The
 * password is hashed at the portal's cost unless a hash of it is given.
 */
export async function seedReadyApplicants(server: BenchServer, n: number, password: string, passwordHash?: string): Promise<string[]> {
  const hash = passwordHash ?? (await hashPassword(password));
  await server.sql(`insert into users (name, email, password_hash, role_id, email_verified_at)
    select 'Aspirante ' || g, 'applicant' || g || '@bench.test', '${hash}', 2, now() from generate_series(1, ${n}) g`);
  await server.sql(`insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento, pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email)
    select u.id, 'Aspirante', 'Bench', 'dni', (40000000 + u.id)::text, '20' || (40000000 + u.id)::text || '1', ${BIRTH_DATE('u.id')}, 'Tigre', 1, 1, 1, 'o+', 'soltero', 0, 'Calle 1', 'Buenos Aires', 'Tigre', '1100000000', u.email
    from users u where u.email like 'applicant%@bench.test'`);
  await server.sql(`insert into files (persona_id, name, storage_key, mime_type, size, original_name)
    select p.id, d.name, 'bench/' || p.id || '/' || d.name, 'application/pdf', 1000, d.name || '.pdf'
    from personas p cross join (values ('dni_frente'), ('dni_reverso'), ('cuil'), ('partida_nacimiento'), ('analitico')) d(name)
    where p.email like 'applicant%@bench.test'`);
  await server.sql('analyze');
  return Array.from({ length: n }, (_, i) => `applicant${i + 1}@bench.test`);
}
