import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import {
  conocimientos,
  discapacidades,
  escuelas,
  estadosCiviles,
  estadosEstudio,
  generos,
  lenguajes,
  nacionalidades,
  nivelesEstudio,
  paises,
  tiposDocumento,
  tiposSangre,
} from './reference.js';

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * An applicant's personal data. A persona created by staff for someone without an
 * account has no user_id. Column names are the seeds' field names on purpose: the
 * API answers them as they are.
 */
export const personas = pgTable(
  'personas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    nombre: varchar({ length: 255 }).notNull(),
    apellido: varchar({ length: 255 }).notNull(),
    tipo_documento: varchar({ length: 20 })
      .notNull()
      .references(() => tiposDocumento.id),
    /** 8 digits for Argentine documents; letters and digits for a passport or a foreign DNI (issue 18 §4). */
    numero_documento: varchar({ length: 20 }).notNull(),
    /** '' for a foreign document without CUIT/CUIL (the check below). */
    cuit: varchar({ length: 11 }).notNull(),
    fecha_nacimiento: date({ mode: 'string' }).notNull(),
    lugar_nacimiento: varchar({ length: 255 }).notNull(),
    pais_id: integer()
      .notNull()
      .references(() => paises.id),
    nacionalidad_id: integer()
      .notNull()
      .references(() => nacionalidades.id),
    genero_id: integer()
      .notNull()
      .references(() => generos.id),
    tipo_sangre: varchar({ length: 20 })
      .notNull()
      .references(() => tiposSangre.id),
    estado_civil: varchar({ length: 20 })
      .notNull()
      .references(() => estadosCiviles.id),
    hijos: smallint().notNull().default(0),
    direccion: varchar({ length: 255 }).notNull(),
    piso: integer(),
    departamento: varchar({ length: 5 }),
    provincia: varchar({ length: 100 }).notNull(),
    localidad: varchar({ length: 100 }).notNull(),
    telefono: varchar({ length: 20 }),
    celular: varchar({ length: 10 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    discapacidad: boolean().notNull().default(false),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Argentine documents share one numbering (an LE kept its number as DNI): unique by number alone.
    // A foreign number is unique per type and nationality: two countries may issue the same one (decision 271).
    uniqueIndex('personas_numero_documento_unique')
      .on(t.numero_documento)
      .where(sql`${t.tipo_documento} in ('dni', 'lc', 'le', 'ci')`),
    uniqueIndex('personas_documento_extranjero_unique')
      .on(t.tipo_documento, t.nacionalidad_id, t.numero_documento)
      .where(sql`${t.tipo_documento} not in ('dni', 'lc', 'le', 'ci')`),
    // The duplicates list joins on these (issue 18 §5; docs/performance.md).
    index('personas_cuit_idx').on(t.cuit),
    index('personas_fecha_nacimiento_idx').on(t.fecha_nacimiento),
    // The staff's DNI search is a substring (LIKE '%123%'): trigrams serve it, a b-tree cannot.
    index('personas_numero_documento_trgm_idx').using('gin', t.numero_documento.op('gin_trgm_ops')),
    uniqueIndex('personas_user_unique').on(t.user_id),
    uniqueIndex('personas_email_lower_unique').on(sql`lower(${t.email})`),
    check(
      'personas_numero_documento_digits',
      sql`(${t.tipo_documento} in ('dni', 'lc', 'le', 'ci') and ${t.numero_documento} ~ '^[0-9]{8}$') or (${t.tipo_documento} not in ('dni', 'lc', 'le', 'ci') and ${t.numero_documento} ~ '^[0-9A-Z]{5,20}$')`,
    ),
    check(
      'personas_cuit_digits',
      sql`${t.cuit} ~ '^[0-9]{11}$' or (${t.cuit} = '' and ${t.tipo_documento} not in ('dni', 'lc', 'le', 'ci'))`,
    ),
    check('personas_hijos_positive', sql`${t.hijos} >= 0`),
  ],
);

export const personaDiscapacidades = pgTable(
  'persona_discapacidades',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    discapacidad_id: integer()
      .notNull()
      .references(() => discapacidades.id),
    certificado: smallint().notNull().default(1),
    numero_certificado: varchar({ length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('persona_discapacidades_unique').on(t.persona_id, t.discapacidad_id)],
);

export const estudiosSecundarios = pgTable(
  'estudios_secundarios',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    /** null when the applicant ticked "No encuentro mi escuela" (escuela_id -1 in the form). */
    escuela_id: integer().references(() => escuelas.id),
    pais_id: integer().references(() => paises.id),
    pais: varchar({ length: 100 }),
    provincia: varchar({ length: 100 }),
    localidad: varchar({ length: 100 }),
    colegio: varchar({ length: 150 }).notNull(),
    direccion_colegio: varchar({ length: 150 }),
    tipo_colegio: varchar({ length: 100 }),
    orientacion: varchar({ length: 150 }).notNull(),
    anio_graduacion: smallint().notNull(),
    anios_cursados: smallint().notNull(),
  },
  (t) => [uniqueIndex('estudios_secundarios_persona_unique').on(t.persona_id)],
);

export const otrosEstudios = pgTable(
  'otros_estudios',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    nivel_estudio_id: integer()
      .notNull()
      .references(() => nivelesEstudio.id),
    nombre: varchar({ length: 150 }).notNull(),
    establecimiento: varchar({ length: 150 }).notNull(),
    estado_estudio_id: integer()
      .notNull()
      .references(() => estadosEstudio.id),
  },
  (t) => [index('otros_estudios_persona_idx').on(t.persona_id)],
);

