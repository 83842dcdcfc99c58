import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
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

/** One page of an instancia's enrollees, in enrolment order, and the filter's total. */
export async function pageEnrollees(db: DbOrTx, f: EnrolleeFilter, page: number, pageSize: number) {
  const where = filterWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: inscriptos.id,
        cod_tramite: inscriptos.cod_tramite,
        estado_id: inscriptos.estado_id,
        estado: estadosInscripcion.descripcion,
        created_at: inscriptos.created_at,
        persona: {
          id: personas.id,
          nombre: personas.nombre,
          apellido: personas.apellido,
          tipo_documento: personas.tipo_documento,
          numero_documento: personas.numero_documento,
        },
      })
      .from(inscriptos)
      .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
      .innerJoin(estadosInscripcion, eq(estadosInscripcion.id, inscriptos.estado_id))
      .where(where)
      .orderBy(asc(inscriptos.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(inscriptos)
      .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
      .where(where),
  ]);
  return { rows, total };
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
