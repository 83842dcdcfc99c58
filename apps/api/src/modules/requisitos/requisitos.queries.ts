import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Requisito, RequisitoCondicion, RevisionEstado } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  files,
  inscriptos,
  instancias,
  personas,
  requisitoHistorial,
  requisitoRevisiones,
  requisitos,
  situacionesLaborales,
} from '../../db/schema/index.js';

export type Scope = { carreraId: number | null; instanciaId: number | null };
export type RequisitoRow = typeof requisitos.$inferSelect;
export type RevisionRow = typeof requisitoRevisiones.$inferSelect;

/** Every list that may apply to an instancia of a carrera: its own, its carrera's and the faculty's, in one read. */
export async function candidateLists(db: DbOrTx, instanciaId: number | null, carreraId: number | null) {
  return db
    .select()
    .from(requisitos)
    .where(
      or(
        instanciaId === null ? sql`false` : eq(requisitos.instancia_id, instanciaId),
        carreraId === null ? sql`false` : eq(requisitos.carrera_id, carreraId),
        and(isNull(requisitos.carrera_id), isNull(requisitos.instancia_id)),
      ),
    )
    .orderBy(asc(requisitos.orden), asc(requisitos.id));
}

/** The lists that may govern any of these instancias (theirs, their carreras', the faculty's): one query for the board. */
export async function candidateListsOfMany(db: DbOrTx, instanciaIds: number[], carreraIds: number[]) {
  return db
    .select()
    .from(requisitos)
    .where(
      or(
        instanciaIds.length ? inArray(requisitos.instancia_id, instanciaIds) : sql`false`,
        carreraIds.length ? inArray(requisitos.carrera_id, carreraIds) : sql`false`,
        and(isNull(requisitos.carrera_id), isNull(requisitos.instancia_id)),
      ),
    )
    .orderBy(asc(requisitos.orden), asc(requisitos.id));
}

/** Every configured code with its accepted types (one row per list that names it). */
export async function codesAndTypes(db: DbOrTx) {
  return db.select({ codigo: requisitos.codigo, tipos: requisitos.tipos }).from(requisitos);
}

export async function replaceList(db: DbOrTx, scope: Scope, list: Requisito[]) {
  const where =
    scope.instanciaId !== null
      ? eq(requisitos.instancia_id, scope.instanciaId)
      : scope.carreraId !== null
        ? eq(requisitos.carrera_id, scope.carreraId)
        : and(isNull(requisitos.carrera_id), isNull(requisitos.instancia_id));
  const before = await db.delete(requisitos).where(where).returning();
  if (list.length) {
    await db.insert(requisitos).values(
      list.map((r, i) => ({
        carrera_id: scope.carreraId,
        instancia_id: scope.instanciaId,
        codigo: r.codigo,
        nombre: r.nombre,
        descripcion: r.descripcion,
        tipos: r.tipos,
        obligatorio: r.obligatorio,
        condicion: r.condicion as RequisitoCondicion,
        orden: i + 1,
      })),
    );
  }
  return before;
}

/** Enrolments with what the requirements look at (instancia's carrera, the persona's conditions). */
function selectEnrolmentsForRequisitos(db: DbOrTx) {
  return db
    .select({
      id: inscriptos.id,
      persona_id: inscriptos.persona_id,
      instancia_id: inscriptos.instancia_id,
      estado_id: inscriptos.estado_id,
      observacion: inscriptos.observacion,
      carrera_id: instancias.carrera_id,
      owner_user_id: personas.user_id,
      discapacidad: personas.discapacidad,
      nacionalidad_id: personas.nacionalidad_id,
      tipo_documento: personas.tipo_documento,
      trabaja: situacionesLaborales.trabaja_actualmente,
    })
    .from(inscriptos)
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .leftJoin(situacionesLaborales, eq(situacionesLaborales.persona_id, personas.id));
}

