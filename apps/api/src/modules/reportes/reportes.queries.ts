import { sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_NAMES, type ReporteFiltros } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { localDay, periodoDeInstancia } from './periodo.js';

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

export interface DayCount {
  etapa: 'cuentas' | 'verificadas' | 'perfiles' | 'inscriptas' | 'aprobadas';
  fecha: string;
  n: number | string;
}

/**
 * Per stage and day, how many people reached it that day. Accounts: applicant accounts
 * created in the período (role 2 is the applicants' group), then the day their e-mail was
 * verified and the day their persona was saved. Enrolments: each person once, on the day
 * of their first enrolment among the selected instancias; approved: each person once, on
 * the last change of their earliest approved enrolment (`updated_at`, as the hand-off's
 * FECHA_ESTADO, decision 165). One pass over each table, grouped: a few hundred rows out.
 */
export async function funnelDayCounts(db: DbOrTx, f: ReporteFiltros): Promise<DayCount[]> {
  // The período's year in Argentina (UTC-3 all year, no daylight saving since 2009): from 03:00 UTC of January 1st to the same instant a year later.
  const periodoCuentas =
    f.periodo === undefined
      ? sql`true`
      : sql`u.created_at >= ${`${f.periodo}-01-01T03:00:00Z`}::timestamptz and u.created_at < ${`${f.periodo + 1}-01-01T03:00:00Z`}::timestamptz`;
  return rows<DayCount>(
    db,
    sql`
    with cuentas as (
      select ${localDay(sql`u.created_at`)} as d_cuenta,
             ${localDay(sql`u.email_verified_at`)} as d_verificada,
             ${localDay(sql`p.created_at`)} as d_perfil
      from users u left join personas p on p.user_id = u.id
      where u.role_id = 2 and ${periodoCuentas}
    ),
    ins as (
      select i.persona_id,
             min(i.created_at) as primera,
             min(i.updated_at) filter (where i.estado_id = 2) as aprobada
      from inscriptos i
      join instancias n on n.id = i.instancia_id
      join carreras c on c.id = n.carrera_id
      where ${instanciaCondition(f)}
      group by i.persona_id
    )
    select 'cuentas' as etapa, d_cuenta::text as fecha, count(*) as n from cuentas group by d_cuenta
    union all
    select 'verificadas', d_verificada::text, count(*) from cuentas where d_verificada is not null group by d_verificada
    union all
    select 'perfiles', d_perfil::text, count(*) from cuentas where d_perfil is not null group by d_perfil
    union all
    select 'inscriptas', ${localDay(sql`primera`)}::text, count(*) from ins group by 2
    union all
    select 'aprobadas', ${localDay(sql`aprobada`)}::text, count(*) from ins where aprobada is not null group by 2
  `,
  );
}

export interface DocumentSituation {
  trabaja: number;
  discapacidad: boolean;
  /** Bit k set: the person has DOCUMENT_NAMES[k] on file. */
  mask: number;
  /** Argentina's day of the person's newest document, null without any. */
  fecha: string | null;
  n: number | string;
}

/**
 * The documents situation of each person enrolled in the selected instancias, folded into
 * identical situations (works, disability, which documents are on file as a bit mask, day
 * of the newest file) with how many share each: the caller applies the shared
 * missingDocuments rule once per situation, as the dashboard does. A mask instead of a
 * sorted array of names: no sort per person, and the fold is a hash of four numbers.
 */
