import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type Nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { lazyModule } from '../lib/lazy-module.js';

// Loaded with the first e-mail, not at start-up (decision 301).
const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the recipient needs. Never logged: it may carry a one-time token (decision 153). */
  link?: string;
}

/**
 * A transport: delivers one message now or throws. Only the mail worker calls it
 * (apps/api/src/mail/worker.ts); services queue mail with enqueueMail (mail/queue.ts).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when a URL is configured; otherwise each message is
 * rendered as a real .eml file in DATA_DIR/outbox, so a bare machine still shows
 * what would have been sent. The log names the file, never the message's link: an
 * activation or reset link is a credential (decision 153).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    let transport: Nodemailer.Transporter | undefined;
    return {
      async send(m) {
        // Bounded waits: a send must end well within the worker's claim lease (decision 241).
        transport ??= nodemailer().createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        });
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  let transport: ReturnType<typeof streamTransport> | undefined;
  const streamTransport = () => nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(m) {
      transport ??= streamTransport();
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await mkdir(opts.outboxDir, { recursive: true });
      // Sortable names: the newest message is the last one listed, also among several the
      // worker writes within one millisecond (the counter), in the order it sends them.
      sequence = (sequence + 1) % 1_000_000;
      const file = path.join(opts.outboxDir, `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, file }, 'e-mail written to the outbox');
    },
  };
}
