import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReclamoEstado } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, identityClaimFiles, identityClaims, inscriptos, personas, users } from '../../db/schema/index.js';

export type ClaimRow = typeof identityClaims.$inferSelect;

const claimant = alias(users, 'claimant');
const resolver = alias(users, 'resolver');

const columns = {
  id: identityClaims.id,
  claimant_user_id: identityClaims.claimant_user_id,
  numero_documento: identityClaims.numero_documento,
  persona_id: identityClaims.persona_id,
  nota: identityClaims.nota,
  estado: identityClaims.estado,
  respuesta: identityClaims.respuesta,
  created_at: identityClaims.created_at,
  resuelta_at: identityClaims.resuelta_at,
  resuelta_por: resolver.name,
  reclamante: { id: claimant.id, name: claimant.name, email: claimant.email },
};

export async function insertClaim(db: DbOrTx, values: typeof identityClaims.$inferInsert) {
  const [row] = await db.insert(identityClaims).values(values).returning();
  return row;
}

/** The account's open claim for a number that has no files yet (opened by the wizard, decision 178), or null. */
export async function findOpenClaimWithoutFiles(db: DbOrTx, claimantUserId: number, numero: string) {
  const rows = await db
    .select({ id: identityClaims.id })
    .from(identityClaims)
    .where(
      and(
        eq(identityClaims.claimant_user_id, claimantUserId),
        eq(identityClaims.numero_documento, numero),
        eq(identityClaims.estado, 'pendiente'),
        sql`not exists (select 1 from ${identityClaimFiles} f where f.claim_id = ${identityClaims.id})`,
      ),
    )
    .for('update')
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function updateClaimNota(db: DbOrTx, id: number, values: { nota: string; persona_id: number | null }) {
  await db.update(identityClaims).set(values).where(eq(identityClaims.id, id));
}

/** Opens a claim unless the account already has one open for the number (the partial unique index decides). */
export async function insertClaimIfNoneOpen(db: DbOrTx, values: typeof identityClaims.$inferInsert) {
  const rows = await db.insert(identityClaims).values(values).onConflictDoNothing().returning({ id: identityClaims.id });
  return rows[0]?.id ?? null;
}

export async function insertClaimFiles(db: DbOrTx, values: Array<typeof identityClaimFiles.$inferInsert>) {
  if (values.length) await db.insert(identityClaimFiles).values(values);
}

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(identityClaims)
    .innerJoin(claimant, eq(claimant.id, identityClaims.claimant_user_id))
    .leftJoin(resolver, eq(resolver.id, identityClaims.resuelta_por));

export async function findClaim(db: DbOrTx, id: number) {
  return (await base(db).where(eq(identityClaims.id, id)).limit(1))[0] ?? null;
}

export async function listByClaimant(db: DbOrTx, userId: number) {
  return base(db).where(eq(identityClaims.claimant_user_id, userId)).orderBy(desc(identityClaims.created_at), desc(identityClaims.id));
}

/** Open claims oldest first (the queue, served by identity_claims_estado_idx); resolved ones newest first, the latest 200. */
export async function listByEstado(db: DbOrTx, estado: ReclamoEstado) {
  const order =
    estado === 'pendiente'
      ? [asc(identityClaims.created_at), asc(identityClaims.id)]
      : [desc(identityClaims.resuelta_at), desc(identityClaims.id)];
  return base(db)
    .where(eq(identityClaims.estado, estado))
    .orderBy(...order)
    .limit(200);
}

export async function countPending(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(identityClaims).where(eq(identityClaims.estado, 'pendiente'));
  return row?.n ?? 0;
}

export async function claimFiles(db: DbOrTx, claimIds: number[]) {
  if (claimIds.length === 0) return [];
  return db.select().from(identityClaimFiles).where(inArray(identityClaimFiles.claim_id, claimIds)).orderBy(asc(identityClaimFiles.id));
}

export async function findClaimFile(db: DbOrTx, id: number) {
  const rows = await db
    .select({ file: identityClaimFiles, claimant_user_id: identityClaims.claimant_user_id })
    .from(identityClaimFiles)
    .innerJoin(identityClaims, eq(identityClaims.id, identityClaimFiles.claim_id))
    .where(eq(identityClaimFiles.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The holders' side of the comparison: persona, account e-mail, enrolments and document images. */
export async function holders(db: DbOrTx, personaIds: number[]) {
  if (personaIds.length === 0) return [];
  return db
    .select({
      id: personas.id,
      nombre: personas.nombre,
      apellido: personas.apellido,
      tipo_documento: personas.tipo_documento,
      numero_documento: personas.numero_documento,
      fecha_nacimiento: personas.fecha_nacimiento,
      email: personas.email,
      cuenta_email: users.email,
      inscripciones: sql<number>`(select count(*)::int from ${inscriptos} where ${inscriptos.persona_id} = ${personas.id})`,
    })
    .from(personas)
    .leftJoin(users, eq(users.id, personas.user_id))
    .where(inArray(personas.id, personaIds));
}

export async function holderDocuments(db: DbOrTx, personaIds: number[]) {
  if (personaIds.length === 0) return [];
  return db
    .select({ id: files.id, persona_id: files.persona_id, name: files.name, mime_type: files.mime_type, storage_key: files.storage_key })
    .from(files)
    .where(and(inArray(files.persona_id, personaIds), inArray(files.name, ['dni_frente', 'dni_reverso'])))
    .orderBy(asc(files.name));
}

export async function lockClaim(db: DbOrTx, id: number) {
  return (await db.select().from(identityClaims).where(eq(identityClaims.id, id)).for('update'))[0] ?? null;
}

export async function resolveClaim(
  db: DbOrTx,
  id: number,
  values: { estado: Exclude<ReclamoEstado, 'pendiente'>; respuesta: string | null; resuelta_por: number; previous_user_id?: number | null },
) {
  await db
    .update(identityClaims)
    .set({ ...values, resuelta_at: new Date() })
    .where(and(eq(identityClaims.id, id), eq(identityClaims.estado, 'pendiente')));
}

export async function userById(db: DbOrTx, id: number) {
  return (await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id)).limit(1))[0] ?? null;
}
