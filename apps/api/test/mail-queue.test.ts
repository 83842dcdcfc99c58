import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../src/db/client.js';
import { mailQueue } from '../src/db/schema/index.js';
import { createMailer } from '../src/mail/mailer.js';
import { enqueueMail } from '../src/mail/queue.js';
import { retryDelayMs, startMailWorker } from '../src/mail/worker.js';
import { databaseKinds, freshDatabase } from './db.js';
import { insertInstancia, insertPersona } from './fixtures/rows.js';
import { ADMIN, startTestApp, type TestApp } from './harness.js';

/**
 * Issue 16, durable e-mail (decisions 240–246): every message is a mail_queue row written in
 * the transaction of its change and sent by a worker, against a real SMTP server started here.
 */

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A real SMTP server that refuses every recipient with a 451 while `refusing`, then accepts. */
async function startSmtp() {
  const received: Array<{ to: string; messageId: string; data: string }> = [];
  const state = { refusing: false, refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refusing) return callback();
      state.refusals++;
      // The reply echoes a link, as some servers do: it must not reach the queue, the log or staff.
      const err = Object.assign(
        new Error('Buzón ocupado, probá más tarde: http://portal.test/auth/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        {
          responseCode: 451,
        },
      );
      callback(err);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        const messageId = /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim() ?? '';
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, messageId, data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (checking the database, never a fixed sleep as the assertion) until `done` holds. */
async function until(what: string, done: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const rows = (db: Database['db']) => db.select().from(mailQueue).orderBy(asc(mailQueue.id));
const message = (i: number, tag: string) => ({
  to: `destino.${tag}.${i}@correo.test`,
  subject: `Mensaje ${tag} ${i}`,
  text: `Texto ${i}`,
  html: `<p>Texto ${i}</p>`,
});

it('the retry wait doubles from the base up to the maximum', () => {
  const config = { retryBaseMs: 5_000, retryMaxMs: 60_000 };
  expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, config))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
});

