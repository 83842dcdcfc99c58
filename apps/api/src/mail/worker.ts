import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { MailWorkerConfig } from '../config.js';
import { MAIL_LISTENER_APPLICATION_NAME, type Database } from '../db/client.js';
import type { Mailer } from './mailer.js';
import { claimDue, markAttemptFailed, markSent, purgeFinished, release, type QueuedMail } from './queue.js';
import { scrubMailError } from './scrub-error.js';

/** The channel the mail_queue trigger notifies on commit (migration 0017). */
export const MAIL_CHANNEL = 'ingreso_mail';
/** A claim older than this is taken to belong to a process that died while sending (decision 241). */
export const CLAIM_LEASE_SECONDS = 10 * 60;
/** Messages claimed per statement: small, so a stopping worker has little to hand back. */
const BATCH = 20;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface MailWorker {
  /** Look for due mail now (after a commit that queued some; the trigger does it too). */
  wake(): void;
  /** Sends everything due now, and resolves once none is left (tests; the outbox folder right after a call). */
  drain(): Promise<void>;
  /** Stops polling, finishes the message in flight and hands back the rest of its batch; idempotent. */
  stop(): Promise<void>;
}

/** The wait before attempt n + 1 after n failed ones: base, 2·base, 4·base, ... up to max (decision 243). */
export function retryDelayMs(failedAttempts: number, config: Pick<MailWorkerConfig, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * The mail worker of one API process (decisions 240–243): it claims due rows of the mail
 * queue, sends each through the transport (SMTP or the outbox folder) and records the
 * outcome. It wakes on the database's notification of every commit that queued mail
 * (from any process) and polls every `pollMs` besides, for retries that come due and a
 * notification that never arrived. Passes never overlap within a process; across
 * processes the claim keeps each row to one worker.
 */
export async function startMailWorker(opts: {
  database: Database;
  transport: Mailer;
  config: MailWorkerConfig;
  log: FastifyBaseLogger;
}): Promise<MailWorker> {
  const { database, transport, config, log } = opts;
  const db = database.db;
  // Unique per process and start: a claim names its worker, and only that worker records the outcome.
  const id = `${os.hostname().slice(0, 30)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  /** The pass running now; a new one starts only after it. */
  let running: Promise<void> | null = null;
  /** Woken during a pass: run another one right after it. */
  let again = false;
  let lastPurge = 0;
  /** How many rows the latest pass claimed: drain() stops after a pass that found none. */
  let lastClaimed = 0;

  async function deliver(mail: QueuedMail): Promise<void> {
    try {
      if (mail.text === null || mail.html === null) throw new Error('el mensaje no tiene cuerpo');
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (err) {
      const error = scrubMailError(err);
      const final = mail.attempts >= config.maxAttempts;
      const retryIn = final ? null : retryDelayMs(mail.attempts, config);
      await markAttemptFailed(db, mail.id, id, error, retryIn);
      // The address and the subject, never the body or a link (decision 153).
      log.warn(
        { mailId: mail.id, to: mail.recipient, subject: mail.subject, attempts: mail.attempts, error, retryInMs: retryIn },
        final ? 'e-mail failed for good' : 'e-mail not sent, will retry',
      );
      return;
    }
    await markSent(db, mail.id, id);
  }

  /** Claims and sends batches until none is due; answers how many it claimed. */
  async function pass(): Promise<number> {
    let claimed = 0;
    for (;;) {
      if (stopped) return claimed;
      // The UPDATE returns its rows in no particular order: send them in the order they were queued.
      const batch = (await claimDue(db, id, BATCH, CLAIM_LEASE_SECONDS)).sort((a, b) => a.id - b.id);
      claimed += batch.length;
      for (let i = 0; i < batch.length; i++) {
        if (stopped) {
          await release(
            db,
            batch.slice(i).map((m) => m.id),
            id,
          );
          return claimed;
        }
        await deliver(batch[i]);
      }
      if (batch.length < BATCH) break;
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeFinished(db, config.retentionDays);
    }
    return claimed;
  }

  /** Runs passes until one was not woken in the middle; errors are logged and the poll retries. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = (async () => {
      do {
        again = false;
        try {
          lastClaimed = await pass();
        } catch (err) {
          lastClaimed = 0;
          if (!stopped) log.error({ err: scrubMailError(err) }, 'mail queue pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(run, config.pollMs);
    });
    return running;
  }

  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await database.listen(
      MAIL_CHANNEL,
      {
        notify: () => void run(),
        lost: (err) => log.warn({ err: err.message }, 'mail wake-ups lost; polling only'),
      },
      MAIL_LISTENER_APPLICATION_NAME,
    );
  } catch (err) {
    // Polling alone still delivers everything, a poll interval later.
    log.warn({ err: scrubMailError(err) }, 'mail wake-ups unavailable; polling only');
  }
  void run();

  return {
    wake: () => void run(),
    async drain() {
      // run() during a pass asks for one more after it: that pass starts after this call, so it
      // sees everything committed before it (claimed by it, or already by another process).
      do await run();
      while (!stopped && lastClaimed > 0);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.().catch(() => undefined);
      while (running) await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's mail worker: tests drain it before reading what was sent. */
    mailWorker: MailWorker;
  }
}