/** One enrolment, with what its requirements look at. */
export async function enrolmentForRequisitos(db: DbOrTx, id: number) {
  const rows = await selectEnrolmentsForRequisitos(db).where(eq(inscriptos.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The same, locking the enrolment row only (a review decides on it): one statement instead of a lock and a read. */
export async function lockEnrolmentForRequisitos(db: DbOrTx, id: number) {
  const rows = await selectEnrolmentsForRequisitos(db).where(eq(inscriptos.id, id)).for('update', { of: inscriptos }).limit(1);
  return rows[0] ?? null;
}

export type EnrolmentForRequisitos = NonNullable<Awaited<ReturnType<typeof enrolmentForRequisitos>>>;

/** Several enrolments, with the same fields (the approval rule of a bulk change). */
export async function enrolmentsForRequisitos(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return selectEnrolmentsForRequisitos(db).where(inArray(inscriptos.id, ids));
}

/** Every enrolment of a persona, with the same fields (an upload touches all of them). */
export async function enrolmentsOfPersona(db: DbOrTx, personaId: number) {
  return selectEnrolmentsForRequisitos(db).where(eq(inscriptos.persona_id, personaId)).orderBy(asc(inscriptos.id));
}

export async function personaFiles(db: DbOrTx, personaId: number) {
  return db
    .select({
      id: files.id,
      name: files.name,
      storage_key: files.storage_key,
      mime_type: files.mime_type,
      size: files.size,
      created_at: files.created_at,
    })
    .from(files)
    .where(eq(files.persona_id, personaId));
}

export async function reviewsOf(db: DbOrTx, inscriptoId: number) {
  return db.select().from(requisitoRevisiones).where(eq(requisitoRevisiones.inscripto_id, inscriptoId));
}

export async function reviewsOfMany(db: DbOrTx, inscriptoIds: number[]) {
  if (!inscriptoIds.length) return [];
  return db.select().from(requisitoRevisiones).where(inArray(requisitoRevisiones.inscripto_id, inscriptoIds));
}

export async function upsertReview(
  db: DbOrTx,
  values: {
    inscripto_id: number;
    codigo: string;
    estado: RevisionEstado;
    motivo: string;
    prorroga_hasta: string | null;
    file_version: string | null;
    reenviado: boolean;
    desde?: Date;
    updated_by: number | null;
  },
) {
  const now = new Date();
  const set = { ...values, updated_at: now };
  const [row] = await db
    .insert(requisitoRevisiones)
    .values({ ...set, desde: values.desde ?? now })
    .onConflictDoUpdate({ target: [requisitoRevisiones.inscripto_id, requisitoRevisiones.codigo], set })
    .returning();
  return row;
}

/**
 * The reviews a new enrolment starts with, all waiting (`pendiente`) from `now`, in one statement
 * (the enrolment is new, so none exists yet): on PGlite each statement costs the server's only
 * thread about a millisecond of protocol work (decision 189).
 */
export async function insertPendingReviews(
  db: DbOrTx,
  inscriptoId: number,
  files: Array<{ codigo: string; file_version: string }>,
  now: Date,
) {
  if (files.length === 0) return;
  await db.insert(requisitoRevisiones).values(
    files.map((f) => ({
      inscripto_id: inscriptoId,
      codigo: f.codigo,
      estado: 'pendiente' as const,
      motivo: '',
      prorroga_hasta: null,
      file_version: f.file_version,
      reenviado: false,
      desde: now,
      updated_by: null,
      updated_at: now,
    })),
  );
}

export async function insertHistorial(db: DbOrTx, row: typeof requisitoHistorial.$inferInsert) {
  await db.insert(requisitoHistorial).values(row);
}

/**
 * The queue columns of an enrolment from its reviews (issue 15): the oldest waiting
 * file, whether one is a resubmission, and the earliest prórroga still open.
 */
export async function refreshQueue(db: DbOrTx, inscriptoId: number) {
  const r = requisitoRevisiones;
  await db
    .update(inscriptos)
    .set({
      revision_desde: sql`(select min(${r.desde}) from ${r} where ${r.inscripto_id} = ${inscriptoId} and ${r.estado} = 'pendiente' and ${r.file_version} is not null)`,
      revision_reenviado: sql`exists (select 1 from ${r} where ${r.inscripto_id} = ${inscriptoId} and ${r.estado} = 'pendiente' and ${r.reenviado})`,
      prorroga_vence: sql`(select min(${r.prorroga_hasta}) from ${r} where ${r.inscripto_id} = ${inscriptoId} and ${r.estado} = 'prorroga')`,
    })
    .where(eq(inscriptos.id, inscriptoId));
}

/** Per instancia: enrolments waiting for review, resubmitted, and with a prórroga past `today`. */
export async function revisionCounts(db: DbOrTx, today: string) {
  const i = inscriptos;
  const rows = await db
    .select({
      instancia_id: i.instancia_id,
      por_revisar: sql<number>`count(*) filter (where ${i.revision_desde} is not null)::int`,
      reenviados: sql<number>`count(*) filter (where ${i.revision_reenviado})::int`,
      prorroga_vencida: sql<number>`count(*) filter (where ${i.prorroga_vence} < ${today})::int`,
    })
    .from(i)
    .where(or(sql`${i.revision_desde} is not null`, sql`${i.prorroga_vence} is not null`))
    .groupBy(i.instancia_id)
    .orderBy(asc(i.instancia_id));
  return rows;
}
