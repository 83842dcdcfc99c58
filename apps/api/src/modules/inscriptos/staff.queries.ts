import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { RevisionFiltro } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { todayUtc } from '../instancias/instancias.queries.js';
import { inscriptoColumns } from './inscripto-columns.js';
import { pageReviewQueue, revisionCondition } from './review-queue.js';
import { ENROLMENT_BLOCK_IDS } from '../../db/schema/conteos.js';
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
  /** Issue 15: the review queue, oldest waiting first (review-queue.ts). */
  revision?: RevisionFiltro;
}

/** The table's filter over inscriptos joined with personas: the Excel export and a bulk request "matching the filter" select with it. */
export function filterWhere(f: EnrolleeFilter): SQL | undefined {
  const parts: SQL[] = [eq(inscriptos.instancia_id, f.instanciaId)];
  if (f.estado) parts.push(eq(inscriptos.estado_id, f.estado));
  // Digits only (checked by the schema), so the pattern cannot carry wildcards.
  if (f.dni) parts.push(like(personas.numero_documento, `%${f.dni}%`));
  if (f.revision) parts.push(revisionCondition(f.revision, todayUtc()));
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

function toEnrollee(r: EnrolleeRow) {
  return {
    id: r.id,
    cod_tramite: r.cod_tramite,
    estado_id: r.estado_id,
    estado: r.estado,
    // Raw rows skip drizzle's column mapping: the driver may hand the timestamp as text.
    created_at: new Date(r.created_at),
    persona: {
      id: r.persona_id,
      nombre: r.nombre,
      apellido: r.apellido,
      tipo_documento: r.tipo_documento,
      numero_documento: r.numero_documento,
    },
  };
}

/** The page's ten rows joined to personas and estados, in enrolment order. */
const pageColumns = sql`i.id, i.cod_tramite, i.estado_id, e.descripcion as estado, i.created_at,
        p.id as persona_id, p.nombre, p.apellido, p.tipo_documento, p.numero_documento`;
const pageJoins = sql`join inscriptos i on i.id = page_ids.id
      join personas p on p.id = i.persona_id
      join estados_inscripcion e on e.id = i.estado_id`;

/**
 * The filter's total without a DNI search: the sum of the instancia's counters in
 * inscriptos_por_estado (one row per estado at most), kept by triggers (migration 0005).
 */
function countedTotalSql(f: EnrolleeFilter): SQL {
  const estado = f.estado ? sql` and c.estado_id = ${f.estado}` : sql``;
  return sql`select coalesce(sum(c.total), 0)::int as total from inscriptos_por_estado c where c.instancia_id = ${f.instanciaId}${estado}`;
}

/**
 * One page of an instancia's enrollees, in enrolment order, and the filter's total
 * (decisions 65 and 74).
 *
 * Without a DNI search the total comes first, in O(1), from the counters. The page's
 * ids then come from the index on (instancia_id, id), or (instancia_id, estado_id, id)
 * with an estado, alone (an index-only scan), and only those rows are joined to
 * personas (a deferred join). Knowing the total, the ids are read from the nearer end
 * of the index: OFFSET skips at most half of the filter's enrolments, and the last
 * pages, where the newest enrolments are, cost what the first ones do.
 *
 * With a DNI search the personas that match come first from the trigram index, the
 * page's ids are read in order from the few enrolments they have, and the total counts
 * those enrolments.
 */
/** The instancia's (and estado's) enrolment count per block of ids (migration 0008). */
function blockCountsSql(f: EnrolleeFilter): SQL {
  const estado = f.estado ? sql` and b.estado_id = ${f.estado}` : sql``;
  return sql`select b.bloque, sum(b.total)::int as total from inscriptos_por_bloque b where b.instancia_id = ${f.instanciaId}${estado} group by b.bloque`;
}

/**
 * The ids of the page that leaves `skip` enrolments before it (`asc`, counted from the
 * start) or after it (`desc`, from the end). Within a block of the chosen end a plain
 * OFFSET over the (instancia_id, id) index is cheapest; further in, the block counts say
 * which block of ids holds the page's first row and how many enrolments lie beyond that
 * block, so the index is entered at the block and OFFSET skips rows of that block only
 * (decision 80). One statement, so the counts and the rows are one snapshot.
 */
function pageIds(f: EnrolleeFilter, where: SQL, skip: number, size: number, direction: 'asc' | 'desc'): SQL {
  const order = direction === 'asc' ? sql`asc` : sql`desc`;
  if (skip < ENROLMENT_BLOCK_IDS) return sql`select i.id from inscriptos i${where} order by i.id ${order} limit ${size} offset ${skip}`;
  // The block's edge on the side the page is read from: its first id going up, past its last going down.
  const fromBlock =
    direction === 'asc'
      ? sql`i.id >= (select bloque * ${ENROLMENT_BLOCK_IDS} from seek)`
      : sql`i.id < (select (bloque + 1) * ${ENROLMENT_BLOCK_IDS} from seek)`;
  return sql`with blocks as (${blockCountsSql(f)}),
      seek as (
        select bloque, beyond from (
          select bloque, total, sum(total) over (order by bloque ${order}) - total as beyond from blocks
        ) w where beyond + total > ${skip} order by bloque ${order} limit 1
      )
    select i.id from inscriptos i${where} and ${fromBlock}
    order by i.id ${order} limit ${size} offset (select ${skip} - beyond from seek)`;
}

/** The filter's total: from the counters without a DNI (decision 74), counted with one. */
export function enrolleeTotalSql(f: EnrolleeFilter): SQL {
  if (!f.dni) return countedTotalSql(f);
  const { withMatches, join, where } = enrolleeFilterSql(f);
  return sql`${withMatches}select count(*)::int as total from inscriptos i${join}${where}`;
}

/**
 * One page's rows. Without a DNI the filter's `total` (from enrolleeTotalSql) says which
 * end of the index is nearer, and the page must not be past the end. Exported so the
 * bench EXPLAINs exactly the statements the API runs.
 */
export function enrolleePageSql(f: EnrolleeFilter, page: number, pageSize: number, total: number): SQL {
  const { withMatches, join, where } = enrolleeFilterSql(f);
  const start = (page - 1) * pageSize;
  if (f.dni) {
    return sql`${withMatches}select ${pageColumns}
      from (select i.id from inscriptos i${join}${where} order by i.id limit ${pageSize} offset ${start}) page_ids
      ${pageJoins}
      order by i.id`;
  }
  const size = Math.min(pageSize, total - start);
  const after = total - start - size; // enrolments after the page
  const ids = start <= after ? pageIds(f, where, start, size, 'asc') : pageIds(f, where, after, size, 'desc');
  return sql`select ${pageColumns} from (${ids}) page_ids ${pageJoins} order by i.id`;
}

/** Every enrolment of the instancia, whatever the filter, from the counters (O(1)). */
export async function instanciaTotal(db: DbOrTx, instanciaId: number): Promise<number> {
  return (await db.execute<{ total: number }>(countedTotalSql({ instanciaId, dni: '' }))).rows[0]?.total ?? 0;
}

export async function pageEnrollees(db: DbOrTx, f: EnrolleeFilter, page: number, pageSize: number) {
  if (f.revision) return pageReviewQueue(db, { ...f, revision: f.revision }, page, pageSize, todayUtc());
  const totalOf = async () => (await db.execute<{ total: number }>(enrolleeTotalSql(f))).rows[0]?.total ?? 0;
  if (!f.dni) {
    // The total comes first: it picks the nearer end of the index.
    const total = await totalOf();
    if ((page - 1) * pageSize >= total) return { rows: [], total };
    const result = await db.execute<EnrolleeRow>(enrolleePageSql(f, page, pageSize, total));
    return { rows: result.rows.map(toEnrollee), total };
  }
  const [result, total] = await Promise.all([db.execute<EnrolleeRow>(enrolleePageSql(f, page, pageSize, 0)), totalOf()]);
  return { rows: result.rows.map(toEnrollee), total };
}

/** Every enrollee of the filter with the fields of the Excel export (seed 001 §7). */
export async function exportEnrollees(db: DbOrTx, f: EnrolleeFilter) {
  return (
    db
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
        // The data of Por empresa and Por Beca (issue 16): only while the enrolment is in that estado.
        empresa_pago: sql<string | null>`case when ${inscriptos.estado_id} = 4 then ${empresas.razon_social} end`,
        cuit_empresa_pago: sql<string | null>`case when ${inscriptos.estado_id} = 4 then ${empresas.cuit} end`,
        beca_tipo: inscriptos.beca_tipo,
        beca_porcentaje: inscriptos.beca_porcentaje,
      })
      .from(inscriptos)
      .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
      .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
      .leftJoin(carreras, eq(carreras.id, inscriptos.carrera_id))
      .leftJoin(empresas, eq(empresas.id, inscriptos.empresa_id))
      // Both are required references of the persona (not-null foreign keys): always one row.
      .innerJoin(generos, eq(generos.id, personas.genero_id))
      .innerJoin(estadosCiviles, eq(estadosCiviles.id, personas.estado_civil))
      .leftJoin(situacionesLaborales, eq(situacionesLaborales.persona_id, personas.id))
      .leftJoin(estudiosSecundarios, eq(estudiosSecundarios.persona_id, personas.id))
      .where(filterWhere(f))
      .orderBy(asc(inscriptos.id))
  );
}

