import { sql, type SQL } from 'drizzle-orm';

/**
 * The período of an instancia. Instancias have no período column yet (the seats work adds
 * `periodo` in parallel, decision 281): until then it is the year of the instancia's start
 * date. Every report goes through this one function, so switching to the column is a
 * one-line change here.
 */
export function periodoDeInstancia(alias: string): SQL {
  return sql`extract(year from ${sql.raw(alias)}.fecha_inicio)::int`;
}

/** Days and years of the reports are Argentina's, as on the constancia (decision 160). */
export const REPORT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** A timestamp column as the calendar day in Argentina. */
export function localDay(column: SQL): SQL {
  return sql`(${column} at time zone ${REPORT_TIME_ZONE})::date`;
}
