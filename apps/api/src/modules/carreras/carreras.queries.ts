import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { asistencias, carreras, materias, notas, tiposCarrera } from '../../db/schema/index.js';
import { spanishSortKey } from '../../db/spanish-sort.js';

const carreraColumns = {
  id: carreras.id,
  descripcion: carreras.descripcion,
  tipo_carrera_id: carreras.tipo_carrera_id,
  tipo_carrera: tiposCarrera.descripcion,
  elegible_en_ingreso: carreras.elegible_en_ingreso,
};

/** Careers with their type and how many subjects each has, in one grouped query. */
export async function listCarreras(db: DbOrTx) {
  return db
    .select({ ...carreraColumns, materias_count: count(materias.id) })
    .from(carreras)
    .innerJoin(tiposCarrera, eq(tiposCarrera.id, carreras.tipo_carrera_id))
    .leftJoin(materias, eq(materias.carrera_id, carreras.id))
    .groupBy(carreras.id, tiposCarrera.id)
    .orderBy(asc(carreras.tipo_carrera_id), spanishSortKey(carreras.descripcion), asc(carreras.id));
}

export async function findCarrera(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      ...carreraColumns,
      materias_count: sql<number>`(select count(*)::int from ${materias} m where m.carrera_id = ${carreras}.${sql.identifier('id')})`,
    })
    .from(carreras)
    .innerJoin(tiposCarrera, eq(tiposCarrera.id, carreras.tipo_carrera_id))
    .where(eq(carreras.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCarreraRow(db: DbOrTx, id: number) {
  const rows = await db.select().from(carreras).where(eq(carreras.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function tipoCarreraExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: tiposCarrera.id }).from(tiposCarrera).where(eq(tiposCarrera.id, id)).limit(1);
  return rows.length > 0;
}

export async function listTiposCarrera(db: DbOrTx) {
  return db.select().from(tiposCarrera).orderBy(asc(tiposCarrera.id));
}

export async function insertCarrera(db: DbOrTx, values: { descripcion: string; tipo_carrera_id: number; elegible_en_ingreso: number }) {
  const [row] = await db.insert(carreras).values(values).returning();
  return row;
}

export async function updateCarrera(
  db: DbOrTx,
  id: number,
  values: { descripcion: string; tipo_carrera_id: number; elegible_en_ingreso?: number },
) {
  const rows = await db.update(carreras).set(values).where(eq(carreras.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * Whether a subject has attendance or grades: `en_uso` tells the screen it cannot be
 * deleted. Columns are qualified by hand: in a one-table select Drizzle writes bare
 * names, which inside the subqueries would bind to the inner table.
 */
const materiaIdRef = sql`${materias}.${sql.identifier('id')}`;
const enUso = sql<boolean>`(exists (select 1 from ${asistencias} a where a.materia_id = ${materiaIdRef}) or exists (select 1 from ${notas} n where n.materia_id = ${materiaIdRef}))`;

const materiaColumns = {
  id: materias.id,
  carrera_id: materias.carrera_id,
  descripcion: materias.descripcion,
  en_uso: enUso,
};

export async function listMaterias(db: DbOrTx, carreraId: number) {
  return db
    .select(materiaColumns)
    .from(materias)
    .where(eq(materias.carrera_id, carreraId))
    .orderBy(spanishSortKey(materias.descripcion), asc(materias.id));
}

export async function findMateria(db: DbOrTx, id: number) {
  const rows = await db.select(materiaColumns).from(materias).where(eq(materias.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findMateriaForUpdate(db: DbOrTx, id: number) {
  const rows = await db.select().from(materias).where(eq(materias.id, id)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function insertMateria(db: DbOrTx, values: { carrera_id: number; descripcion: string }) {
  const [row] = await db.insert(materias).values(values).returning();
  return row;
}

export async function updateMateria(db: DbOrTx, id: number, descripcion: string) {
  const rows = await db.update(materias).set({ descripcion }).where(eq(materias.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteMateria(db: DbOrTx, id: number) {
  const rows = await db.delete(materias).where(eq(materias.id, id)).returning();
  return rows[0] ?? null;
}
