import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../db.js';
import { ADMIN, lastLinkToken, startTestApp, type TestApp } from '../harness.js';
import { wizardPayload } from '../fixtures/personas.js';
import { REDACTED, redactUrl } from '../../src/plugins/logging.js';
import { multipart, pdf, rawCall } from './support.js';

/**
 * Secrets never reach the log (issue 17 §6, decision 153). A whole journey runs over
 * HTTP on a server that logs everything (`trace`) to a captured stream: register,
 * activate from the outbox link, log in, forgot-password and reset from the outbox
 * link, upload a document, mint and open its signed link, log out. Every secret the
 * journey saw (session tokens, activation and reset tokens, the links that carry
 * them, link signatures, bearer headers, passwords) must be absent from every line.
 */
describe.each(databaseKinds)('secrets in the log on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const secrets = new Set<string>();
  /** A secret, and the forms it would take in a log line (a JSON string escapes nothing in these alphabets). */
  const secret = (value: string | null | undefined) => {
    if (value) secrets.add(value);
    return value ?? '';
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('logs the journey, and no token, link, signature, bearer or password appears in any line', async () => {
    const email = `bitacora.${Date.now()}@correo.test`;
    const password = secret('Clave-Del-Registro-2026');
    secret(ADMIN.password);

    // Register and activate from the e-mailed link, as the browser would open it.
    expect(
      (await t.call('POST', '/api/register/', { body: { name: 'Aspirante Bitácora', email, password, c_password: password } })).status,
    ).toBe(201);
    const activation = secret(await lastLinkToken(t, '/auth/verify-account/'));
    secret(`/auth/verify-account/${activation}`);
    await rawCall(t, 'GET', `/auth/verify-account/${activation}`);
    expect((await t.call('POST', '/api/verify-account', { body: { token: activation } })).status).toBe(200);

    // Log in, forget the password, reset it from the e-mailed link.
    const firstSession = secret((await t.call('POST', '/api/login/', { body: { email, password } })).body.token);
    secret(`Bearer ${firstSession}`);
    expect((await t.call('POST', '/api/userinfo/', { token: firstSession })).status).toBe(200);
    expect((await t.call('POST', '/api/forgotpassword', { body: { email } })).status).toBe(200);
    const reset = secret(await lastLinkToken(t, '/auth/reset-password/'));
    secret(`/auth/reset-password/${reset}`);
    await rawCall(t, 'GET', `/auth/reset-password/${reset}`);
    const newPassword = secret('Clave-Nueva-Del-Reset-2026');
    expect(
      (await t.call('POST', '/api/resetpassword', { body: { token: reset, password: newPassword, c_password: newPassword } })).status,
    ).toBe(200);
    // The reset ended the first session: a call with it is refused (and logged as a request).
    expect((await t.call('POST', '/api/userinfo/', { token: firstSession })).status).toBe(401);

    const session = secret((await t.call('POST', '/api/login/', { body: { email, password: newPassword } })).body.token);
    secret(`Bearer ${session}`);
    const admin = secret((await t.call('POST', '/api/login/', { body: ADMIN })).body.token);

    // A persona, a document, its signed link: minted, opened, opened with a bearer too.
    const created = await t.call('POST', '/api/wizard-persona/', { token: session, body: wizardPayload() });
    expect(created.status).toBe(201);
    const personaId = created.body.persona.id as number;
    const { body, contentType } = multipart([
      { name: 'persona_id', value: String(personaId) },
      { name: 'cuil', filename: 'cuil.pdf', type: 'application/pdf', data: pdf() },
    ]);
    const uploaded = await rawCall(t, 'POST', '/api/files/store_docs_persona', { body, contentType, token: session });
    expect(uploaded.status).toBe(200);
    const persona = await t.call('GET', `/api/personas/${personaId}`, { token: session });
    const link = secret((persona.body.persona.files as Array<{ url: string }>)[0].url);
    const signature = secret(new URL(link, t.baseUrl).searchParams.get('sig'));
    expect(signature.length).toBeGreaterThan(20);
    expect((await rawCall(t, 'GET', link)).status).toBe(200);
    expect((await rawCall(t, 'GET', link, { token: session })).status).toBe(200);
    // A tampered link and a staff call with a query string are logged too.
    expect((await rawCall(t, 'GET', link.replace(signature, `${signature.slice(0, -2)}xx`))).status).toBe(401);
    expect((await t.call('GET', `/api/personas/get_by_dni/30111222?token=${session}`, { token: admin })).status).toBeLessThan(500);

    // Answers that never reach a route: an unknown path, a URL refused before routing, a NUL the database refuses.
    expect((await rawCall(t, 'GET', `/api/no-existe/${session}?sig=${signature}`)).status).toBe(404);
    expect((await rawCall(t, 'GET', `/api/personas/%zz?token=${session}`)).status).toBe(400);
    expect((await rawCall(t, 'GET', `/api/files/${'9'.repeat(120)}?sig=${signature}`)).status).toBe(404);
    expect((await rawCall(t, 'GET', `/api/personas/get_by_dni/%00?token=${session}`, { token: admin })).status).toBeLessThan(500);
    expect((await t.call('POST', '/api/logout', { token: session })).status).toBe(204);
    expect((await rawCall(t, 'GET', link)).status).toBe(401);

    const leaks: string[] = [];
    for (const line of lines) {
      for (const s of secrets) if (line.includes(s)) leaks.push(`${s.slice(0, 12)}… in ${line.slice(0, 300)}`);
    }
    expect(leaks).toEqual([]);

    // The log did record the journey, at every level down to trace, with the URLs redacted.
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(40);
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain('"msg":"e-mail written to the outbox"');
    expect(log).toContain(`/auth/reset-password/${REDACTED}`);
    expect(log).toContain(`/auth/verify-account/${REDACTED}`);
    expect(log).toContain(`sig=${REDACTED}`);
  });

  it('redacts URLs: token segments and every query value, keeping the shape', () => {
    const token = 'a'.repeat(43);
    expect(redactUrl(`/auth/reset-password/${token}`)).toBe(`/auth/reset-password/${REDACTED}`);
    expect(redactUrl(`http://portal.test/auth/verify-account/abc?x=1`)).toBe(
      `http://portal.test/auth/verify-account/${REDACTED}?x=${REDACTED}`,
    );
    expect(redactUrl('/api/files/7?exp=1&sid=2&v=AAAAAAAAAAAAAAAA&sig=zz')).toBe(
      `/api/files/7?exp=${REDACTED}&sid=${REDACTED}&v=${REDACTED}&sig=${REDACTED}`,
    );
    expect(redactUrl(`/api/algo/${token}/x`)).toBe(`/api/algo/${REDACTED}/x`);
    expect(redactUrl('/api/personas/12')).toBe('/api/personas/12');
    expect(redactUrl('/assets/index-1a2b3c4d.js')).toBe('/assets/index-1a2b3c4d.js');
    expect(redactUrl(redactUrl(`/auth/reset-password/${token}?t=1`))).toBe(redactUrl(`/auth/reset-password/${token}?t=1`));
  });
});
