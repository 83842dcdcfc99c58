import { sql, type SQL } from 'drizzle-orm';
import type { ReporteFiltros } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { anioDelPeriodo, localDay, periodoDeInstancia } from './periodo.js';

/** Rows of `db.execute`: PGlite answers `{rows}`, node-postgres too. */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** The instancias the filters select, as a condition on `n` (instancias) joined with `c` (carreras). */
function instanciaCondition(f: ReporteFiltros): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.periodo !== undefined) parts.push(sql`${periodoDeInstancia('n')} = ${f.periodo}`);
  if (f.tipo_carrera_id !== undefined) parts.push(sql`c.tipo_carrera_id = ${f.tipo_carrera_id}`);
  if (f.carrera_id !== undefined) parts.push(sql`n.carrera_id = ${f.carrera_id}`);
  if (f.instancia_id !== undefined) parts.push(sql`n.id = ${f.instancia_id}`);
  return sql.join(parts, sql` and `);
}

/**
 * The condition on `a.anio` (reporte_cuentas_por_dia) of a período's accounts: the year
 * the período names, else the years its instancias start in (anioDelPeriodo).
 */
function accountYearCondition(f: ReporteFiltros): SQL {
  if (f.periodo === undefined) return sql`true`;
  const year = anioDelPeriodo(f.periodo);
  if (year !== null) return sql`a.anio = ${year}`;
  return sql`a.anio in (select distinct extract(year from n.fecha_inicio)::int from instancias n where ${periodoDeInstancia('n')} = ${f.periodo})`;
}

export interface DayCount {
  etapa: 'cuentas' | 'verificadas' | 'perfiles';
  fecha: string;
  n: number | string;
}

/**
 * Per account stage and day, how many applicant accounts of the período reached it that day
 * (created, e-mail verified, persona saved; decision 282). Read from reporte_cuentas_por_dia,
 * which migration 0025's triggers keep per creation year, stage and day: a few hundred rows.
 */
export async function accountDayCounts(db: DbOrTx, f: ReporteFiltros): Promise<DayCount[]> {
  return rows<DayCount>(
    db,
    sql`
    select a.etapa, a.dia::text as fecha, sum(a.total) as n
    from reporte_cuentas_por_dia a
    where ${accountYearCondition(f)}
    group by 1, 2
    having sum(a.total) <> 0
  `,
  );
}

export interface EnrolmentDayCount {
  etapa: 'inscriptas' | 'aprobadas' | 'documentacion';
  fecha: string;
  /** Documentation rows: bit k set when the person has DOCUMENT_NAMES[k] on file (0 on the other stages). */
  mask: number;
  trabaja: number;
  discapacidad: boolean;
  n: number | string;
}

/**
 * Per enrolment stage and day, the people of the selected instancias: each person once, on
 * the day of their first enrolment among them; approved on the last change of their
 * earliest approved one (`updated_at`, as the hand-off's FECHA_ESTADO, decision 165); and
 * their document situation (which documents, works, disability) on the day of their newest
 * file, for the caller to apply the shared missingDocuments rule once per situation.
 *
 * People with one enrolment come summed per instancia and day from reporte_embudo_por_dia
 * (migration 0025, decision 287). Who has two or more is counted here from their
 * enrolments, because their first one among the selected instancias depends on the
 * filters: reporte_personas lists them (a partial index) with their document situation.
 */
export async function enrolmentDayCounts(db: DbOrTx, f: ReporteFiltros): Promise<EnrolmentDayCount[]> {
  return rows<EnrolmentDayCount>(
    db,
    sql`
    with sel as materialized (
      select n.id from instancias n join carreras c on c.id = n.carrera_id where ${instanciaCondition(f)}
    ),
    unicas as (
      select e.etapa::text as etapa, e.dia, e.mascara, e.trabaja, e.discapacidad, sum(e.total) as n
      from reporte_embudo_por_dia e join sel on sel.id = e.instancia_id
      group by 1, 2, 3, 4, 5
    ),
    multi as (
      select r.persona_id, r.dia_documentos, r.mascara, r.trabaja, r.discapacidad, x.primera, x.aprobada
      from reporte_personas r
      cross join lateral (
        select min(i.created_at) as primera, min(i.updated_at) filter (where i.estado_id = 2) as aprobada
        from inscriptos i
        where i.persona_id = r.persona_id and i.instancia_id = any(array(select id from sel))
      ) x
      where r.inscripciones > 1 and x.primera is not null
    ),
    multiples as (
      select 'inscriptas' as etapa, ${localDay(sql`m.primera`)} as dia, 0 as mascara, 0 as trabaja, false as discapacidad, count(*) as n
      from multi m group by 2
      union all
      select 'aprobadas', ${localDay(sql`m.aprobada`)}, 0, 0, false, count(*) from multi m where m.aprobada is not null group by 2
      union all
      select 'documentacion', m.dia_documentos, m.mascara, m.trabaja, m.discapacidad, count(*)
      from multi m where m.dia_documentos is not null
      group by 2, 3, 4, 5
    )
    select x.etapa, x.dia::text as fecha, x.mascara as mask, x.trabaja, x.discapacidad, sum(x.n) as n
    from (select * from unicas union all select * from multiples) x
    group by 1, 2, 3, 4, 5
    having sum(x.n) <> 0
  `,
  );
}

/**
 * Every aggregate of migrations 0025 and 0028 from scratch (reporte_reconstruir): what an operator
 * runs if the tables were written around the triggers, and what the tests compare with.
 */
