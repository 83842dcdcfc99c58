import { and, desc, eq } from 'drizzle-orm';
import { ESTADO } from '@ingreso/shared';
import { inscriptoColumns } from './inscripto-columns.js';
import type { DbOrTx } from '../../db/client.js';
import { carreras, estadosInscripcion, files, inscriptos, instancias, personas, situacionesLaborales } from '../../db/schema/index.js';

export async function findPersonaForEnrolment(db: DbOrTx, personaId: number) {
  const rows = await db
    .select({
      id: personas.id,
      user_id: personas.user_id,
      discapacidad: personas.discapacidad,
      nacionalidad_id: personas.nacionalidad_id,
      tipo_documento: personas.tipo_documento,
      trabaja_actualmente: situacionesLaborales.trabaja_actualmente,
    })
    .from(personas)
    .leftJoin(situacionesLaborales, eq(situacionesLaborales.persona_id, personas.id))
    .where(eq(personas.id, personaId))
    .limit(1);
  return rows[0] ?? null;
}

export async function personaFileNames(db: DbOrTx, personaId: number): Promise<string[]> {
  const rows = await db.select({ name: files.name }).from(files).where(eq(files.persona_id, personaId));
  return rows.map((r) => r.name);
}

export async function findCarrera(db: DbOrTx, id: number) {
  const rows = await db.select().from(carreras).where(eq(carreras.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertInscripto(
  db: DbOrTx,
  values: {
    persona_id: number;
    instancia_id: number;
    carrera_id: number;
    cod_tramite: string;
    created_by: number;
    /** When its first document review started waiting (the review queue's column); null when none waits. */
    revision_desde: Date | null;
  },
) {
  const [row] = await db
    .insert(inscriptos)
    .values({ ...values, estado_id: ESTADO.PENDIENTE, es_beca: 0, abona_empresa: 0 })
    .returning(inscriptoColumns);
  return row;
}

export async function findInscripto(db: DbOrTx, id: number) {
  const rows = await db
    .select({ inscripto: inscriptoColumns, owner_user_id: personas.user_id })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .where(eq(inscriptos.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves an enrolment between estados only if it is still in `from`; null when it was not. */
export async function transitionEstado(db: DbOrTx, id: number, from: number, to: number, observacion: string) {
  const rows = await db
    .update(inscriptos)
    .set({ estado_id: to, observacion, updated_at: new Date() })
    .where(and(eq(inscriptos.id, id), eq(inscriptos.estado_id, from)))
    .returning(inscriptoColumns);
  return rows[0] ?? null;
}

/** An applicant's enrolments, newest first, with what the cards show. */
export async function listByPersona(db: DbOrTx, personaId: number) {
  return db
    .select({
      id: inscriptos.id,
      persona_id: inscriptos.persona_id,
      instancia_id: inscriptos.instancia_id,
      instancia: {
        id: instancias.id,
        descripcion: instancias.descripcion,
        fecha_inicio: instancias.fecha_inicio,
        fecha_fin: instancias.fecha_fin,
      },
      carrera_id: inscriptos.carrera_id,
      carrera: carreras.descripcion,
      estado_id: inscriptos.estado_id,
      estado: estadosInscripcion.descripcion,
      observacion: inscriptos.observacion,
      cod_tramite: inscriptos.cod_tramite,
      es_beca: inscriptos.es_beca,
      abona_empresa: inscriptos.abona_empresa,
      created_at: inscriptos.created_at,
    })
    .from(inscriptos)
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .innerJoin(estadosInscripcion, eq(estadosInscripcion.id, inscriptos.estado_id))
    .leftJoin(carreras, eq(carreras.id, inscriptos.carrera_id))
    .where(eq(inscriptos.persona_id, personaId))
    .orderBy(desc(inscriptos.created_at), desc(inscriptos.id));
}
