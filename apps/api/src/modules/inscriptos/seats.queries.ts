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

/** The instancias the enrolments belong to, ascending (they never change, so no lock is needed to read them). */
export async function enrolmentInstanciaIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ instancia_id: inscriptos.instancia_id })
    .from(inscriptos)
    .where(inArray(inscriptos.id, ids))
    .orderBy(asc(inscriptos.instancia_id));
  return rows.map((r) => r.instancia_id);
}

/**
 * Locks the instancias' rows for the rest of the transaction, in id order (so two bulk
 * changes over the same instancias take them in the same order), and answers their cupo.
 */
export async function lockInstancias(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; cupo: number | null }>();
  const rows = await db
    .select({ id: instancias.id, cupo: instancias.cupo })
    .from(instancias)
    .where(inArray(instancias.id, ids))
    .orderBy(asc(instancias.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Approved enrolments of the instancia, from the trigger-kept counters (O(1), decision 74). */
export async function approvedCount(db: DbOrTx, instanciaId: number): Promise<number> {
  return (await approvedCounts(db, [instanciaId])).get(instanciaId) ?? 0;
}

/** Approved enrolments of each instancia (absent: none), from the same counters. */
export async function approvedCounts(db: DbOrTx, instanciaIds: number[]): Promise<Map<number, number>> {
  if (!instanciaIds.length) return new Map();
  const rows = await db
    .select({ instancia_id: inscriptosPorEstado.instancia_id, total: inscriptosPorEstado.total })
    .from(inscriptosPorEstado)
    .where(and(inArray(inscriptosPorEstado.instancia_id, instanciaIds), eq(inscriptosPorEstado.estado_id, ESTADO.APROBADO)));
  return new Map(rows.map((r) => [r.instancia_id, Number(r.total)]));
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

/** Moves waitlisted enrolments to Aprobado (promotions), in one statement. */
export async function promote(db: DbOrTx, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(inscriptos)
    .set({ estado_id: ESTADO.APROBADO, en_espera_desde: null, observacion: '', updated_at: new Date() })
    .where(inArray(inscriptos.id, ids));
}

/** One row's estado change, with the data of Por empresa and Por Beca and what happens to its waitlist time. */
export interface EstadoWrite {
  id: number;
  estado_id: number;
  observacion: string;
  empresa_id: number | null;
  abona_empresa: number;
  es_beca: number;
  beca_tipo: string | null;
  beca_porcentaje: number | null;
  /** 'now' stamps the entry into the waitlist; 'keep' leaves it; null clears it. */
  en_espera: 'now' | 'keep' | null;
}

/**
 * The estado changes of several enrolments in one UPDATE (the statement triggers then
 * adjust the counters once). Rows entering the waitlist are stamped with the statement's
 * clock_timestamp() plus one microsecond per place in `writes`, so the waitlist keeps the
 * order in which the rows were decided (the table's order, which need not be the ids'),
 * as the one-statement-per-row version did with one clock reading per row.
 */
export async function writeEstados(db: DbOrTx, writes: EstadoWrite[]): Promise<void> {
  if (!writes.length) return;
  const values = sql.join(
    writes.map(
      (w, ord) =>
        sql`(${w.id}::int, ${w.estado_id}::int, ${w.observacion}::text, ${w.empresa_id}::int, ${w.abona_empresa}::int, ${w.es_beca}::int, ${w.beca_tipo}::text, ${w.beca_porcentaje}::int, ${w.en_espera ?? 'clear'}::text, ${ord}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update inscriptos i set
      estado_id = v.estado_id, observacion = v.observacion, empresa_id = v.empresa_id, abona_empresa = v.abona_empresa,
      es_beca = v.es_beca, beca_tipo = v.beca_tipo, beca_porcentaje = v.beca_porcentaje,
      en_espera_desde = case v.en_espera
        when 'keep' then i.en_espera_desde
        when 'now' then t.base + v.ord * interval '1 microsecond'
        else null end,
      updated_at = now()
    from (values ${values}) as v(id, estado_id, observacion, empresa_id, abona_empresa, es_beca, beca_tipo, beca_porcentaje, en_espera, ord),
      (select clock_timestamp() as base) t
    where i.id = v.id`);
}

/** The paying company of a Por empresa enrolment: a new row each time, so an earlier enrolment's company never changes under it. */
export async function insertEmpresa(db: DbOrTx, values: { razon_social: string; cuit: string }) {
  const [row] = await db
    .insert(empresas)
    .values(values)
    .returning({ id: empresas.id, razon_social: empresas.razon_social, cuit: empresas.cuit });
  return row;
}

/** The companies with these ids, by id. */
export async function findEmpresas(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { razon_social: string; cuit: string | null }>();
  const rows = await db
    .select({ id: empresas.id, razon_social: empresas.razon_social, cuit: empresas.cuit })
    .from(empresas)
    .where(inArray(empresas.id, ids));
  return new Map(rows.map(({ id, ...e }) => [id, e]));
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
