import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../db.js';
import { lastLinkToken, signUp, startTestApp, type TestApp } from '../harness.js';
import { ACCOUNT_LINKS_PER_HOUR } from '../../src/modules/auth/auth.service.js';

let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${n++}@correo.test`;

/**
 * Issue 16: anyone may ask for a reset or an activation link for any address, so one address
 * gets at most ACCOUNT_LINKS_PER_HOUR of each per hour, however many requests arrive at once.
 */
describe.each(databaseKinds)('account e-mails per address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = async (address: string, subject: RegExp) =>
    (await t.outbox()).filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`) && subject.test(m));

  it('20 simultaneous forgot-password requests send at most the cap, answer alike, and the last link works', async () => {
    const who = { name: 'Muchos Pedidos', email: uniqueEmail('reset'), password: 'Clave-Larga-2026' };
    await signUp(t, who);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/api/forgotpassword', { body: { email: who.email } })),
    );
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect(answers[0].status).toBe(200);
    expect(await mailsTo(who.email, /reset-password/)).toHaveLength(ACCOUNT_LINKS_PER_HOUR);
    const token = await lastLinkToken(t, '/auth/reset-password/');
    const reset = await t.call('POST', '/api/resetpassword', {
      body: { token, password: 'Otra-Clave-Larga-2026', c_password: 'Otra-Clave-Larga-2026' },
    });
    expect(reset.status).toBe(200);
  });

  it('activation e-mails count the one sent at registration', async () => {
    const email = uniqueEmail('activa');
    const reg = await t.call('POST', '/api/register/', {
      body: { name: 'Sin Activar', email, password: 'Clave-Larga-2026', c_password: 'Clave-Larga-2026' },
    });
    expect(reg.status).toBe(201);
    for (let i = 0; i < 6; i++) expect((await t.call('POST', '/api/verify-account/resend', { body: { email } })).status).toBe(200);
    expect(await mailsTo(email, /verify-account/)).toHaveLength(ACCOUNT_LINKS_PER_HOUR);
    // The newest link sent activates the account.
    const token = await lastLinkToken(t, '/auth/verify-account/');
    expect((await t.call('POST', '/api/verify-account', { body: { token } })).status).toBe(200);
  });
});
