import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  carreras,
  empresas,
  estadosCiviles,
  estadosInscripcion,
  estudiosSecundarios,
  generos,
  inscriptos,
  instancias,
  personas,
  situacionesLaborales,
  users,
} from '../../db/schema/index.js';

export interface EnrolleeFilter {
  instanciaId: number;
  dni: string;
  estado?: number;
}

function filterWhere(f: EnrolleeFilter): SQL | undefined {
  const parts: SQL[] = [eq(inscriptos.instancia_id, f.instanciaId)];
  if (f.estado) parts.push(eq(inscriptos.estado_id, f.estado));
  // Digits only (checked by the schema), so the pattern cannot carry wildcards.
  if (f.dni) parts.push(like(personas.numero_documento, `%${f.dni}%`));
  return and(...parts);
}

/**
 * The filter as SQL for the enrollee table. A DNI search first collects the personas
 * whose number contains the digits through the trigram index, as a MATERIALIZED CTE:
 * left to itself the planner walks the instancia's enrolments in id order hoping to meet
 * ten matches early, and reads them all when there is one match (docs/performance.md).
 */
function enrolleeFilterSql(f: EnrolleeFilter): { withMatches: SQL; join: SQL; where: SQL } {
  // Digits only (checked by the schema), so the pattern cannot carry wildcards.
  const withMatches = f.dni
    ? sql`with matches as materialized (select id from personas where numero_documento like ${`%${f.dni}%`}) `
    : sql``;
  const join = f.dni ? sql` join matches m on m.id = i.persona_id` : sql``;
  const estado = f.estado ? sql` and i.estado_id = ${f.estado}` : sql``;
  return { withMatches, join, where: sql` where i.instancia_id = ${f.instanciaId}${estado}` };
}

type EnrolleeRow = {
  id: number;
  cod_tramite: string;
  estado_id: number;
  estado: string;
  created_at: Date | string;
  persona_id: number;
  nombre: string;
  apellido: string;
  tipo_documento: string;
  numero_documento: string;
};

/**
 * One page of an instancia's enrollees, in enrolment order, and the filter's total.
 * The page's ids come first from the index on (instancia_id, id) alone (a deferred
 * join): OFFSET then skips index entries, and only the page's ten rows are joined
 * to personas. The total counts enrolments without touching personas unless the
 * DNI filter needs them.
 */
