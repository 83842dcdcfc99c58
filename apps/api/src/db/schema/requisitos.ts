import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { carreras, instancias } from './carreras.js';
import { inscriptos } from './inscripciones.js';

/**
 * The documents an enrolment requires (issue 15). A list belongs to an instancia, to a
 * carrera, or (both null) is the faculty default; an instancia reads its own list, else
 * its carrera's, else the default. `codigo` is the document's file name (files.name).
 */
export const requisitos = pgTable(
  'requisitos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carrera_id: integer().references(() => carreras.id, { onDelete: 'cascade' }),
    instancia_id: integer().references(() => instancias.id, { onDelete: 'cascade' }),
    codigo: varchar({ length: 40 }).notNull(),
    nombre: varchar({ length: 120 }).notNull(),
    descripcion: varchar({ length: 500 }).notNull().default(''),
    /** Accepted mime types (a subset of UPLOAD_MIME_TYPES). */
    tipos: jsonb().$type<string[]>().notNull(),
    obligatorio: boolean().notNull().default(true),
    /** siempre | trabaja | discapacidad | extranjero */
    condicion: varchar({ length: 20 }).notNull().default('siempre'),
    orden: smallint().notNull().default(0),
  },
  (t) => [
    unique('requisitos_scope_codigo_unique').on(t.carrera_id, t.instancia_id, t.codigo).nullsNotDistinct(),
    index('requisitos_instancia_idx').on(t.instancia_id),
    index('requisitos_carrera_idx').on(t.carrera_id),
    check('requisitos_condicion_valid', sql`${t.condicion} in ('siempre', 'trabaja', 'discapacidad', 'extranjero')`),
    check('requisitos_one_scope', sql`${t.carrera_id} is null or ${t.instancia_id} is null`),
  ],
);

/**
 * The review of one requirement of one enrolment. A row exists for every requirement
 * that has a file or a decision; no row means pendiente without a file.
 * `file_version` is the version of the file the state refers to (versionOf(storage_key)).
 */
export const requisitoRevisiones = pgTable(
  'requisito_revisiones',
  {
    inscripto_id: integer()
      .notNull()
      .references(() => inscriptos.id, { onDelete: 'cascade' }),
    codigo: varchar({ length: 40 }).notNull(),
    /** pendiente | aceptado | observado | exceptuado | prorroga */
    estado: varchar({ length: 20 })
      .$type<'pendiente' | 'aceptado' | 'observado' | 'exceptuado' | 'prorroga'>()
      .notNull()
      .default('pendiente'),
    motivo: text().notNull().default(''),
    prorroga_hasta: date({ mode: 'string' }),
    file_version: varchar({ length: 32 }),
    /** A new file arrived after an observation and has not been reviewed yet. */
    reenviado: boolean().notNull().default(false),
    /** Since when it waits for staff (a new file), for the queue's order. */
    desde: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.inscripto_id, t.codigo] }),
    check('requisito_revisiones_estado_valid', sql`${t.estado} in ('pendiente', 'aceptado', 'observado', 'exceptuado', 'prorroga')`),
  ],
);

/**
 * Every review action (who, when, which document, before and after, reason): the
 * enrolment history shows it and it can be grouped by document and reason.
 */
export const requisitoHistorial = pgTable(
  'requisito_historial',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inscripto_id: integer()
      .notNull()
      .references(() => inscriptos.id, { onDelete: 'cascade' }),
    codigo: varchar({ length: 40 }).notNull(),
    estado_antes: varchar({ length: 20 }).notNull(),
    estado_despues: varchar({ length: 20 }).notNull(),
    motivo: text().notNull().default(''),
    prorroga_hasta: date({ mode: 'string' }),
    file_version: varchar({ length: 32 }),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requisito_historial_inscripto_idx').on(t.inscripto_id, t.created_at),
    index('requisito_historial_codigo_idx').on(t.codigo, t.estado_despues),
  ],
);
