import { sql, type SQL } from 'drizzle-orm';

/**
 * The período of an instancia: its `periodo` column (issue 16, decision 224; e.g. "2027" or
 * "2027-1C"). The service always writes it and migration 0023 filled the instancias made
 * before; an instancia written around the service without one falls back to the year of its
 * start date, the rule of the reports before the column existed (decision 281). Every
 * report and the filters' list of períodos go through this one function.
 */
export function periodoDeInstancia(alias: string): SQL {
  const n = sql.raw(alias);
  return sql`coalesce(${n}.periodo, to_char(${n}.fecha_inicio, 'YYYY'))`;
}

/**
 * The year whose accounts belong to a período: accounts are of no instancia (decision 281),
 * so a período counts the accounts created in the year it names (its first four digits:
 * "2027-1C" is 2027). A período that names no year has null here, and the report takes the
 * years its instancias start in instead.
 */
export function anioDelPeriodo(periodo: string): number | null {
  const m = /\d{4}/.exec(periodo);
  return m ? Number(m[0]) : null;
}

/** Days and years of the reports are Argentina's, as on the constancia (decision 160). */
export const REPORT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** A timestamp column as the calendar day in Argentina (migration 0025's reporte_dia does the same). */
export function localDay(column: SQL): SQL {
  return sql`(${column} at time zone ${REPORT_TIME_ZONE})::date`;
}