export async function rebuildReportAggregates(db: DbOrTx): Promise<void> {
  await db.execute(sql`select reporte_reconstruir()`);
}

export interface DecisionTimeRow {
  grupo: 'total' | 'instancia' | 'revisor';
  id: number | null;
  nombre: string | null;
  decisiones: number | string;
  mediana: number | string;
  p90: number | string;
}

/**
 * Days from the start of a review to the staff's decision. A review starts when the
 * enrolment is created and again at each resubmission ('inscripcion.reenviar' in the
 * audit); its decision is the first estado change to Aprobado or Rechazado after that
 * start ('inscripcion.estado', before and after differ). Later changes without a new
 * start (a correction of the decision) are not a new decision. Median and 90th percentile
 * in days, for all, per instancia and per reviewer (the account that decided). Each
 * decision is a row of reporte_decisiones, written by migration 0025's triggers on the
 * audit and the enrolments with the same rule (reporte_decisiones_calcular): the report
 * only takes the percentiles over the selected instancias' rows.
 */
export async function decisionTimes(db: DbOrTx, f: ReporteFiltros): Promise<DecisionTimeRow[]> {
  return rows<DecisionTimeRow>(
    db,
    sql`
    with decisiones as (
      select d.instancia_id, d.actor_user_id, d.dias
      from reporte_decisiones d
      join instancias n on n.id = d.instancia_id
      join carreras c on c.id = n.carrera_id
      where ${instanciaCondition(f)}
    ),
    grupos as (
      select case when grouping(instancia_id) = 0 then 'instancia' when grouping(actor_user_id) = 0 then 'revisor' else 'total' end as grupo,
             coalesce(instancia_id, actor_user_id) as id,
             count(*) as decisiones,
             percentile_cont(0.5) within group (order by dias) as mediana,
             percentile_cont(0.9) within group (order by dias) as p90
      from decisiones
      group by grouping sets ((), (instancia_id), (actor_user_id))
    )
    select g.grupo, g.id, coalesce(n.descripcion, u.name) as nombre, g.decisiones, g.mediana, g.p90
    from grupos g
    left join instancias n on g.grupo = 'instancia' and n.id = g.id
    left join users u on g.grupo = 'revisor' and u.id = g.id
    order by g.grupo, nombre nulls last, g.id
  `,
  );
}

export interface ObservedDocumentRow {
  codigo: string;
  nombre: string;
  observaciones: number | string;
  inscripciones: number | string;
  motivos: Array<{ motivo: string; cantidad: number }> | string;
}

/**
 * Each requirement's reviews that turned to `observado` (requisito_historial, issue 15) in the
 * enrolments of the filtered instancias: how many, in how many enrolments, and the three
 * commonest reasons. Reasons are grouped without case and repeated spaces; the shown text is the
 * first in alphabetical order of each group. The name is the default list's (else any list's).
 * Read from migration 0028's sums per instancia and document (decision 353): a few rows per
 * instancia, document and distinct reason, whatever the number of observations.
 */
export async function observedDocuments(db: DbOrTx, f: ReporteFiltros): Promise<ObservedDocumentRow[]> {
  return rows<ObservedDocumentRow>(
    db,
    sql`
    with elegidas as materialized (
      select n.id from instancias n join carreras c on c.id = n.carrera_id where ${instanciaCondition(f)}
    ),
    por_doc as (
      select d.codigo, sum(d.observaciones) as observaciones, sum(d.inscripciones) as inscripciones
      from reporte_observados_por_documento d where d.instancia_id in (select id from elegidas)
      group by d.codigo
    ),
    por_motivo as materialized (
      select m.codigo, min(m.motivo) as motivo, sum(m.cantidad) as cantidad,
             row_number() over (partition by m.codigo order by sum(m.cantidad) desc, lower(m.motivo)) as rk
      from reporte_motivos_por_documento m where m.instancia_id in (select id from elegidas)
      group by m.codigo, lower(m.motivo)
    )
    select d.codigo,
           coalesce((select r.nombre from requisitos r where r.codigo = d.codigo
                     order by (r.carrera_id is null and r.instancia_id is null) desc, r.id limit 1), d.codigo) as nombre,
           d.observaciones, d.inscripciones,
           coalesce((select json_agg(json_build_object('motivo', m.motivo, 'cantidad', m.cantidad) order by m.rk)
                     from por_motivo m where m.codigo = d.codigo and m.rk <= 3), '[]'::json) as motivos
    from por_doc d
    order by d.observaciones desc, d.codigo
  `,
  );
}

/** The filters' choices: the períodos of the instancias, career types, careers, instancias with their período. */
export async function filterOptions(db: DbOrTx) {
  const [tipos, carreras, instancias] = await Promise.all([
    rows<{ id: number; descripcion: string }>(db, sql`select id, descripcion from tipos_carrera order by id`),
    rows<{ id: number; descripcion: string; tipo_carrera_id: number }>(
      db,
      sql`select id, descripcion, tipo_carrera_id from carreras order by descripcion, id`,
    ),
    rows<{ id: number; descripcion: string; carrera_id: number; periodo: string }>(
      db,
      sql`select n.id, n.descripcion, n.carrera_id, ${periodoDeInstancia('n')} as periodo from instancias n order by n.fecha_inicio desc, n.id desc`,
    ),
  ]);
  return { tipos, carreras, instancias };
}