export async function documentSituations(db: DbOrTx, f: ReporteFiltros): Promise<DocumentSituation[]> {
  const names = sql.raw(`array[${DOCUMENT_NAMES.map((n) => `'${n}'`).join(',')}]::text[]`);
  return rows<DocumentSituation>(
    db,
    sql`
    with ins as (
      select distinct i.persona_id
      from inscriptos i
      join instancias n on n.id = i.instancia_id
      join carreras c on c.id = n.carrera_id
      where ${instanciaCondition(f)}
    ),
    per_persona as (
      select ins.persona_id,
             coalesce(bit_or(1 << (array_position(${names}, f.name::text) - 1)), 0) as mask,
             max(f.created_at) as newest
      from ins
      left join files f on f.persona_id = ins.persona_id
      group by ins.persona_id
    )
    select coalesce(sl.trabaja_actualmente, 0)::int as trabaja, p.discapacidad, pp.mask, ${localDay(sql`pp.newest`)}::text as fecha, count(*) as n
    from per_persona pp
    join personas p on p.id = pp.persona_id
    left join situaciones_laborales sl on sl.persona_id = p.id
    group by 1, 2, 3, 4
  `,
  );
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
 * in days, for all, per instancia and per reviewer (the account that decided).
 */
export async function decisionTimes(db: DbOrTx, f: ReporteFiltros): Promise<DecisionTimeRow[]> {
  return rows<DecisionTimeRow>(
    db,
    sql`
    with ins as (
      select i.id, i.instancia_id, i.created_at
      from inscriptos i
      join instancias n on n.id = i.instancia_id
      join carreras c on c.id = n.carrera_id
      where ${instanciaCondition(f)}
    ),
    ev as (
      select a.id, a.entity_id as inscripto_id, a.created_at, a.actor_user_id, a.action,
             max(case when a.action = 'inscripcion.reenviar' then a.created_at end) over w as reenviada,
             count(*) filter (where a.action = 'inscripcion.reenviar') over w as tramo
      from audit_log a
      join ins on ins.id = a.entity_id
      where a.entity = 'inscripto'
        and (a.action = 'inscripcion.reenviar'
             or (a.action = 'inscripcion.estado'
                 and a.after->>'estado_id' in ('2', '3')
                 and (a.before->>'estado_id') is distinct from (a.after->>'estado_id')))
      window w as (partition by a.entity_id order by a.created_at, a.id)
    ),
    decisiones as (
      select distinct on (ev.inscripto_id, ev.tramo)
             ins.instancia_id, ev.actor_user_id,
             extract(epoch from ev.created_at - coalesce(ev.reenviada, ins.created_at)) / 86400.0 as dias
      from ev join ins on ins.id = ev.inscripto_id
      where ev.action = 'inscripcion.estado'
      order by ev.inscripto_id, ev.tramo, ev.created_at, ev.id
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
 */
export async function observedDocuments(db: DbOrTx, f: ReporteFiltros): Promise<ObservedDocumentRow[]> {
  return rows<ObservedDocumentRow>(
    db,
    sql`
    with obs as (
      select h.codigo, h.inscripto_id, nullif(btrim(regexp_replace(h.motivo, '[[:space:]]+', ' ', 'g')), '') as motivo
      from requisito_historial h
      join inscriptos i on i.id = h.inscripto_id
      join instancias n on n.id = i.instancia_id
      join carreras c on c.id = n.carrera_id
      where h.estado_despues = 'observado' and ${instanciaCondition(f)}
    ),
    por_doc as (
      select codigo, count(*) as observaciones, count(distinct inscripto_id) as inscripciones from obs group by codigo
    ),
    por_motivo as (
      select codigo, min(motivo) as motivo, count(*) as cantidad,
             row_number() over (partition by codigo order by count(*) desc, lower(motivo)) as rk
      from obs where motivo is not null group by codigo, lower(motivo)
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

/** The filters' choices: years with instancias, career types, careers, instancias with their período. */
export async function filterOptions(db: DbOrTx) {
  const [tipos, carreras, instancias] = await Promise.all([
    rows<{ id: number; descripcion: string }>(db, sql`select id, descripcion from tipos_carrera order by id`),
    rows<{ id: number; descripcion: string; tipo_carrera_id: number }>(
      db,
      sql`select id, descripcion, tipo_carrera_id from carreras order by descripcion, id`,
    ),
    rows<{ id: number; descripcion: string; carrera_id: number; periodo: number }>(
      db,
      sql`select n.id, n.descripcion, n.carrera_id, ${periodoDeInstancia('n')} as periodo from instancias n order by n.fecha_inicio desc, n.id desc`,
    ),
  ]);
  return { tipos, carreras, instancias };
}
