import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ESTADO, ESTADOS_ACTIVOS } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { carreras, empresas, inscriptos, inscriptosPorEstado, instancias, personas, tiposCarrera } from '../../db/schema/index.js';
import { inscriptoColumns } from './inscripto-columns.js';
import { filterWhere, type EnrolleeFilter } from './staff.queries.js';

/**
 * Seats, the waitlist and the período limit (issue 16). Every function that decides on a
 * seat runs with the instancia's row locked (lockInstancia), so two transactions that
 * approve, withdraw or change the cupo of one instancia take turns (decision 222).
 */

/** The instancia an enrolment belongs to (it never changes, so no lock is needed to read it). */
export async function enrolmentInstanciaId(db: DbOrTx, id: number): Promise<number | null> {
  const rows = await db.select({ instancia_id: inscriptos.instancia_id }).from(inscriptos).where(eq(inscriptos.id, id)).limit(1);
  return rows[0]?.instancia_id ?? null;
}

/** Locks the instancia's row for the rest of the transaction and answers its cupo and período. */
export async function lockInstancia(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: instancias.id, cupo: instancias.cupo, periodo: instancias.periodo, carrera_id: instancias.carrera_id })
    .from(instancias)
    .where(eq(instancias.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** Approved enrolments of the instancia, from the trigger-kept counters (O(1), decision 74). */
export async function approvedCount(db: DbOrTx, instanciaId: number): Promise<number> {
  const rows = await db
    .select({ total: inscriptosPorEstado.total })
    .from(inscriptosPorEstado)
    .where(and(eq(inscriptosPorEstado.instancia_id, instanciaId), eq(inscriptosPorEstado.estado_id, ESTADO.APROBADO)));
  return rows[0]?.total ?? 0;
}

/** The first `n` enrolments of the instancia's waitlist, in the order they entered it. */
export async function waitlistHead(db: DbOrTx, instanciaId: number, n: number) {
  return db
    .select()
    .from(inscriptos)
    .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, ESTADO.LISTA_DE_ESPERA)))
    .orderBy(asc(inscriptos.en_espera_desde), asc(inscriptos.id))
    .limit(n)
    .for('update');
}

/** Moves a waitlisted enrolment to Aprobado (a promotion). */
export async function promote(db: DbOrTx, id: number) {
  const [row] = await db
    .update(inscriptos)
    .set({ estado_id: ESTADO.APROBADO, en_espera_desde: null, observacion: '', updated_at: new Date() })
    .where(eq(inscriptos.id, id))
    .returning(inscriptoColumns);
  return row;
}

/** The estado change itself, with the data of Por empresa and Por Beca and the waitlist time. */
export async function writeEstado(
  db: DbOrTx,
  id: number,
  values: {
    estado_id: number;
    observacion: string;
    empresa_id: number | null;
    abona_empresa: number;
    es_beca: number;
    beca_tipo: string | null;
    beca_porcentaje: number | null;
    /** 'now' stamps the entry into the waitlist; 'keep' leaves it; null clears it. */
    en_espera: 'now' | 'keep' | null;
  },
) {
  const { en_espera, ...rest } = values;
  const [row] = await db
    .update(inscriptos)
    .set({
      ...rest,
      ...(en_espera === 'keep' ? {} : { en_espera_desde: en_espera === 'now' ? sql`clock_timestamp()` : null }),
      updated_at: new Date(),
    })
    .where(eq(inscriptos.id, id))
    .returning(inscriptoColumns);
  return row;
}

/** The paying company of a Por empresa enrolment: a new row each time, so an earlier enrolment's company never changes under it. */
export async function insertEmpresa(db: DbOrTx, values: { razon_social: string; cuit: string }) {
  const [row] = await db
    .insert(empresas)
    .values(values)
    .returning({ id: empresas.id, razon_social: empresas.razon_social, cuit: empresas.cuit });
  return row;
}

export async function findEmpresa(db: DbOrTx, id: number) {
  const rows = await db
    .select({ razon_social: empresas.razon_social, cuit: empresas.cuit })
    .from(empresas)
    .where(eq(empresas.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** An applicant's place in the waitlist (1 = next), or null when the enrolment is not waitlisted. */
export async function waitlistPositions(db: DbOrTx, personaId: number): Promise<Map<number, number>> {
  const rows = await db.execute<{ id: number; posicion: number }>(sql`
    select mine.id, (
      select count(*)::int from inscriptos o
      where o.instancia_id = mine.instancia_id and o.estado_id = ${ESTADO.LISTA_DE_ESPERA}
        and (o.en_espera_desde, o.id) <= (mine.en_espera_desde, mine.id)
    ) as posicion
    from inscriptos mine
    where mine.persona_id = ${personaId} and mine.estado_id = ${ESTADO.LISTA_DE_ESPERA}`);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.posicion)]));
}

