import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { correcciones, files, identityClaims, inscriptos, personaNotDuplicates, personas } from '../../db/schema/index.js';

/**
 * Possible duplicate personas (issue 18 §5): pairs with different document numbers and the
 * same CUIT/CUIL, the e-mail of one being the other's account e-mail, or the same birth date
 * and a normalised "apellido nombre" (lower case, no accents) with trigram similarity of at
 * least 0.6. Each rule is its own join, so each uses its index; pairs staff marked as
 * different people are left out.
 */
export const NAME_SIMILARITY = 0.6;

/** lower(), accents and ñ/ü folded, spaces squeezed: immutable, the same on PGlite and PostgreSQL (no unaccent needed). */
const norm = (alias: string) =>
  sql.raw(
    `regexp_replace(translate(lower(${alias}.apellido || ' ' || ${alias}.nombre), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc'), '\\s+', ' ', 'g')`,
  );

export type PairRow = {
  a_id: number;
  b_id: number;
  motivo: 'cuit' | 'email' | 'nombre_fecha';
  similitud: number;
};

export async function duplicatePairs(db: DbOrTx, personaId: number | null, limit = 100) {
  const pares = personaId === null ? allPairs() : pairsOf(personaId);
  const result = await db.execute<PairRow>(sql`
    with pares as (${pares})
    select p.a_id, p.b_id, p.motivo, p.similitud::float8 as similitud
      from pares p
     where not exists (select 1 from persona_not_duplicates n where n.a_id = p.a_id and n.b_id = p.b_id)
     order by p.a_id desc, p.b_id desc
     limit ${limit * 3}`);
  return result.rows;
}

/** Every pair: each rule joins personas with itself on its own index. */
function allPairs() {
  return sql`
      select least(a.id, b.id) as a_id, greatest(a.id, b.id) as b_id, 'cuit' as motivo, similarity(${norm('a')}, ${norm('b')}) as similitud
        from personas a join personas b on b.cuit = a.cuit and b.id <> a.id and b.numero_documento <> a.numero_documento
       where a.cuit is not null
      union
      select least(a.id, b.id), greatest(a.id, b.id), 'email', similarity(${norm('a')}, ${norm('b')})
        from personas a join users u on lower(u.email) = lower(a.email)
        join personas b on b.user_id = u.id and b.id <> a.id and b.numero_documento <> a.numero_documento
      union
      select least(a.id, b.id), greatest(a.id, b.id), 'nombre_fecha', similarity(${norm('a')}, ${norm('b')})
        from personas a join personas b on b.fecha_nacimiento = a.fecha_nacimiento and b.id > a.id and b.numero_documento <> a.numero_documento
       where similarity(${norm('a')}, ${norm('b')}) >= ${NAME_SIMILARITY}`;
}

/**
 * The pairs of one persona: each rule starts from that row and reaches the others through its
 * index (decision 306 measured the former "a = X or b = X" form at 1.6–2.9 s with 200,000
 * personas: the OR kept the planner from starting at X). The e-mail rule is not symmetric, so
 * it goes both ways: X's e-mail is another's account e-mail, or another's e-mail is X's account's.
 */
function pairsOf(personaId: number) {
  return sql`
      select least(x.id, b.id) as a_id, greatest(x.id, b.id) as b_id, 'cuit' as motivo, similarity(${norm('x')}, ${norm('b')}) as similitud
        from personas x join personas b on b.cuit = x.cuit and b.id <> x.id and b.numero_documento <> x.numero_documento
       where x.id = ${personaId} and x.cuit is not null
      union
      select least(x.id, b.id), greatest(x.id, b.id), 'email', similarity(${norm('x')}, ${norm('b')})
        from personas x join users u on lower(u.email) = lower(x.email)
        join personas b on b.user_id = u.id and b.id <> x.id and b.numero_documento <> x.numero_documento
       where x.id = ${personaId}
      union
      select least(x.id, b.id), greatest(x.id, b.id), 'email', similarity(${norm('x')}, ${norm('b')})
        from personas x join users u on u.id = x.user_id
        join personas b on lower(b.email) = lower(u.email) and b.id <> x.id and b.numero_documento <> x.numero_documento
       where x.id = ${personaId}
      union
      select least(x.id, b.id), greatest(x.id, b.id), 'nombre_fecha', similarity(${norm('x')}, ${norm('b')})
        from personas x join personas b on b.fecha_nacimiento = x.fecha_nacimiento and b.id <> x.id and b.numero_documento <> x.numero_documento
       where x.id = ${personaId} and similarity(${norm('x')}, ${norm('b')}) >= ${NAME_SIMILARITY}`;
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
