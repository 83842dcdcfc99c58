import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mailQueue, type MailStatus } from '../db/schema/index.js';
import type { MailMessage } from './mailer.js';

/** What a queued message is about: it shows in the history of that enrolment, or of every enrolment of that persona. */
export interface MailAbout {
  inscriptoId?: number;
  personaId?: number;
}

/**
 * THE way to send an e-mail (issue 16, decision 240): writes it to the mail queue inside
 * the caller's transaction `tx`, so the message exists if and only if the change that
 * causes it commits. The worker of some API process sends it shortly after the commit
 * (woken by the commit itself, decision 242), retries it with backoff and records the
 * outcome. Never call a transport directly from a service.
 *
 * `about` ties the message to an enrolment (estado changes, waitlist promotions) or a
 * persona (data corrections), so staff see its delivery in the enrolment's history.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage, about: MailAbout = {}): Promise<void> {
  await enqueueMails(tx, [{ message, about }]);
}

/** Several messages in one INSERT (a bulk estado change queues one per changed enrolment), in the order given. */
export async function enqueueMails(tx: DbOrTx, mails: { message: MailMessage; about?: MailAbout }[]): Promise<void> {
  if (!mails.length) return;
  await tx.insert(mailQueue).values(
    mails.map(({ message, about = {} }) => ({
      recipient: message.to,
      subject: message.subject.slice(0, 300),
      text: message.text,
      html: message.html,
      inscripto_id: about.inscriptoId ?? null,
      persona_id: about.personaId ?? null,
    })),
  );
}

export type QueuedMail = typeof mailQueue.$inferSelect;

/**
 * Claims up to `limit` due messages for `worker`, in one statement: rows still queued
 * whose retry time has come, and rows claimed longer than `leaseSeconds` ago (a process
 * that died while sending). FOR UPDATE SKIP LOCKED leaves alone the rows another
 * process is claiming at this moment, and the row is re-checked once locked, so two
 * processes never claim the same row (decision 241). On PGlite (one connection) the
 * statements simply take turns; the status change is what keeps a row from being claimed twice.
 */
export async function claimDue(db: DbOrTx, worker: string, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      or(
        and(eq(mailQueue.status, 'queued'), sql`${mailQueue.next_attempt_at} <= now()`),
        and(eq(mailQueue.status, 'sending'), sql`${mailQueue.claimed_at} < now() - make_interval(secs => ${leaseSeconds})`),
      ),
    )
    .orderBy(asc(mailQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailQueue)
    .set({ status: 'sending', attempts: sql`${mailQueue.attempts} + 1`, claimed_at: sql`now()`, claimed_by: worker })
    .where(inArray(mailQueue.id, due))
    .returning();
}

/** Only the worker that holds the claim may record the outcome. */
const claimedBy = (id: number, worker: string) =>
  and(eq(mailQueue.id, id), eq(mailQueue.status, 'sending'), eq(mailQueue.claimed_by, worker));

/** Sent: the bodies (which may hold a one-time link) are erased at once (decision 245). */
export async function markSent(db: DbOrTx, id: number, worker: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'sent', sent_at: sql`now()`, text: null, html: null, last_error: null, claimed_at: null, claimed_by: null })
    .where(claimedBy(id, worker));
}

/** A failed attempt: back to the queue after `retryInMs`, or failed for good when `final`. */
export async function markAttemptFailed(db: DbOrTx, id: number, worker: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(mailQueue)
    .set(
      retryInMs === null
        ? { status: 'failed', last_error: error, claimed_at: null, claimed_by: null }
        : {
            status: 'queued',
            last_error: error,
            claimed_at: null,
            claimed_by: null,
            next_attempt_at: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(claimedBy(id, worker));
}

/** A claimed message this worker will not try after all (it is stopping): queued again, the attempt not counted. */
export async function release(db: DbOrTx, ids: number[], worker: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ status: 'queued', attempts: sql`greatest(${mailQueue.attempts} - 1, 0)`, claimed_at: null, claimed_by: null })
    .where(and(inArray(mailQueue.id, ids), eq(mailQueue.status, 'sending'), eq(mailQueue.claimed_by, worker)));
}

/**
 * The retention sweep (decision 245): a failed message's bodies go after `days`; a finished
 * account e-mail (tied to no enrolment or persona) goes whole after `days`. Messages about an
 * enrolment keep their row without bodies: they are part of its history.
 */
export async function purgeFinished(db: DbOrTx, days: number): Promise<void> {
  const old = lt(mailQueue.created_at, sql`now() - make_interval(days => ${days})`);
  const finished = inArray(mailQueue.status, ['sent', 'failed']);
  await db.delete(mailQueue).where(and(finished, old, isNull(mailQueue.inscripto_id), isNull(mailQueue.persona_id)));
  await db
    .update(mailQueue)
    .set({ text: null, html: null })
    .where(and(eq(mailQueue.status, 'failed'), old, or(isNotNull(mailQueue.text), isNotNull(mailQueue.html))));
}

/** One e-mail as the enrolment's history shows it: to whom, what, and how its delivery went. */
export interface MailDelivery {
  id: number;
  created_at: Date;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
}

/** The e-mails about an enrolment and about its persona, newest first. */
export async function mailsAbout(db: DbOrTx, inscriptoId: number, personaId: number): Promise<MailDelivery[]> {
  return db
    .select({
      id: mailQueue.id,
      created_at: mailQueue.created_at,
      to: mailQueue.recipient,
      subject: mailQueue.subject,
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      last_error: mailQueue.last_error,
      next_attempt_at: mailQueue.next_attempt_at,
      sent_at: mailQueue.sent_at,
    })
    .from(mailQueue)
    .where(or(eq(mailQueue.inscripto_id, inscriptoId), and(eq(mailQueue.persona_id, personaId), isNull(mailQueue.inscripto_id))))
    .orderBy(sql`${mailQueue.created_at} desc, ${mailQueue.id} desc`);
}
