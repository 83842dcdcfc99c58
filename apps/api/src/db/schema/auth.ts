import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  /** The scope of the users who hold it: 'admin' for staff, 'user' for applicants. */
  name: varchar({ length: 50 }).notNull(),
  /** The group shown to staff (Administrador, Bedelía, User, ...). */
  description: varchar({ length: 100 }).notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    password_hash: varchar({ length: 255 }).notNull(),
    role_id: integer()
      .notNull()
      .references(() => roles.id),
    email_verified_at: timestamp({ withTimezone: true }),
    /** Bumped on password change so other sessions can be revoked. */
    password_changed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** Bearer sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar({ length: 64 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    /** When the holder last confirmed their password for a sensitive change (issue 17 §2). */
    reauthenticated_at: timestamp({ withTimezone: true }),
    /** Wrong confirmations in this session: the fifth ends it. */
    reauth_failures: integer().notNull().default(0),
    ip: varchar({ length: 64 }),
    user_agent: varchar({ length: 255 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** Single-use e-mail verification and password reset tokens, stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).$type<'verify' | 'reset'>().notNull(),
    token_hash: varchar({ length: 64 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.token_hash), index('auth_tokens_user_idx').on(t.user_id, t.kind)],
);

/**
 * Login attempts counted before the password is compared (decisions 146 and 147), one row
 * per key: `<e-mail>|<address>` (at most 5 per 15 minutes) and `<e-mail>` alone (at most
 * 10 from anywhere, then a growing wait). Kept in the database so that several API
 * processes throttle together; a successful login or a password reset deletes the rows.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar({ length: 400 }).primaryKey(),
  /** Attempts reserved in the current window, refused ones included: over the limit means locked. */
  failures: integer().notNull().default(0),
  window_started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Set when the limit is passed: until then every attempt is refused without comparing. */
  locked_until: timestamp({ withTimezone: true }),
  /** Locks in a row without a success: each one waits twice as long as the one before. */
  lockouts: integer().notNull().default(0),
  /** When the owner was e-mailed about this key's lock; once until a success or a reset. */
  notified_at: timestamp({ withTimezone: true }),
});