/** Locks the persona's row: two enrolments of one applicant at once take turns at the período limit. */
export async function lockPersona(db: DbOrTx, personaId: number) {
  await db.select({ id: personas.id }).from(personas).where(eq(personas.id, personaId)).for('update');
}

/** The período and carrera type of an instancia, with the type's name for the message. */
export async function instanciaPeriodoTipo(db: DbOrTx, instanciaId: number) {
  const rows = await db
    .select({
      periodo: instancias.periodo,
      fecha_inicio: instancias.fecha_inicio,
      tipo_id: tiposCarrera.id,
      tipo: tiposCarrera.descripcion,
    })
    .from(instancias)
    .innerJoin(carreras, eq(carreras.id, instancias.carrera_id))
    .innerJoin(tiposCarrera, eq(tiposCarrera.id, carreras.tipo_carrera_id))
    .where(eq(instancias.id, instanciaId))
    .limit(1);
  return rows[0] ?? null;
}

/** The persona's active enrolments in instancias of this período and carrera type, leaving out one enrolment (the one being changed). */
export async function activeEnrolmentsInPeriod(
  db: DbOrTx,
  personaId: number,
  periodo: string,
  tipoCarreraId: number,
  exceptInscriptoId: number | null,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inscriptos)
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .innerJoin(carreras, eq(carreras.id, instancias.carrera_id))
    .where(
      and(
        eq(inscriptos.persona_id, personaId),
        inArray(inscriptos.estado_id, [...ESTADOS_ACTIVOS]),
        // Rows written around the service (fixtures, old backups) may lack the período: the year of the start.
        sql`coalesce(${instancias.periodo}, to_char(${instancias.fecha_inicio}, 'YYYY')) = ${periodo}`,
        eq(carreras.tipo_carrera_id, tipoCarreraId),
        exceptInscriptoId === null ? undefined : ne(inscriptos.id, exceptInscriptoId),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** The enrolment of a persona in an instancia, if any (to re-enrol after a Baja). */
export async function findEnrolmentOf(db: DbOrTx, personaId: number, instanciaId: number) {
  const rows = await db
    .select()
    .from(inscriptos)
    .where(and(eq(inscriptos.persona_id, personaId), eq(inscriptos.instancia_id, instanciaId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** A withdrawn enrolment made Pendiente again: a new enrolment on the same row (the pair persona–instancia is unique). */
export async function reactivate(db: DbOrTx, id: number, carreraId: number, createdBy: number) {
  const [row] = await db
    .update(inscriptos)
    .set({
      estado_id: ESTADO.PENDIENTE,
      observacion: '',
      carrera_id: carreraId,
      empresa_id: null,
      abona_empresa: 0,
      es_beca: 0,
      beca_tipo: null,
      beca_porcentaje: null,
      en_espera_desde: null,
      created_by: createdBy,
      updated_at: new Date(),
    })
    .where(and(eq(inscriptos.id, id), eq(inscriptos.estado_id, ESTADO.BAJA)))
    .returning(inscriptoColumns);
  return row ?? null;
}

/** The ids a bulk request names, that exist, in the enrollee table's order (by id). */
export async function existingIdsInOrder(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: inscriptos.id }).from(inscriptos).where(inArray(inscriptos.id, ids)).orderBy(asc(inscriptos.id));
  return rows.map((r) => r.id);
}

/** Every enrolment id of the table's filter, in the table's order. */
export async function filteredIds(db: DbOrTx, f: EnrolleeFilter): Promise<number[]> {
  const rows = await db
    .select({ id: inscriptos.id })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .where(filterWhere(f))
    // The table's order: a review queue lists the longest waiting first (review-queue.ts).
    .orderBy(
      ...(f.revision === 'prorroga_vencida'
        ? [asc(inscriptos.prorroga_vence), asc(inscriptos.id)]
        : f.revision
          ? [asc(inscriptos.revision_desde), asc(inscriptos.id)]
          : [asc(inscriptos.id)]),
    );
  return rows.map((r) => r.id);
}

/** Cupo, approved and waitlisted of an instancia (the enrollee table and the dashboard). */
export async function seatFigures(db: DbOrTx, instanciaIds: number[]) {
  if (instanciaIds.length === 0) return new Map<number, { cupo: number | null; aprobados: number; en_espera: number }>();
  const rows = await db
    .select({
      id: instancias.id,
      cupo: instancias.cupo,
      aprobados: sql<number>`coalesce((select c.total from inscriptos_por_estado c where c.instancia_id = ${instancias.id} and c.estado_id = ${ESTADO.APROBADO}), 0)::int`,
      en_espera: sql<number>`coalesce((select c.total from inscriptos_por_estado c where c.instancia_id = ${instancias.id} and c.estado_id = ${ESTADO.LISTA_DE_ESPERA}), 0)::int`,
    })
    .from(instancias)
    .where(inArray(instancias.id, instanciaIds));
  return new Map(rows.map((r) => [r.id, { cupo: r.cupo, aprobados: Number(r.aprobados), en_espera: Number(r.en_espera) }]));
}