export const personaLenguajes = pgTable(
  'persona_lenguajes',
  {
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    lenguaje_id: integer()
      .notNull()
      .references(() => lenguajes.id),
  },
  (t) => [primaryKey({ columns: [t.persona_id, t.lenguaje_id] })],
);

export const personaConocimientos = pgTable(
  'persona_conocimientos',
  {
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    conocimiento_id: integer()
      .notNull()
      .references(() => conocimientos.id),
  },
  (t) => [primaryKey({ columns: [t.persona_id, t.conocimiento_id] })],
);

export const situacionesLaborales = pgTable(
  'situaciones_laborales',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    /** 0 or 1 (the check below). */
    trabaja_actualmente: smallint().$type<0 | 1>().notNull().default(0),
    ocupacion: varchar({ length: 150 }).notNull().default(''),
    cargo: varchar({ length: 150 }).notNull().default(''),
    empresa: varchar({ length: 150 }).notNull().default(''),
    horas_semanales: varchar({ length: 10 }).notNull().default(''),
    relacion_carrera: varchar({ length: 50 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('situaciones_laborales_persona_unique').on(t.persona_id),
    check('situaciones_laborales_trabaja', sql`${t.trabaja_actualmente} in (0, 1)`),
  ],
);

/** Mother, father and spouse: one row per vinculo. */
export const situacionesFamiliares = pgTable(
  'situaciones_familiares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    vinculo: varchar({ length: 10 }).$type<'madre' | 'padre' | 'conyuge'>().notNull(),
    /** vive for parents, concubinato_matrimonio for the spouse: 1 yes, 0 no. */
    respuesta: smallint().notNull(),
    nivel_estudio_id: integer().references(() => nivelesEstudio.id),
    ocupacion: varchar({ length: 150 }),
  },
  (t) => [
    uniqueIndex('situaciones_familiares_unique').on(t.persona_id, t.vinculo),
    check('situaciones_familiares_vinculo', sql`${t.vinculo} in ('madre', 'padre', 'conyuge')`),
  ],
);

/** Uploaded documents. The object lives in storage under storage_key, never the client's name. */
export const files = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    name: varchar({ length: 40 }).notNull(),
    storage_key: varchar({ length: 200 }).notNull(),
    mime_type: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    original_name: varchar({ length: 255 }),
    uploaded_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_persona_name_unique').on(t.persona_id, t.name), uniqueIndex('files_storage_key_unique').on(t.storage_key)],
);

/**
 * An applicant's request to correct a locked field of their persona (issue 14 §2).
 * At most one open request per persona and field: the partial unique index decides
 * under concurrency. valor_actual is what was on record when it was asked.
 */
export const correcciones = pgTable(
  'correcciones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    persona_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    campo: varchar({ length: 40 }).notNull(),
    valor_actual: varchar({ length: 255 }).notNull(),
    valor_propuesto: varchar({ length: 255 }).notNull(),
    motivo: varchar({ length: 1000 }).notNull(),
    estado: varchar({ length: 20 }).notNull().default('pendiente'),
    respuesta: varchar({ length: 1000 }),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    resuelta_por: integer().references(() => users.id, { onDelete: 'set null' }),
    resuelta_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The optional supporting document: a generated storage key, never the client's name.
    respaldo_key: varchar({ length: 255 }),
    respaldo_mime: varchar({ length: 100 }),
    respaldo_size: integer(),
    respaldo_nombre: varchar({ length: 255 }),
  },
  (t) => [
    uniqueIndex('correcciones_abierta_unique')
      .on(t.persona_id, t.campo)
      .where(sql`${t.estado} = 'pendiente'`),
    index('correcciones_estado_idx').on(t.estado, t.created_at),
    check('correcciones_estado_valid', sql`${t.estado} in ('pendiente', 'aplicada', 'rechazada')`),
  ],
);
