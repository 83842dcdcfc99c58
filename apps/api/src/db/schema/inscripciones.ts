import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { carreras, instancias, materias } from './carreras.js';
import { personas } from './personas.js';
import { estadosInscripcion } from './reference.js';

export const empresas = pgTable('empresas', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  razon_social: varchar({ length: 255 }).notNull(),
  cuit: varchar({ length: 11 }),
  calle: varchar({ length: 150 }),
  altura: varchar({ length: 10 }),
  localidad: varchar({ length: 100 }),
  cod_postal: varchar({ length: 10 }),
  email: varchar({ length: 255 }),
  apellido: varchar({ length: 150 }),
  nombre: varchar({ length: 150 }),
  telefono: varchar({ length: 20 }),
});

/** An enrolment of a persona in an instancia. */
export const inscriptos = pgTable(
  'inscriptos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'restrict' }),
    instancia_id: integer()
      .notNull()
      .references(() => instancias.id, { onDelete: 'restrict' }),
    /** The career applied for (chosen by the applicant when the instancia's carrera is 1). */
    carrera_id: integer().references(() => carreras.id),
    estado_id: smallint()
      .notNull()
      .default(1)
      .references(() => estadosInscripcion.id),
    observacion: text().notNull().default(''),
    cod_tramite: varchar({ length: 20 }).notNull(),
    es_beca: smallint().notNull().default(0),
    abona_empresa: smallint().notNull().default(0),
    empresa_id: integer().references(() => empresas.id),
    /** The scholarship of estado Por Beca (issue 16): its type and the percentage it covers. */
    beca_tipo: varchar({ length: 100 }),
    beca_porcentaje: smallint(),
    /**
     * When the enrolment entered Lista de espera (issue 16), set with clock_timestamp()
     * under the instancia's lock; null in any other estado. The waitlist is ordered by it, then id.
     */
    en_espera_desde: timestamp({ withTimezone: true }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Issue 15, the staff queue: kept by the review service from requisito_revisiones so
    // each filter walks one partial index in waiting order (docs/performance.md).
    /** Oldest waiting time of a requirement pendiente with a file; null when nothing waits. */
    revision_desde: timestamp({ withTimezone: true }),
    /** Some waiting requirement is a new file sent after an observation. */
    revision_reenviado: boolean().notNull().default(false),
    /** Earliest prórroga date of a requirement still without its file. */
    prorroga_vence: date({ mode: 'string' }),
  },
  (t) => [
    index('inscriptos_por_revisar_idx')
      .on(t.instancia_id, t.revision_desde)
      .where(sql`${t.revision_desde} is not null`),
    index('inscriptos_reenviados_idx')
      .on(t.instancia_id, t.revision_desde)
      .where(sql`${t.revision_reenviado}`),
    index('inscriptos_prorroga_idx')
      .on(t.instancia_id, t.prorroga_vence)
      .where(sql`${t.prorroga_vence} is not null`),
    uniqueIndex('inscriptos_persona_instancia_unique').on(t.persona_id, t.instancia_id),
    uniqueIndex('inscriptos_cod_tramite_unique').on(t.cod_tramite),
    index('inscriptos_instancia_estado_idx').on(t.instancia_id, t.estado_id, t.id),
    // The staff table pages an instancia in enrolment order without an estado filter:
    // walking this index in order reads only the rows of the page (docs/performance.md).
    index('inscriptos_instancia_id_idx').on(t.instancia_id, t.id),
    // The head of an instancia's waitlist, and an applicant's position in it.
    index('inscriptos_lista_espera_idx')
      .on(t.instancia_id, t.en_espera_desde, t.id)
      .where(sql`${t.estado_id} = 6`),
    check('inscriptos_beca_porcentaje_check', sql`${t.beca_porcentaje} is null or (${t.beca_porcentaje} between 1 and 100)`),
  ],
);

/** One mark per enrolment, subject and class date; asistencia 0 means absent. */
export const asistencias = pgTable(
  'asistencias',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inscripto_id: integer()
      .notNull()
      .references(() => inscriptos.id, { onDelete: 'restrict' }),
    materia_id: integer()
      .notNull()
      .references(() => materias.id),
    fecha_clase: date({ mode: 'string' }).notNull(),
    /** 0 absent, 1 present (the check below). */
    asistencia: smallint().$type<0 | 1>().notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('asistencias_unique').on(t.inscripto_id, t.materia_id, t.fecha_clase),
    index('asistencias_materia_fecha_idx').on(t.materia_id, t.fecha_clase),
    check('asistencias_valor', sql`${t.asistencia} in (0, 1)`),
  ],
);

export const notas = pgTable(
  'notas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inscripto_id: integer()
      .notNull()
      .references(() => inscriptos.id, { onDelete: 'restrict' }),
    materia_id: integer()
      .notNull()
      .references(() => materias.id),
    fecha_examen: date({ mode: 'string' }).notNull(),
    nota: numeric({ precision: 4, scale: 2 }).notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notas_unique').on(t.inscripto_id, t.materia_id, t.fecha_examen),
    index('notas_materia_fecha_idx').on(t.materia_id, t.fecha_examen),
    check('notas_rango', sql`${t.nota} >= 0 and ${t.nota} <= 10`),
  ],
);

/** Who changed what and when, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 60 }).notNull(),
    entity: varchar({ length: 60 }).notNull(),
    entity_id: integer(),
    before: jsonb(),
    after: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id), index('audit_log_created_idx').on(t.created_at)],
);
