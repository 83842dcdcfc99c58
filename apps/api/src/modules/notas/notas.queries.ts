import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inscriptos, instancias, notas } from '../../db/schema/index.js';

/** An enrolment with what a grade needs to check: its estado and its instancia's career. */
export async function findInscriptoForGrade(db: DbOrTx, inscriptoId: number) {
  const rows = await db
    .select({
      id: inscriptos.id,
      estado_id: inscriptos.estado_id,
      instancia_id: inscriptos.instancia_id,
      // The instancia's career, whose subjects get grades (not the career the applicant chose).
      instancia_carrera_id: instancias.carrera_id,
      // The course dates, within which an exam date must fall.
      fecha_inicio: instancias.fecha_inicio,
      fecha_fin: instancias.fecha_fin,
    })
    .from(inscriptos)
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .where(eq(inscriptos.id, inscriptoId))
    .limit(1);
  return rows[0] ?? null;
}

const notaColumns = {
  id: notas.id,
  inscripto_id: notas.inscripto_id,
  materia_id: notas.materia_id,
  fecha_examen: notas.fecha_examen,
  nota: notas.nota,
};

/** The grade of one enrollee, subject and exam date, locked until the transaction ends. */
export async function findNotaByKeyForUpdate(db: DbOrTx, inscriptoId: number, materiaId: number, fechaExamen: string) {
  const rows = await db
    .select(notaColumns)
    .from(notas)
    .where(and(eq(notas.inscripto_id, inscriptoId), eq(notas.materia_id, materiaId), eq(notas.fecha_examen, fechaExamen)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/**
 * Inserts a new grade, or nothing when the enrollee already has one for that subject
 * and date (written by another request meanwhile): null then, and the caller refuses.
 */
export async function insertNewNota(
  db: DbOrTx,
  values: { inscripto_id: number; materia_id: number; fecha_examen: string; nota: string; created_by: number },
) {
  const [row] = await db
    .insert(notas)
    .values(values)
    .onConflictDoNothing({ target: [notas.inscripto_id, notas.materia_id, notas.fecha_examen] })
    .returning(notaColumns);
  return row ?? null;
}

/** A grade with its enrollee's estado, locked until the transaction ends. */
export async function findNotaForUpdate(db: DbOrTx, id: number) {
  const rows = await db
    .select({ ...notaColumns, estado_id: inscriptos.estado_id })
    .from(notas)
    .innerJoin(inscriptos, eq(inscriptos.id, notas.inscripto_id))
    .where(eq(notas.id, id))
    .limit(1)
    .for('update', { of: notas });
  return rows[0] ?? null;
}

/** Insert or, for the same enrollee, subject and date, update (the unique index decides). */
export async function upsertNota(
  db: DbOrTx,
  values: { inscripto_id: number; materia_id: number; fecha_examen: string; nota: string; created_by: number },
) {
  const [row] = await db
    .insert(notas)
    .values(values)
    .onConflictDoUpdate({
      target: [notas.inscripto_id, notas.materia_id, notas.fecha_examen],
      set: { nota: sql`excluded.nota`, updated_at: sql`now()` },
    })
    .returning(notaColumns);
  return row;
}

export async function updateNotaValue(db: DbOrTx, id: number, nota: string) {
  const [row] = await db.update(notas).set({ nota, updated_at: new Date() }).where(eq(notas.id, id)).returning(notaColumns);
  return row ?? null;
}

/** Grades of one subject and exam date among the enrollees of an instancia. */
export async function listNotas(db: DbOrTx, instanciaId: number, materiaId: number, fechaExamen: string) {
  return db
    .select(notaColumns)
    .from(notas)
    .innerJoin(inscriptos, eq(inscriptos.id, notas.inscripto_id))
    .where(and(eq(inscriptos.instancia_id, instanciaId), eq(notas.materia_id, materiaId), eq(notas.fecha_examen, fechaExamen)))
    .orderBy(asc(notas.inscripto_id));
}
