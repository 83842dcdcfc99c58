import { boolean, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The registration wizard's progress of an applicant who has no persona yet (issue 14):
 * the step and the form values saved at each Siguiente, so signing in again on any
 * device resumes there. One row per account; deleted when the wizard finishes.
 * `welcome_seen` keeps the welcome dialog to once per account.
 */
export const wizardDrafts = pgTable('wizard_drafts', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: integer().notNull().default(0),
  values: jsonb().$type<Record<string, unknown>>(),
  welcome_seen: boolean().notNull().default(false),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Documents chosen in the wizard, uploaded when chosen (before the persona exists).
 * Finalizar moves the ones still required to `files` and deletes the rest.
 */
export const wizardDraftFiles = pgTable(
  'wizard_draft_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 40 }).notNull(),
    storage_key: varchar({ length: 200 }).notNull(),
    mime_type: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    original_name: varchar({ length: 255 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wizard_draft_files_user_name_unique').on(t.user_id, t.name),
    uniqueIndex('wizard_draft_files_storage_key_unique').on(t.storage_key),
  ],
);
