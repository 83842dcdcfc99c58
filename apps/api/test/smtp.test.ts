import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from './harness.js';

/** SMTP_URL set: messages go out through nodemailer to a real SMTP server started here. */
describe('e-mail over SMTP', () => {
  const received: Array<{ to: string[]; data: string }> = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as { port: number }).port;
    t = await startTestApp('pglite', { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the activation e-mail in Spanish naming the faculty, and writes nothing to the outbox', async () => {
    const res = await t.call('POST', '/api/register/', {
      body: { name: 'Sofía Smtp', email: 'sofia@correo.test', password: 'secreta1', c_password: 'secreta1' },
    });
    expect(res.status).toBe(201);
    // The mail worker sends it after the commit; draining waits for that.
    await t.app.mailWorker.drain();
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['sofia@correo.test']);
    const flat = received[0].data.replace(/=\r?\n/g, '');
    expect(flat).toContain('Facultad Regional de Ingenier');
    expect(flat).toMatch(/http:\/\/portal\.test\/auth\/verify-account\/[A-Za-z0-9_-]{20,}/);
    expect(await t.outbox()).toHaveLength(0);
  });
});