describe.each(databaseKinds)('mail queue on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' });
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('while the SMTP server refuses, messages wait with backoff; once it accepts, each arrives exactly once and keeps no body', async () => {
    smtp.state.refusing = true;
    const emails = [0, 1, 2].map((i) => `refused.${kind}.${i}.${Date.now()}@correo.test`);
    for (const email of emails) {
      const res = await t.call('POST', '/api/register/', {
        body: { name: 'Aspirante Paciente', email, password: 'Clave-Larga-2026', c_password: 'Clave-Larga-2026' },
      });
      expect(res.status).toBe(201);
    }
    const mine = async () => (await rows(t.database.db)).filter((r) => emails.includes(r.recipient));
    // Each refused at least twice: the worker retries on its own.
    await until('two refusals of each message', async () => (await mine()).every((r) => r.attempts >= 2));
    for (const row of await mine()) {
      expect(row.status === 'queued' || row.status === 'sending').toBe(true);
      expect(row.last_error).toContain('451');
      // The link the server echoed, and the message's own link, are not kept.
      expect(row.last_error).not.toMatch(/reset-password\/A{20}/);
      expect(row.last_error).not.toMatch(/verify-account\//);
      expect(row.text).toContain('/auth/verify-account/');
    }
    expect(smtp.received.filter((m) => emails.includes(m.to))).toHaveLength(0);

    smtp.state.refusing = false;
    await until('every message sent', async () => (await mine()).every((r) => r.status === 'sent'));
    await t.app.mailWorker.drain();
    const arrived = smtp.received.filter((m) => emails.includes(m.to));
    expect(arrived.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect(new Set(arrived.map((m) => m.messageId)).size).toBe(emails.length);
    for (const row of await mine()) {
      expect(row.sent_at).not.toBeNull();
      expect(row.last_error).toBeNull();
      // The one-time link leaves the database with the message (decision 245).
      expect(row.text).toBeNull();
      expect(row.html).toBeNull();
    }
  });

  it("staff see the estado e-mail's delivery in the enrolment's history: queued with its attempts, then sent", async () => {
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    const persona = await insertPersona(t.database.db, { userId: null, email: `historial.${kind}.${Date.now()}@correo.test` });
    const created = await t.call('POST', '/api/inscriptos/', {
      token: admin,
      body: { persona_id: persona.id, instancia_id: instancia.id },
    });
    expect(created.status).toBe(201);
    const id = created.body.inscripto.id as number;

    smtp.state.refusing = true;
    expect(
      (
        await t.call('PUT', `/api/inscriptos/set_estado/${id}`, {
          token: admin,
          body: { estado_id: 2, override_motivo: 'Aprobada sin revisar documentos' },
        })
      ).status,
    ).toBe(200);
    await until('a refused attempt', async () => {
      const [row] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.inscripto_id, id));
      return row !== undefined && row.attempts >= 1 && row.status === 'queued';
    });
    const waiting = await t.call('GET', `/api/inscriptos/${id}`, { token: admin });
    const queued = waiting.body.historial.find((e: { action: string }) => e.action === 'correo');
    expect(queued.correo).toMatchObject({ to: persona.email, status: 'queued', subject: expect.stringContaining('aprobada') });
    expect(queued.correo.attempts).toBeGreaterThanOrEqual(1);
    expect(queued.correo.last_error).toContain('451');
    // Newest first, the change that caused it (with its audited override of the document
    // rule, issue 15) and the e-mail right below it.
    const actions = waiting.body.historial.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 3)).toEqual(['inscripcion.estado', 'inscripcion.aprobar_forzado', 'correo']);

    smtp.state.refusing = false;
    await until('the estado e-mail sent', async () => {
      const [row] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.inscripto_id, id));
      return row?.status === 'sent';
    });
    const after = await t.call('GET', `/api/inscriptos/${id}`, { token: admin });
    const sent = after.body.historial.find((e: { action: string }) => e.action === 'correo');
    expect(sent.correo).toMatchObject({ status: 'sent', last_error: null, next_attempt_at: null });
    expect(sent.correo.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.correo.sent_at).not.toBeNull();
    expect(smtp.received.filter((m) => m.to === persona.email)).toHaveLength(1);
  });

  it('a change whose transaction rolls back queues nothing and sends nothing', async () => {
    const before = smtp.received.length;
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, message(0, `rollback-${kind}`));
        throw new Error('el cambio falla después de encolar el correo');
      }),
    ).rejects.toThrow('el cambio falla');
    // A real change refused half-way: an estado change of an enrolment that does not exist.
    expect((await t.call('PUT', '/api/inscriptos/set_estado/99999999', { token: admin, body: { estado_id: 2 } })).status).toBe(404);
    await t.app.mailWorker.drain();
    expect((await rows(db)).filter((r) => r.recipient.startsWith(`destino.rollback-${kind}`))).toHaveLength(0);
    expect(smtp.received.length).toBe(before);
  });

  it('two workers (two processes on PostgreSQL, two pools) on one database never send a message twice', async () => {
    const first = await freshDatabase(kind);
    // On PostgreSQL a second pool to the same database, as a second process would have; PGlite is one connection.
    const second =
      kind === 'postgres'
        ? openDatabase({ url: (first.db as unknown as { $client: pg.Pool }).$client.options.connectionString!, poolSize: 3 })
        : first;
    const tag = `twice-${kind}`;
    const N = 40;
    const config = { pollMs: 20, maxAttempts: 5, retryBaseMs: 50, retryMaxMs: 200, retentionDays: 7 };
    const transport = createMailer({ smtpUrl: smtp.url, from: 'Ingreso <no-responder@ingreso.test>', outboxDir: '', log: quiet });
    const workers = [
      await startMailWorker({ database: first, transport, config, log: quiet }),
      await startMailWorker({ database: second, transport, config, log: quiet }),
    ];
    try {
      // Queued in several transactions, so both workers are woken again and again while they send.
      for (let batch = 0; batch < 4; batch++) {
        await first.db.transaction(async (tx) => {
          for (let i = batch * 10; i < batch * 10 + 10; i++) await enqueueMail(tx, message(i, tag));
        });
      }
      await until('every message sent', async () => {
        const [r] = await first.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailQueue)
          .where(sql`${mailQueue.status} = 'sent' and ${mailQueue.recipient} like ${`destino.${tag}.%`}`);
        return r.n === N;
      });
      await Promise.all(workers.map((w) => w.drain()));
      const arrived = smtp.received.filter((m) => m.to.startsWith(`destino.${tag}.`));
      expect(arrived).toHaveLength(N);
      expect(new Set(arrived.map((m) => m.to)).size).toBe(N);
      const all = (await rows(first.db)).filter((r) => r.recipient.startsWith(`destino.${tag}.`));
      expect(all.every((r) => r.attempts === 1 && r.status === 'sent')).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      if (second !== first) await second.close();
      await first.close();
    }
  });
});

describe.each(databaseKinds)('the outbox folder on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('without SMTP_URL each message becomes one .eml in DATA_DIR/outbox, and its row keeps no body', async () => {
    const email = `carpeta.${kind}.${Date.now()}@correo.test`;
    const res = await t.call('POST', '/api/register/', {
      body: { name: 'Aspirante Local', email, password: 'Clave-Larga-2026', c_password: 'Clave-Larga-2026' },
    });
    expect(res.status).toBe(201);
    const mails = (await t.outbox()).filter((m) => m.toLowerCase().includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0].replace(/=\r?\n/g, '')).toMatch(/\/auth\/verify-account\/[A-Za-z0-9_-]{20,}/);
    const [row] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: null, html: null });
  });
});
