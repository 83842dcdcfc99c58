import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  correcciones,
  files,
  identityClaims,
  inscriptos,
  personaDuplicatePairs,
  personaNotDuplicates,
  personas,
} from '../../db/schema/index.js';

/**
 * Possible duplicate personas (issue 18 §5): pairs with different document numbers and the
 * same CUIT/CUIL (not blank), the e-mail of one being the other's account e-mail, or the same
 * birth date and a normalised "apellido nombre" (lower case, no accents) with trigram
 * similarity of at least NAME_SIMILARITY. The pairs are kept in `persona_duplicate_pairs` by
 * triggers on `personas` and `users` (migration 0026, decision 184), which hold these rules in
 * SQL: `persona_duplicados_calcular()` and, for this number, `persona_duplicados_umbral()`.
 * Changing it means changing both (duplicate-pairs.test.ts fails while they differ) and
 * rebuilding the table with `select persona_duplicados_reconstruir()`.
 */
export const NAME_SIMILARITY = 0.6;

export type PairRow = {
  a_id: number;
  b_id: number;
  motivo: 'cuit' | 'email' | 'nombre_fecha';
  similitud: number;
};

/**
 * The pairs, newest personas first, without those staff marked as different people. Both the
 * full list and one persona's read the table: the full one backwards along its primary key
 * (a_id, b_id, motivo), stopping at the limit whatever the number of personas (it was a
 * self-join of `personas`, 17–33 s with 200,000: decision 306); one persona's by its two
 * indexes (a_id first in the key, b_id its own). One source for both, so the list from a
 * persona's record never disagrees with the full one; the per-persona join that decision 182
 * made flat lives on in the trigger, which runs it for each persona written.
 */
export async function duplicatePairs(db: DbOrTx, personaId: number | null, limit = 100) {
  const which = personaId === null ? sql`true` : sql`(p.a_id = ${personaId} or p.b_id = ${personaId})`;
  const result = await db.execute<PairRow>(sql`
    select p.a_id, p.b_id, p.motivo, p.similitud::float8 as similitud
      from ${personaDuplicatePairs} p
     where ${which}
       and not exists (select 1 from ${personaNotDuplicates} n where n.a_id = p.a_id and n.b_id = p.b_id)
     order by p.a_id desc, p.b_id desc
     limit ${limit * 3}`);
  return result.rows;
}

export async function personasByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: personas.id,
      nombre: personas.nombre,
      apellido: personas.apellido,
      tipo_documento: personas.tipo_documento,
      numero_documento: personas.numero_documento,
      cuit: personas.cuit,
      fecha_nacimiento: personas.fecha_nacimiento,
      email: personas.email,
      user_id: personas.user_id,
    })
    .from(personas)
    .where(inArray(personas.id, ids));
}

export async function insertNotDuplicate(db: DbOrTx, a: number, b: number, markedBy: number) {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const rows = await db.insert(personaNotDuplicates).values({ a_id: lo, b_id: hi, marked_by: markedBy }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Locks both rows in id order: two merges of the same pair never deadlock. */
export async function lockPair(db: DbOrTx, a: number, b: number) {
  const rows = await db
    .select()
    .from(personas)
    .where(inArray(personas.id, [a, b]))
    .orderBy(personas.id)
    .for('update');
  return { a: rows.find((r) => r.id === a) ?? null, b: rows.find((r) => r.id === b) ?? null };
}

/** Instancias where both are enrolled: a merge would leave two enrolments of one person in one instancia. */
export async function sharedInstancias(db: DbOrTx, a: number, b: number) {
  const rows = await db.execute<{ instancia_id: number }>(sql`
    select x.instancia_id from inscriptos x join inscriptos y on y.instancia_id = x.instancia_id
     where x.persona_id = ${a} and y.persona_id = ${b}`);
  return rows.rows.map((r) => r.instancia_id);
}

/**
 * Moves what hangs on `from` to `to`: enrolments (attendance and grades hang on them),
 * corrections, claims, and the documents `to` does not have. Returns the storage keys of
 * `from`'s documents that stay behind, deleted with it, for removal after the commit.
 */
export async function moveChildren(db: DbOrTx, from: number, to: number) {
  const moved = await db.update(inscriptos).set({ persona_id: to }).where(eq(inscriptos.persona_id, from)).returning({ id: inscriptos.id });
  const have = (await db.select({ name: files.name }).from(files).where(eq(files.persona_id, to))).map((f) => f.name);
  const movedFiles = await db
    .update(files)
    .set({ persona_id: to })
    .where(have.length ? and(eq(files.persona_id, from), notInArray(files.name, have)) : eq(files.persona_id, from))
    .returning({ name: files.name });
  const left = await db.select({ key: files.storage_key }).from(files).where(eq(files.persona_id, from));
  // A pending correction of `from` may collide with one of `to` for the same field: those stay and go with it.
  await db.execute(sql`
    update ${correcciones} c set persona_id = ${to}
     where c.persona_id = ${from}
       and not (c.estado = 'pendiente' and exists (select 1 from ${correcciones} d where d.persona_id = ${to} and d.campo = c.campo and d.estado = 'pendiente'))`);
  await db.update(identityClaims).set({ persona_id: to }).where(eq(identityClaims.persona_id, from));
  return { enrolments: moved.map((m) => m.id), files: movedFiles.map((f) => f.name), leftKeys: left.map((l) => l.key) };
}

export async function deletePersona(db: DbOrTx, id: number) {
  await db.delete(personas).where(eq(personas.id, id));
}

export async function updatePersonaValues(db: DbOrTx, id: number, values: Partial<typeof personas.$inferInsert>) {
  const [row] = await db
    .update(personas)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(personas.id, id), ne(personas.id, 0)))
    .returning();
  return row;
}