export async function pageEnrollees(db: DbOrTx, f: EnrolleeFilter, page: number, pageSize: number) {
  const { withMatches, join, where } = enrolleeFilterSql(f);
  const [result, counted] = await Promise.all([
    db.execute<EnrolleeRow>(sql`${withMatches}select i.id, i.cod_tramite, i.estado_id, e.descripcion as estado, i.created_at,
        p.id as persona_id, p.nombre, p.apellido, p.tipo_documento, p.numero_documento
      from (select i.id from inscriptos i${join}${where} order by i.id limit ${pageSize} offset ${(page - 1) * pageSize}) page_ids
      join inscriptos i on i.id = page_ids.id
      join personas p on p.id = i.persona_id
      join estados_inscripcion e on e.id = i.estado_id
      order by i.id`),
    db.execute<{ total: number }>(sql`${withMatches}select count(*)::int as total from inscriptos i${join}${where}`),
  ]);
  const rows = result.rows.map((r) => ({
    id: r.id,
    cod_tramite: r.cod_tramite,
    estado_id: r.estado_id,
    estado: r.estado,
    // Raw rows skip drizzle's column mapping: the driver may hand the timestamp as text.
    created_at: new Date(r.created_at),
    persona: { id: r.persona_id, nombre: r.nombre, apellido: r.apellido, tipo_documento: r.tipo_documento, numero_documento: r.numero_documento },
  }));
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

/** Every enrollee of the filter with the fields of the Excel export (seed 001 §7). */
export async function exportEnrollees(db: DbOrTx, f: EnrolleeFilter) {
  return db
    .select({
      nombre: personas.nombre,
      apellido: personas.apellido,
      tipo_documento: personas.tipo_documento,
      numero_documento: personas.numero_documento,
      cuit: personas.cuit,
      fecha_nacimiento: personas.fecha_nacimiento,
      lugar_nacimiento: personas.lugar_nacimiento,
      nacionalidad_id: personas.nacionalidad_id,
      genero: generos.descripcion,
      tipo_sangre: personas.tipo_sangre,
      estado_civil: estadosCiviles.descripcion,
      hijos: personas.hijos,
      direccion: personas.direccion,
      piso: personas.piso,
      departamento: personas.departamento,
      provincia: personas.provincia,
      localidad: personas.localidad,
      telefono: personas.telefono,
      celular: personas.celular,
      email: personas.email,
      trabaja_actualmente: situacionesLaborales.trabaja_actualmente,
      ocupacion: situacionesLaborales.ocupacion,
      cargo: situacionesLaborales.cargo,
      empresa: situacionesLaborales.empresa,
      relacion_carrera: situacionesLaborales.relacion_carrera,
      colegio: estudiosSecundarios.colegio,
      orientacion: estudiosSecundarios.orientacion,
      anio_graduacion: estudiosSecundarios.anio_graduacion,
      carrera: carreras.descripcion,
      instancia: instancias.descripcion,
      estado_id: inscriptos.estado_id,
      cod_tramite: inscriptos.cod_tramite,
    })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .leftJoin(carreras, eq(carreras.id, inscriptos.carrera_id))
    .leftJoin(generos, eq(generos.id, personas.genero_id))
    .leftJoin(estadosCiviles, eq(estadosCiviles.id, personas.estado_civil))
    .leftJoin(situacionesLaborales, eq(situacionesLaborales.persona_id, personas.id))
    .leftJoin(estudiosSecundarios, eq(estudiosSecundarios.persona_id, personas.id))
    .where(filterWhere(f))
    .orderBy(asc(inscriptos.id));
}

/** The enrolment with what the detail modal shows besides the persona. */
export async function findEnrolmentDetail(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      inscripto: inscriptos,
      carrera: { id: carreras.id, descripcion: carreras.descripcion },
      instancia: { id: instancias.id, descripcion: instancias.descripcion, carrera_id: instancias.carrera_id },
      empresa: empresas,
      situacion_laboral: situacionesLaborales,
      estudio_secundario: estudiosSecundarios,
    })
    .from(inscriptos)
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .leftJoin(carreras, eq(carreras.id, inscriptos.carrera_id))
    .leftJoin(empresas, eq(empresas.id, inscriptos.empresa_id))
    .leftJoin(situacionesLaborales, eq(situacionesLaborales.persona_id, inscriptos.persona_id))
    .leftJoin(estudiosSecundarios, eq(estudiosSecundarios.persona_id, inscriptos.persona_id))
    .where(eq(inscriptos.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The enrolment's change history, newest first, with who made each change. */
export async function enrolmentHistory(db: DbOrTx, id: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      created_at: auditLog.created_at,
      actor: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(and(eq(auditLog.entity, 'inscripto'), eq(auditLog.entity_id, id)))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id));
}

/** Locks the row so concurrent estado changes are applied and audited one at a time. */
export async function lockEnrolment(db: DbOrTx, id: number) {
  const rows = await db.select().from(inscriptos).where(eq(inscriptos.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function setEstado(db: DbOrTx, id: number, estadoId: number, observacion: string) {
  const [row] = await db
    .update(inscriptos)
    .set({ estado_id: estadoId, observacion, updated_at: new Date() })
    .where(eq(inscriptos.id, id))
    .returning();
  return row;
}

export async function enrolmentRecipient(db: DbOrTx, id: number) {
  const rows = await db
    .select({ email: personas.email, nombre: personas.nombre, instancia: instancias.descripcion })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .where(eq(inscriptos.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listEstados(db: DbOrTx) {
  return db.select().from(estadosInscripcion).orderBy(asc(estadosInscripcion.id));
}

export async function listEligibleCareers(db: DbOrTx) {
  return db
    .select({ id: carreras.id, descripcion: carreras.descripcion })
    .from(carreras)
    .where(eq(carreras.elegible_en_ingreso, 1))
    .orderBy(asc(carreras.id));
}
