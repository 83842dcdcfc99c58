import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A sort key that orders Spanish names as people expect whatever the database
 * collation (PGlite and many servers use C): case and accents ignored, ñ after n.
 */
export function spanishSortKey(column: AnyColumn): SQL {
  return sql`replace(translate(lower(${column}), 'áàäâéèëêíìïîóòöôúùüûç', 'aaaaeeeeiiiioooouuuuc'), 'ñ', 'n{')`;
}
