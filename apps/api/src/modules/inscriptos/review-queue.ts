import { sql, type SQL } from 'drizzle-orm';
import type { RevisionFiltro } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { inscriptos } from '../../db/schema/index.js';

export interface ReviewQueueFilter {
  instanciaId: number;
  dni: string;
  estado?: number;
  revision: RevisionFiltro;
}

/**
 * The staff queue's filters (issue 15) over the columns the review service keeps on
 * inscriptos. Each walks its partial index (inscriptos_por_revisar_idx,
 * inscriptos_reenviados_idx, inscriptos_prorroga_idx) in waiting order, so a page reads
 * only its rows whatever the size of the instancia (docs/performance.md).
 */
function queueSql(f: ReviewQueueFilter, today: string): { where: SQL; order: SQL; withMatches: SQL; join: SQL } {
  const cond =
    f.revision === 'por_revisar'
      ? sql`i.revision_desde is not null`
      : f.revision === 'reenviados'
        ? sql`i.revision_reenviado`
        : sql`i.prorroga_vence is not null and i.prorroga_vence < ${today}`;
  const estado = f.estado ? sql` and i.estado_id = ${f.estado}` : sql``;
  const order = f.revision === 'prorroga_vencida' ? sql`i.prorroga_vence, i.id` : sql`i.revision_desde, i.id`;
  // Digits only (checked by the schema), so the pattern cannot carry wildcards.
  const withMatches = f.dni
    ? sql`with matches as materialized (select id from personas where numero_documento like ${`%${f.dni}%`}) `
    : sql``;
  const join = f.dni ? sql` join matches m on m.id = i.persona_id` : sql``;
  return { where: sql` where i.instancia_id = ${f.instanciaId} and ${cond}${estado}`, order, withMatches, join };
}

/** The page's statement, exported so the bench EXPLAINs exactly what the API runs. */
export function reviewQueuePageSql(f: ReviewQueueFilter, today: string, page: number, pageSize: number): SQL {
  const { where, order, withMatches, join } = queueSql(f, today);
  return sql`${withMatches}select i.id, i.cod_tramite, i.estado_id, e.descripcion as estado, i.created_at,
        p.id as persona_id, p.nombre, p.apellido, p.tipo_documento, p.numero_documento
      from (select i.id from inscriptos i${join}${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}) page_ids
      join inscriptos i on i.id = page_ids.id
      join personas p on p.id = i.persona_id
      join estados_inscripcion e on e.id = i.estado_id
      order by ${order}`;
}

export function reviewQueueTotalSql(f: ReviewQueueFilter, today: string): SQL {
  const { where, withMatches, join } = queueSql(f, today);
  return sql`${withMatches}select count(*)::int as total from inscriptos i${join}${where}`;
}

type Row = {
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

export async function pageReviewQueue(db: DbOrTx, f: ReviewQueueFilter, page: number, pageSize: number, today: string) {
  const rows = (await db.execute<Row>(reviewQueuePageSql(f, today, page, pageSize))).rows;
  const total = (await db.execute<{ total: number }>(reviewQueueTotalSql(f, today))).rows[0]?.total ?? 0;
  return {
    rows: rows.map((r) => ({
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
    })),
    total,
  };
}

/**
 * The queue's condition on the (unaliased) inscriptos table, for the statements that go through
 * the query builder: the rows a bulk request "matching the filter" changes and the Excel export
 * select exactly the enrolments the table shows.
 */
export function revisionCondition(revision: RevisionFiltro, today: string): SQL {
  if (revision === 'por_revisar') return sql`${inscriptos.revision_desde} is not null`;
  if (revision === 'reenviados') return sql`${inscriptos.revision_reenviado}`;
  return sql`${inscriptos.prorroga_vence} is not null and ${inscriptos.prorroga_vence} < ${today}`;
}
