import { integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Reference data behind the combos of GET /api/data-form-persona and the back-office.
 * Rows are inserted by a migration (reference data is part of the schema's meaning),
 * never by application code.
 */
const idDescripcion = (name: string) =>
  pgTable(name, {
    id: integer().primaryKey(),
    descripcion: varchar({ length: 150 }).notNull(),
  });

export const generos = idDescripcion('generos');
export const nacionalidades = idDescripcion('nacionalidades');
export const paises = idDescripcion('paises');
export const discapacidades = idDescripcion('discapacidades');
export const nivelesEstudio = idDescripcion('niveles_estudio');
export const estadosEstudio = idDescripcion('estados_estudio');
export const lenguajes = idDescripcion('lenguajes');
export const conocimientos = idDescripcion('conocimientos');

/** Enumerations whose id is the code the forms send ('dni', 'a+', 'soltero'). */
const codeDescripcion = (name: string) =>
  pgTable(name, {
    id: varchar({ length: 20 }).primaryKey(),
    descripcion: varchar({ length: 100 }).notNull(),
  });

export const tiposDocumento = codeDescripcion('tipos_documento');
export const tiposSangre = codeDescripcion('tipos_sangre');
export const estadosCiviles = codeDescripcion('estados_civiles');

export const provincias = pgTable('provincias', {
  id: integer().primaryKey(),
  descripcion: varchar({ length: 100 }).notNull(),
});

export const localidades = pgTable('localidades', {
  id: integer().primaryKey(),
  descripcion: varchar({ length: 100 }).notNull(),
  provincia_id: integer()
    .notNull()
    .references(() => provincias.id),
});

export const escuelas = pgTable('escuelas', {
  id: integer().primaryKey(),
  nombre: varchar({ length: 150 }).notNull(),
  localidad: varchar({ length: 100 }).notNull(),
  /** The provincia the school depends on; the wizard filters schools by it. */
  jurisdiccion: varchar({ length: 100 }).notNull(),
  tipo_colegio: varchar({ length: 100 }).notNull(),
});

export const estadosInscripcion = pgTable('estados_inscripcion', {
  id: smallint().primaryKey(),
  descripcion: varchar({ length: 50 }).notNull(),
});

export const documentosRequeridos = pgTable('documentos', {
  /** The document name used as the multipart field (dni_frente, cud, ...). */
  id: varchar({ length: 40 }).primaryKey(),
  descripcion: varchar({ length: 100 }).notNull(),
  orden: smallint().notNull(),
  /** null: always required; otherwise the condition under which it is. */
  condicion: text(),
});
