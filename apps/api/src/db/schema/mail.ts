import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { inscriptos } from './inscripciones.js';
import { personas } from './personas.js';

/** Where a queued e-mail stands (decision 240). */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The transactional outbox (issue 16, decisions 240–246). Every e-mail is a row written
 * in the transaction of the change that causes it, so a change that rolls back sends
 * nothing and a committed one is never lost; the worker of each API process
 * (apps/api/src/mail/worker.ts) claims due rows with FOR UPDATE SKIP LOCKED, sends them
 * and marks them sent or failed.
 *
 * `text` and `html` may hold a one-time link (activation, reset): they are erased as soon
 * as the message is sent, and a failed message's after MAIL_RETENTION_DAYS (decision 245).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    /** The bodies; null once the message is sent (or failed past the retention period). */
    text: text(),
    html: text(),
    /** The enrolment the message is about (estado changes): it shows in that enrolment's history. */
    inscripto_id: integer().references(() => inscriptos.id, { onDelete: 'cascade' }),
    /** The persona the message is about (data corrections): it shows in the history of their enrolments. */
    persona_id: integer().references(() => personas.id, { onDelete: 'cascade' }),
    status: varchar({ length: 10 }).$type<MailStatus>().notNull().default('queued'),
    /** Delivery attempts started so far (a claim counts as one). */
    attempts: smallint().notNull().default(0),
    /** A queued row is not claimed before this (the retry backoff). */
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the row was claimed, and by which worker: a claim older than the lease is taken over. */
    claimed_at: timestamp({ withTimezone: true }),
    claimed_by: varchar({ length: 64 }),
    /** The last delivery error, without links or credentials (decision 244). */
    last_error: varchar({ length: 500 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('mail_queue_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    // The worker's claim reads only rows still to send, oldest first: a small index however long the history grows.
    index('mail_queue_due_idx')
      .on(t.id)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_queue_inscripto_idx')
      .on(t.inscripto_id)
      .where(sql`${t.inscripto_id} is not null`),
    index('mail_queue_persona_idx')
      .on(t.persona_id)
      .where(sql`${t.persona_id} is not null`),
    // The retention sweep finds old finished rows by their date.
    index('mail_queue_created_idx').on(t.created_at),
  ],
);