/** The enrolment with what the detail modal shows besides the persona. */
export async function findEnrolmentDetail(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      inscripto: inscriptoColumns,
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

/** What the audit log keeps before and after a change: writeAudit records a row, or the fields that changed, or null. */
type AuditValue = Record<string, unknown> | null;

/** Changes of the persona that the enrolment's history shows too: the staff edit and the correction requests. */
export const PERSONA_HISTORY_ACTIONS = ['persona.editar', 'correccion.solicitar', 'correccion.aplicar', 'correccion.rechazar'];

/** The enrolment's change history, and its persona's edits and correction requests, newest first, with who made each change. */
export async function enrolmentHistory(db: DbOrTx, id: number, personaId: number) {
  const rows = await db
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
    .where(
      or(
        and(eq(auditLog.entity, 'inscripto'), eq(auditLog.entity_id, id)),
        and(eq(auditLog.entity, 'persona'), eq(auditLog.entity_id, personaId), inArray(auditLog.action, PERSONA_HISTORY_ACTIONS)),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id));
  return rows.map((r) => ({ ...r, before: r.before as AuditValue, after: r.after as AuditValue }));
}

/** Locks the row so concurrent estado changes are applied and audited one at a time. */
export async function lockEnrolment(db: DbOrTx, id: number) {
  const rows = await db.select(inscriptoColumns).from(inscriptos).where(eq(inscriptos.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

/** Locks the enrolments in id order (two bulk changes over the same rows take them in the same order); by id. */
export async function lockEnrolments(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, EnrolmentRow>();
  const rows = await db
    .select(inscriptoColumns)
    .from(inscriptos)
    .where(inArray(inscriptos.id, ids))
    .orderBy(asc(inscriptos.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** The enrolments as the API answers them, unlocked (read again after a bulk write); by id. */
export async function enrolmentsById(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, EnrolmentRow>();
  const rows = await db.select(inscriptoColumns).from(inscriptos).where(inArray(inscriptos.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export type EnrolmentRow = NonNullable<Awaited<ReturnType<typeof lockEnrolment>>>;

export async function setEstado(db: DbOrTx, id: number, estadoId: number, observacion: string) {
  const [row] = await db
    .update(inscriptos)
    .set({ estado_id: estadoId, observacion, updated_at: new Date() })
    .where(eq(inscriptos.id, id))
    .returning(inscriptoColumns);
  return row;
}

export async function enrolmentRecipient(db: DbOrTx, id: number) {
  const rows = await db
    .select({ email: personas.email, nombre: personas.nombre, instancia: instancias.descripcion, estado_id: inscriptos.estado_id })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .where(eq(inscriptos.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The recipients of several enrolments' e-mails, by enrolment id. */
export async function enrolmentRecipients(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { email: string; nombre: string; instancia: string }>();
  const rows = await db
    .select({ id: inscriptos.id, email: personas.email, nombre: personas.nombre, instancia: instancias.descripcion })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .where(inArray(inscriptos.id, ids));
  return new Map(rows.map(({ id, ...to }) => [id, to]));
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
