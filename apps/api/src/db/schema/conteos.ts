import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many enrolments each instancia has in each estado: derived data, kept by
 * statement triggers on `inscriptos` (migration 0005) and never written by the
 * application. A row exists only while its total is above zero, so the table always
 * equals `select instancia_id, estado_id, count(*) from inscriptos group by 1, 2`.
 * It answers the staff table's total in O(1) (docs/performance.md, decision 74), and
 * backups leave it out: a restore rebuilds it through the same triggers.
 */
export const inscriptosPorEstado = pgTable(
  'inscriptos_por_estado',
  {
    instancia_id: integer().notNull(),
    estado_id: smallint().notNull(),
    total: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.instancia_id, t.estado_id] })],
);

/** Ids per block of `inscriptos_por_bloque` (migration 0008 computes `id / 1024` too). */
export const ENROLMENT_BLOCK_IDS = 1024;

/**
 * How many enrolments of each instancia and estado fall in each block of 1024 ids: an
 * order-statistic index kept by the same kind of statement triggers (migration 0008).
 * A page in the middle of a large instancia finds the block its first row is in by
 * summing these counts, then skips rows inside that one block only, instead of
 * OFFSET over half the instancia (decision 80). Derived data, left out of backups.
 */
export const inscriptosPorBloque = pgTable(
  'inscriptos_por_bloque',
  {
    instancia_id: integer().notNull(),
    estado_id: smallint().notNull(),
    bloque: integer().notNull(),
    total: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.instancia_id, t.estado_id, t.bloque] })],
);
