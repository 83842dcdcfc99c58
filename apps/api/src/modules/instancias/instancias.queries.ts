import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { EXTERNAL_CAREER_TYPE_ID, type InstanciaInput } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { carreras, inscriptos, instancias, materias, tiposCarrera } from '../../db/schema/index.js';

/** Today's date in UTC as YYYY-MM-DD: the seeds compare and show dates in UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Instancias open today that applicants can enrol in: published, not finished, and not of
 * the extension career type, whose card on /carreras links to the extension site instead of
 * listing instancias (EXTERNAL_CAREER_TYPE_ID; decision 124).
 */
export async function listEnrollableOpenInstancias(db: DbOrTx, today: string) {
  return db
    .select({
      id: instancias.id,
      descripcion: instancias.descripcion,
      carrera_id: instancias.carrera_id,
      carrera: carreras.descripcion,
      tipo_carrera_id: carreras.tipo_carrera_id,
      fecha_publicacion: instancias.fecha_publicacion,
      fecha_inicio: instancias.fecha_inicio,
      fecha_fin: instancias.fecha_fin,
      inscripcion_desde: instancias.inscripcion_desde,
      inscripcion_hasta: instancias.inscripcion_hasta,
      cupo: instancias.cupo,
    })
    .from(instancias)
    .innerJoin(carreras, eq(carreras.id, instancias.carrera_id))
    .where(
      and(
        // Issue 15: open means inside the registration window (decision 210).
        lte(instancias.inscripcion_desde, today),
        gte(instancias.inscripcion_hasta, today),
        ne(carreras.tipo_carrera_id, EXTERNAL_CAREER_TYPE_ID),
      ),
    )
    .orderBy(asc(instancias.fecha_inicio), asc(instancias.id));
}

/**
 * Every career type with the instancias open today, in one query (the offerings page is
 * a hot path): types and careers left-joined, so a type or career with nothing open
 * still comes back, as a row whose instancia is null.
 */
export async function listCareerTypesWithOpenInstancias(db: DbOrTx, today: string) {
  return db
    .select({
      tipo: { id: tiposCarrera.id, descripcion: tiposCarrera.descripcion, url_externa: tiposCarrera.url_externa },
      instancia: {
        id: instancias.id,
        descripcion: instancias.descripcion,
        carrera_id: instancias.carrera_id,
        carrera: carreras.descripcion,
        fecha_publicacion: instancias.fecha_publicacion,
        fecha_inicio: instancias.fecha_inicio,
        fecha_fin: instancias.fecha_fin,
        inscripcion_desde: instancias.inscripcion_desde,
        inscripcion_hasta: instancias.inscripcion_hasta,
      },
    })
    .from(tiposCarrera)
    .leftJoin(carreras, eq(carreras.tipo_carrera_id, tiposCarrera.id))
    .leftJoin(
      instancias,
      and(eq(instancias.carrera_id, carreras.id), lte(instancias.inscripcion_desde, today), gte(instancias.inscripcion_hasta, today)),
    )
    .orderBy(asc(tiposCarrera.id), asc(instancias.fecha_inicio), asc(instancias.id));
}

export async function listCareerTypes(db: DbOrTx) {
  return db.select().from(tiposCarrera).orderBy(asc(tiposCarrera.id));
}

export async function findInstancia(db: DbOrTx, id: number) {
  const rows = await db.select().from(instancias).where(eq(instancias.id, id)).limit(1);
  return rows[0] ?? null;
}

const instanciaColumns = {
  id: instancias.id,
  descripcion: instancias.descripcion,
  carrera_id: instancias.carrera_id,
  fecha_publicacion: instancias.fecha_publicacion,
  fecha_inicio: instancias.fecha_inicio,
  fecha_fin: instancias.fecha_fin,
  inscripcion_desde: instancias.inscripcion_desde,
  inscripcion_hasta: instancias.inscripcion_hasta,
  cupo: instancias.cupo,
  periodo: instancias.periodo,
  created_at: instancias.created_at,
  updated_at: instancias.updated_at,
  carrera: { id: carreras.id, descripcion: carreras.descripcion, tipo_carrera_id: carreras.tipo_carrera_id },
};

/** Every instancia for the staff list, newest course start first (seed 001). */
export async function listInstancias(db: DbOrTx) {
  return db
    .select(instanciaColumns)
    .from(instancias)
    .innerJoin(carreras, eq(carreras.id, instancias.carrera_id))
    .orderBy(desc(instancias.fecha_inicio), desc(instancias.id));
}

export async function findInstanciaWithCarrera(db: DbOrTx, id: number) {
  const rows = await db
    .select(instanciaColumns)
    .from(instancias)
    .innerJoin(carreras, eq(carreras.id, instancias.carrera_id))
    .where(eq(instancias.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const subjects = await db
    .select({ id: materias.id, descripcion: materias.descripcion })
    .from(materias)
    .where(eq(materias.carrera_id, row.carrera_id))
    .orderBy(asc(materias.descripcion));
  return { ...row, carrera: { ...row.carrera, materias: subjects } };
}

export async function carreraExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: carreras.id }).from(carreras).where(eq(carreras.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * An instancia identical to `values`: same carrera and dates, and the same descripción
 * once trimmed and compared without case. Null when there is none.
 */
export async function findIdenticalInstancia(db: DbOrTx, values: InstanciaInput) {
  const rows = await db
    .select({ id: instancias.id, descripcion: instancias.descripcion })
    .from(instancias)
    .where(
      and(
        eq(instancias.carrera_id, values.carrera_id),
        eq(instancias.fecha_publicacion, values.fecha_publicacion),
        eq(instancias.fecha_inicio, values.fecha_inicio),
        eq(instancias.fecha_fin, values.fecha_fin),
        sql`lower(btrim(${instancias.descripcion})) = lower(btrim(${values.descripcion}))`,
      ),
    )
    .orderBy(asc(instancias.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The stored values: cupo null = unlimited, periodo always set. */
export type InstanciaValues = Omit<InstanciaInput, 'cupo' | 'periodo'> & { cupo: number | null; periodo: string };

export async function insertInstancia(db: DbOrTx, values: InstanciaValues & { created_by: number }) {
  // Without a window of its own, registration runs from publication to fecha_fin (decision 210).
  const window = {
    inscripcion_desde: values.inscripcion_desde ?? values.fecha_publicacion,
    inscripcion_hasta: values.inscripcion_hasta ?? values.fecha_fin,
  };
  const [row] = await db
    .insert(instancias)
    .values({ ...values, ...window })
    .returning();
  return row;
}

export async function updateInstancia(db: DbOrTx, id: number, values: InstanciaValues) {
  const [row] = await db
    .update(instancias)
    .set({ ...values, updated_at: new Date() })
    .where(eq(instancias.id, id))
    .returning();
  return row ?? null;
}

/** Whether anyone is enrolled: one index entry is enough, however large the instancia. */
export async function hasEnrollees(db: DbOrTx, instanciaId: number): Promise<boolean> {
  const rows = await db.select({ id: inscriptos.id }).from(inscriptos).where(eq(inscriptos.instancia_id, instanciaId)).limit(1);
  return rows.length > 0;
}

export async function deleteInstancia(db: DbOrTx, id: number) {
  const rows = await db.delete(instancias).where(eq(instancias.id, id)).returning();
  return rows[0] ?? null;
}
