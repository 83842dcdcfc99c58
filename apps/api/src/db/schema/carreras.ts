import { check, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.js';

export const tiposCarrera = pgTable('tipos_carrera', {
  id: integer().primaryKey(),
  descripcion: varchar({ length: 150 }).notNull(),
  /** Career types handled outside the portal (type 5, extension) link out here. */
  url_externa: varchar({ length: 255 }),
});

export const carreras = pgTable('carreras', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  descripcion: varchar({ length: 255 }).notNull(),
  tipo_carrera_id: integer()
    .notNull()
    .references(() => tiposCarrera.id),
  /** Careers an applicant may choose when enrolling in the common admission course (carrera 1). */
  elegible_en_ingreso: integer().notNull().default(0),
});

export const materias = pgTable(
  'materias',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    carrera_id: integer()
      .notNull()
      .references(() => carreras.id),
    descripcion: varchar({ length: 255 }).notNull(),
  },
  (t) => [index('materias_carrera_idx').on(t.carrera_id)],
);

export const instancias = pgTable(
  'instancias',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    descripcion: varchar({ length: 255 }).notNull(),
    carrera_id: integer()
      .notNull()
      .references(() => carreras.id),
    fecha_publicacion: date({ mode: 'string' }).notNull(),
    fecha_inicio: date({ mode: 'string' }).notNull(),
    fecha_fin: date({ mode: 'string' }).notNull(),
    // Issue 15: the registration window, apart from the course dates. The default only
    // lets the column be added; migration review_window_data copies publication and
    // fecha_fin into existing rows, and the service always writes both.
    inscripcion_desde: date({ mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    inscripcion_hasta: date({ mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    /** Seats for approved enrolments (issue 16); null = unlimited. */
    cupo: integer(),
    /**
     * The academic período (e.g. "2027") the applicant's limit counts in (issue 16). The
     * service always writes it (the year of fecha_inicio when staff leave it empty);
     * migration seats_periodo_data filled the instancias made before.
     */
    periodo: varchar({ length: 20 }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('instancias_fechas_check', sql`${t.fecha_fin} >= ${t.fecha_inicio}`),
    check('instancias_inscripcion_check', sql`${t.inscripcion_hasta} >= ${t.inscripcion_desde}`),
    check('instancias_cupo_check', sql`${t.cupo} is null or ${t.cupo} > 0`),
    index('instancias_fecha_inicio_idx').on(t.fecha_inicio),
    index('instancias_abiertas_idx').on(t.fecha_publicacion, t.fecha_fin),
  ],
);
