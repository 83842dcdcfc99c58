import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { personas } from './personas.js';

/**
 * An applicant's claim of a document number that another account or a counter
 * registration holds (issue 18 §2). persona_id is who held the number when the claim
 * was filed (null if nobody: the answer to the claimant is the same either way).
 * At most one open claim per account and number.
 */
export const identityClaims = pgTable(
  'identity_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claimant_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    numero_documento: varchar({ length: 20 }).notNull(),
    persona_id: integer().references(() => personas.id, { onDelete: 'set null' }),
    nota: varchar({ length: 1000 }).notNull(),
    estado: varchar({ length: 20 }).notNull().default('pendiente'),
    respuesta: varchar({ length: 1000 }),
    /** The account that lost the persona when it was transferred. */
    previous_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    resuelta_por: integer().references(() => users.id, { onDelete: 'set null' }),
    resuelta_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_claims_open_unique')
      .on(t.claimant_user_id, t.numero_documento)
      .where(sql`${t.estado} = 'pendiente'`),
    index('identity_claims_estado_idx').on(t.estado, t.created_at),
    // The resolved claims, newest first (listByEstado): read from the index end, whatever the number of claims.
    index('identity_claims_resueltas_idx').on(t.estado, t.resuelta_at, t.id),
    index('identity_claims_claimant_idx').on(t.claimant_user_id),
    check('identity_claims_estado_valid', sql`${t.estado} in ('pendiente', 'transferida', 'rechazada')`),
  ],
);

/** The documents of a claim: front, back and the optional selfie, under generated storage keys. */
export const identityClaimFiles = pgTable(
  'identity_claim_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claim_id: integer()
      .notNull()
      .references(() => identityClaims.id, { onDelete: 'cascade' }),
    nombre: varchar({ length: 10 }).notNull(),
    storage_key: varchar({ length: 200 }).notNull(),
    mime_type: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_claim_files_unique').on(t.claim_id, t.nombre),
    uniqueIndex('identity_claim_files_key_unique').on(t.storage_key),
    check('identity_claim_files_nombre_valid', sql`${t.nombre} in ('frente', 'dorso', 'selfie')`),
  ],
);

/** Pairs staff marked as different people: the duplicates list leaves them out. a_id < b_id. */
export const personaNotDuplicates = pgTable(
  'persona_not_duplicates',
  {
    a_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    b_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    marked_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('persona_not_duplicates_pair').on(t.a_id, t.b_id), check('persona_not_duplicates_order', sql`${t.a_id} < ${t.b_id}`)],
);

/**
 * The possible duplicate pairs (issue 18 §5), one row per pair and rule that matched it: derived
 * data, kept by triggers on `personas` and `users` (migration 0026, decision 184) and never
 * written by the application, so the staff's full list reads an index instead of joining
 * `personas` with itself (17–33 s with 200,000 personas, decision 306). a_id < b_id; a
 * persona's rows go with it (cascade). Backups leave it out: a restore refills it through the
 * same triggers. Pairs staff marked as different people stay here and are filtered on reading.
 */
export const personaDuplicatePairs = pgTable(
  'persona_duplicate_pairs',
  {
    a_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    b_id: integer()
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    motivo: varchar({ length: 20 }).notNull(),
    /** pg_trgm similarity of the normalised names, as similarity() gives it (real). */
    similitud: real().notNull(),
  },
  (t) => [
    // Its order is the list's (a_id desc, b_id desc), read backwards; it also finds a persona's pairs as `a`.
    primaryKey({ columns: [t.a_id, t.b_id, t.motivo] }),
    // A persona's pairs as `b`: the triggers' delete, the cascade and the list of one persona.
    index('persona_duplicate_pairs_b_idx').on(t.b_id),
    check('persona_duplicate_pairs_order', sql`${t.a_id} < ${t.b_id}`),
    check('persona_duplicate_pairs_motivo_valid', sql`${t.motivo} in ('cuit', 'email', 'nombre_fecha')`),
  ],
);
