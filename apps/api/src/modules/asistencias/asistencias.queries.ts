import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ESTADO } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { spanishSortKey } from '../../db/spanish-sort.js';
import { asistencias, inscriptos, materias, personas } from '../../db/schema/index.js';

/** The materia, only if it belongs to `carreraId`: the wizard lists the subjects of the instancia's career. */
export async function findMateriaOfCarrera(db: DbOrTx, materiaId: number, carreraId: number) {
  const rows = await db
    .select({ id: materias.id, descripcion: materias.descripcion })
    .from(materias)
    .where(and(eq(materias.id, materiaId), eq(materias.carrera_id, carreraId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Ids of the enrollees of an instancia in estado 2 (Aprobado). */
export async function approvedEnrolleeIds(db: DbOrTx, instanciaId: number): Promise<number[]> {
  const rows = await db
    .select({ id: inscriptos.id })
    .from(inscriptos)
    .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, ESTADO.APROBADO)))
    .orderBy(asc(inscriptos.id));
  return rows.map((r) => r.id);
}

/** Approved enrollees with their name and document, sorted as the wizard shows them ("apellido, nombre"). */
export async function listApprovedStudents(db: DbOrTx, instanciaId: number, dni?: string) {
  return db
    .select({
      inscripto_id: inscriptos.id,
      persona_id: personas.id,
      nombre: personas.nombre,
      apellido: personas.apellido,
      tipo_documento: personas.tipo_documento,
      numero_documento: personas.numero_documento,
    })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .where(
      and(
        eq(inscriptos.instancia_id, instanciaId),
        eq(inscriptos.estado_id, ESTADO.APROBADO),
        // strpos instead of LIKE: the typed text is matched literally, % and _ included.
        dni ? sql`strpos(${personas.numero_documento}, ${dni}) > 0` : undefined,
      ),
    )
    .orderBy(
      spanishSortKey(personas.apellido),
      spanishSortKey(personas.nombre),
      asc(personas.apellido),
      asc(personas.nombre),
      asc(inscriptos.id),
    );
}

/** The marks of one subject and class date among the enrollees of an instancia. */
export async function listMarks(db: DbOrTx, instanciaId: number, materiaId: number, fechaClase: string) {
  return db
    .select({
      id: asistencias.id,
      inscripto_id: asistencias.inscripto_id,
      materia_id: asistencias.materia_id,
      fecha_clase: asistencias.fecha_clase,
      asistencia: asistencias.asistencia,
    })
    .from(asistencias)
    .innerJoin(inscriptos, eq(inscriptos.id, asistencias.inscripto_id))
    .where(and(eq(inscriptos.instancia_id, instanciaId), eq(asistencias.materia_id, materiaId), eq(asistencias.fecha_clase, fechaClase)))
    .orderBy(asc(asistencias.inscripto_id));
}

/**
 * Writes one mark per enrollee in a single statement. The unique index on
 * (inscripto_id, materia_id, fecha_clase) turns a second load of the same class
 * into an update, even when two staff members submit at once.
 */
export async function upsertMarks(
  db: DbOrTx,
  rows: Array<{ inscripto_id: number; asistencia: 0 | 1 }>,
  values: { materia_id: number; fecha_clase: string; created_by: number },
) {
  if (rows.length === 0) return [];
  return db
    .insert(asistencias)
    .values(rows.map((r) => ({ ...r, ...values })))
    .onConflictDoUpdate({
      target: [asistencias.inscripto_id, asistencias.materia_id, asistencias.fecha_clase],
      set: { asistencia: sql`excluded.asistencia`, updated_at: sql`now()` },
    })
    .returning({
      id: asistencias.id,
      inscripto_id: asistencias.inscripto_id,
      materia_id: asistencias.materia_id,
      fecha_clase: asistencias.fecha_clase,
      asistencia: asistencias.asistencia,
    });
}

/**
 * A new load: inserts the marks that do not exist yet and returns only those. A row
 * another load wrote meanwhile (the unique index decides) is left as it is, so the
 * caller sees fewer rows than it sent and refuses the load instead of overwriting.
 */
export async function insertNewMarks(
  db: DbOrTx,
  rows: Array<{ inscripto_id: number; asistencia: 0 | 1 }>,
  values: { materia_id: number; fecha_clase: string; created_by: number },
) {
  if (rows.length === 0) return [];
  return db
    .insert(asistencias)
    .values(rows.map((r) => ({ ...r, ...values })))
    .onConflictDoNothing({ target: [asistencias.inscripto_id, asistencias.materia_id, asistencias.fecha_clase] })
    .returning({
      id: asistencias.id,
      inscripto_id: asistencias.inscripto_id,
      materia_id: asistencias.materia_id,
      fecha_clase: asistencias.fecha_clase,
      asistencia: asistencias.asistencia,
    });
}

export async function existingMarks(db: DbOrTx, inscriptoIds: number[], materiaId: number, fechaClase: string) {
  if (inscriptoIds.length === 0) return [];
  return db
    .select({ inscripto_id: asistencias.inscripto_id, asistencia: asistencias.asistencia })
    .from(asistencias)
    .where(
      and(inArray(asistencias.inscripto_id, inscriptoIds), eq(asistencias.materia_id, materiaId), eq(asistencias.fecha_clase, fechaClase)),
    );
}

/** Every mark of one subject among the approved enrollees of an instancia: the spreadsheet's cells. */
export async function marksOfMateria(db: DbOrTx, instanciaId: number, materiaId: number) {
  return db
    .select({ inscripto_id: asistencias.inscripto_id, fecha_clase: asistencias.fecha_clase, asistencia: asistencias.asistencia })
    .from(asistencias)
    .innerJoin(inscriptos, eq(inscriptos.id, asistencias.inscripto_id))
    .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, ESTADO.APROBADO), eq(asistencias.materia_id, materiaId)));
}
