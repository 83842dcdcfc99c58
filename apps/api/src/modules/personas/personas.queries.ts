import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TIPOS_DOCUMENTO_ARGENTINOS, isArgentineDocument } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  discapacidades,
  escuelas,
  estudiosSecundarios,
  files,
  generos,
  loginFailures,
  nacionalidades,
  otrosEstudios,
  paises,
  personaConocimientos,
  personaDiscapacidades,
  personaLenguajes,
  personas,
  situacionesFamiliares,
  situacionesLaborales,
  users,
} from '../../db/schema/index.js';

export type PersonaRow = typeof personas.$inferSelect;
export type NewPersona = typeof personas.$inferInsert;

export async function findPersonaById(db: DbOrTx, id: number) {
  const rows = await db.select().from(personas).where(eq(personas.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findPersonaByUser(db: DbOrTx, userId: number) {
  const rows = await db.select().from(personas).where(eq(personas.user_id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function findPersonaByDni(db: DbOrTx, dni: string) {
  const rows = await db.select().from(personas).where(eq(personas.numero_documento, dni)).limit(1);
  return rows[0] ?? null;
}

/**
 * Who holds a document, as the unique indexes compare (issue 18 §4): an Argentine number
 * against every Argentine document; a foreign one by type, nationality and number.
 */
export async function findDocumentHolder(db: DbOrTx, doc: { tipo_documento: string; nacionalidad_id: number; numero_documento: string }) {
  const where = isArgentineDocument(doc.tipo_documento)
    ? and(eq(personas.numero_documento, doc.numero_documento), inArray(personas.tipo_documento, [...TIPOS_DOCUMENTO_ARGENTINOS]))
    : and(
        eq(personas.numero_documento, doc.numero_documento),
        eq(personas.tipo_documento, doc.tipo_documento),
        eq(personas.nacionalidad_id, doc.nacionalidad_id),
      );
  const rows = await db.select().from(personas).where(where).limit(1);
  return rows[0] ?? null;
}

/** Case-insensitive, as the personas_email_lower_unique index compares. */
export async function findPersonaIdByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: personas.id })
    .from(personas)
    .where(sql`lower(${personas.email}) = lower(${email})`)
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function userExists(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** Locks the persona row until the transaction ends: uploads of one persona run one after another. */
export async function lockPersona(db: DbOrTx, id: number) {
  const rows = await db.select({ id: personas.id }).from(personas).where(eq(personas.id, id)).for('update');
  return rows.length > 0;
}

/** The row, locked until the transaction ends: a staff edit compares and writes it with no other write in between. */
export async function lockPersonaRow(db: DbOrTx, id: number) {
  const rows = await db.select().from(personas).where(eq(personas.id, id)).for('update');
  return rows[0] ?? null;
}

/** The names behind the persona's combo ids, for the e-mail that lists what changed. */
export async function comboNames(db: DbOrTx, ids: { pais: number[]; nacionalidad: number[]; genero: number[] }) {
  const pick = async (table: typeof paises, list: number[]) =>
    list.length
      ? new Map((await db.select().from(table).where(inArray(table.id, list))).map((r) => [r.id, r.descripcion]))
      : new Map<number, string>();
  const [pais, nacionalidad, genero] = await Promise.all([
    pick(paises, ids.pais),
    pick(nacionalidades, ids.nacionalidad),
    pick(generos, ids.genero),
  ]);
  return { pais, nacionalidad, genero };
}

export async function listFiles(db: DbOrTx, personaId: number) {
  return db
    .select({
      id: files.id,
      name: files.name,
      storage_key: files.storage_key,
      mime_type: files.mime_type,
      size: files.size,
      created_at: files.created_at,
    })
    .from(files)
    .where(eq(files.persona_id, personaId))
    .orderBy(asc(files.id));
}

export async function listDiscapacidades(db: DbOrTx, personaId: number) {
  return db
    .select({
      id: personaDiscapacidades.id,
      discapacidad_id: personaDiscapacidades.discapacidad_id,
      descripcion: discapacidades.descripcion,
      certificado: personaDiscapacidades.certificado,
      numero_certificado: personaDiscapacidades.numero_certificado,
    })
    .from(personaDiscapacidades)
    .innerJoin(discapacidades, eq(discapacidades.id, personaDiscapacidades.discapacidad_id))
    .where(eq(personaDiscapacidades.persona_id, personaId))
    .orderBy(asc(personaDiscapacidades.id));
}

export async function findEscuela(db: DbOrTx, id: number) {
  const rows = await db.select().from(escuelas).where(eq(escuelas.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertPersona(db: DbOrTx, values: NewPersona) {
  const [row] = await db.insert(personas).values(values).returning();
  return row;
}

export async function updatePersona(db: DbOrTx, id: number, values: Partial<NewPersona>) {
  const [row] = await db
    .update(personas)
    .set({ ...values, updated_at: new Date() })
    .where(eq(personas.id, id))
    .returning();
  return row ?? null;
}

export async function insertEstudioSecundario(db: DbOrTx, values: typeof estudiosSecundarios.$inferInsert) {
  await db.insert(estudiosSecundarios).values(values);
}

export async function insertOtrosEstudios(db: DbOrTx, values: Array<typeof otrosEstudios.$inferInsert>) {
  if (values.length) await db.insert(otrosEstudios).values(values);
}

export async function insertLenguajes(db: DbOrTx, values: Array<typeof personaLenguajes.$inferInsert>) {
  if (values.length) await db.insert(personaLenguajes).values(values);
}

export async function insertConocimientos(db: DbOrTx, values: Array<typeof personaConocimientos.$inferInsert>) {
  if (values.length) await db.insert(personaConocimientos).values(values);
}

export async function insertDiscapacidades(db: DbOrTx, values: Array<typeof personaDiscapacidades.$inferInsert>) {
  if (values.length) await db.insert(personaDiscapacidades).values(values);
}

export async function insertSituacionLaboral(db: DbOrTx, values: typeof situacionesLaborales.$inferInsert) {
  await db.insert(situacionesLaborales).values(values);
}

export async function insertFamiliares(db: DbOrTx, values: Array<typeof situacionesFamiliares.$inferInsert>) {
  if (values.length) await db.insert(situacionesFamiliares).values(values);
}

/**
 * The ids of `ids` that name no row of `table`: the wizard checks every combo before it
 * looks at the document number, so a probe with a made-up id learns nothing (issue 18 §1).
 */
export type ReferenceTable =
  | 'tipos_documento'
  | 'paises'
  | 'nacionalidades'
  | 'generos'
  | 'tipos_sangre'
  | 'estados_civiles'
  | 'escuelas'
  | 'niveles_estudio'
  | 'estados_estudio'
  | 'conocimientos'
  | 'discapacidades'
  | 'lenguajes';

export async function missingIds<T extends number | string>(db: DbOrTx, name: ReferenceTable, ids: readonly T[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [] as T[];
  const found = await db.execute<{ id: T }>(
    sql`select id from ${sql.identifier(name)} where id in (${sql.join(
      unique.map((v) => sql`${v}`),
      sql`, `,
    )})`,
  );
  const have = new Set((found.rows ?? []).map((r) => String(r.id)));
  return unique.filter((v) => !have.has(String(v)));
}

/** Gives back one reserved attempt of each key that is not locked (a wizard submission that succeeded). */
export async function refundAttempt(db: DbOrTx, keys: string[]) {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(sql`${inArray(loginFailures.key, keys)} and (${loginFailures.locked_until} is null or ${loginFailures.locked_until} <= now())`);
}

/** Moves a persona (with everything that hangs on it) to another account, or to none. */
export async function setPersonaUser(db: DbOrTx, id: number, userId: number | null) {
  await db
    .update(personas)
    .set({ user_id: userId, updated_at: sql`now()` })
    .where(eq(personas.id, id));
}
