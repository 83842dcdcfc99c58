import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * One staff single sign-on attempt (decisions 140–142). Kept in the database so that
 * a state is used once even with several API processes. The state, the browser cookie
 * and the hand-over code are stored as SHA-256 hashes; the nonce and the PKCE verifier
 * must be sent to the provider as they are, and live for ten minutes at most.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    state_hash: varchar({ length: 64 }).notNull(),
    /** Hash of the HttpOnly cookie set by the start: the callback must come from the same browser. */
    browser_hash: varchar({ length: 64 }).notNull(),
    nonce: varchar({ length: 128 }).notNull(),
    code_verifier: varchar({ length: 128 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The provider must send the browser back before this. */
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Set by the first callback that names the state: a second one is a replay. */
    state_used_at: timestamp({ withTimezone: true }),
    /** The staff account the provider's verified e-mail matched. */
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the one-time code the SPA exchanges for the session (one minute, one use). */
    handoff_hash: varchar({ length: 64 }),
    handoff_expires_at: timestamp({ withTimezone: true }),
    handoff_used_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_logins_state_hash_unique').on(t.state_hash),
    uniqueIndex('sso_logins_handoff_hash_unique').on(t.handoff_hash),
    index('sso_logins_created_idx').on(t.created_at),
  ],
);
