import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { msg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, lastLinkToken, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { authTokens, sessions, users } from '../../db/schema/index.js';
import { MAX_LOGIN_FAILURES } from './auth.service.js';

function expectErrorShape(body: any) {
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.error)).toBe(true);
  expect(body.error[0].message).toBeTypeOf('string');
  expect(typeof body.errors).toBe('object');
}

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

describe.each(databaseKinds)('account calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('registration and verification', () => {
    it('registers, e-mails a Spanish activation link and refuses login until it is opened', async () => {
      const email = uniqueEmail('ana');
      const reg = await t.call('POST', '/api/register/', {
        body: { name: 'Ana Pérez', email, password: 'secreta1', c_password: 'secreta1' },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.message).toBe(msg.registration.success);

      const mails = await t.outbox();
      const mail = mails.at(-1)!;
      expect(mail).toContain(`To: ${email}`);
      expect(mail).toContain('Sistema de Ingreso');
      expect(mail.replace(/=\r?\n/g, '')).toContain('http://portal.test/auth/verify-account/');

      const early = await t.call('POST', '/api/login/', { body: { email, password: 'secreta1' } });
      expect(early.status).toBe(403);
      expect(early.body.code).toBe('account_not_verified');
      expect(early.body.message).toBe(msg.login.notVerified);

      const token = await lastLinkToken(t, '/auth/verify-account/');
      const stored = await t.database.db.select().from(authTokens);
      expect(stored.some((r) => r.token_hash === token)).toBe(false);

      const ok = await t.call('POST', '/api/verify-account', { body: { token } });
      expect(ok.status).toBe(200);
      const again = await t.call('POST', '/api/verify-account', { body: { token } });
      expect(again.status).toBe(400);
      // Used once already: the account is active, and the link says so instead of "no es válido".
      expect(again.body).toMatchObject({ code: 'account_already_active', message: msg.verify.alreadyActive });

      const login = await t.call('POST', '/api/login/', { body: { email: email.toUpperCase(), password: 'secreta1' } });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ scope: 'user', state_data: { input_data: false }, persona: null });
      expect(login.body.user.id).toBeTypeOf('number');
      expect(login.body.user.role[0]).toEqual({ name: 'user', description: 'User' });
      expect(login.body.token.length).toBeGreaterThan(30);
    });

    it('resends the activation e-mail; only the newest link works', async () => {
      const email = uniqueEmail('resend');
      await t.call('POST', '/api/register/', { body: { name: 'Rosa Ríos', email, password: 'secreta1', c_password: 'secreta1' } });
      const first = await lastLinkToken(t, '/auth/verify-account/');
      const resend = await t.call('POST', '/api/verify-account/resend', { body: { email } });
      expect(resend.status).toBe(200);
      expect(resend.body.message).toBe(msg.verify.resent);
      const second = await lastLinkToken(t, '/auth/verify-account/');
      expect(second).not.toBe(first);
      // The older link says a newer one was sent (decision 129), and does not activate.
      const older = await t.call('POST', '/api/verify-account', { body: { token: first } });
      expect(older.status).toBe(400);
      expect(older.body).toMatchObject({ code: 'superseded_token', message: msg.verify.superseded });
      expect((await t.call('POST', '/api/login/', { body: { email, password: 'secreta1' } })).body.code).toBe('account_not_verified');
      expect((await t.call('POST', '/api/verify-account', { body: { token: second } })).status).toBe(200);
      // After activation, any of its links says the account is active.
      const later = await t.call('POST', '/api/verify-account', { body: { token: first } });
      expect(later.body).toMatchObject({ code: 'account_already_active', message: msg.verify.alreadyActive });
      // A link that never existed keeps the seed's text.
      const unknownLink = await t.call('POST', '/api/verify-account', { body: { token: 'x'.repeat(43) } });
      expect(unknownLink.status).toBe(400);
      expect(unknownLink.body).toMatchObject({ code: 'invalid_token', message: msg.verify.failure });
      // The same answer for an unknown address: nothing to learn from it.
      const unknown = await t.call('POST', '/api/verify-account/resend', { body: { email: uniqueEmail('nadie') } });
      expect(unknown.body.message).toBe(msg.verify.resent);
    });

    it('answers a taken e-mail (any letter case) exactly like a new one, creates nothing and e-mails the owner (decision 149)', async () => {
      const email = uniqueEmail('dup');
      const first = await t.call('POST', '/api/register/', {
        body: { name: 'Primera', email, password: 'secreta1', c_password: 'secreta1' },
      });
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      const mailsBefore = (await t.outbox()).length;
      const dup = await t.call('POST', '/api/register/', {
        body: { name: 'Segunda', email: email.toUpperCase(), password: 'Otra clave 2026', c_password: 'Otra clave 2026' },
      });
      expect(dup.status).toBe(first.status);
      expect(dup.status).toBe(201);
      expect(dup.body).toEqual(first.body);
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(after[0].n).toBe(before[0].n);
      const mails = await t.outbox();
      // One e-mail either way: the owner's, with no activation link.
      expect(mails.length).toBe(mailsBefore + 1);
      const flat = mails[mails.length - 1].replace(/=\r?\n/g, '');
      expect(flat).toContain(`To: ${email}`);
      expect(flat).toMatch(/Alguien intent=C3=B3 crear una cuenta|Alguien intentó crear una cuenta/);
      expect(flat).toContain('http://portal.test/auth/forgot-password');
      expect(flat).not.toContain('/auth/verify-account/');
      // The first password still works; the second one was not stored anywhere.
      await t.call('POST', '/api/verify-account', { body: { token: await lastLinkToken(t, '/auth/verify-account/') } });
      expect((await t.call('POST', '/api/login/', { body: { email, password: 'secreta1' } })).status).toBe(200);
      expect((await t.call('POST', '/api/login/', { body: { email, password: 'Otra clave 2026' } })).status).toBe(401);
    });

    it.each([
      [{}, 'name', msg.required],
      [{ name: 'Jo', email: 'jo@correo.test', password: 'secreta1', c_password: 'secreta1' }, 'name', msg.registration.min3],
      [{ name: 'x'.repeat(51), email: 'jo@correo.test', password: 'secreta1', c_password: 'secreta1' }, 'name', msg.registration.max50],
      [{ name: 'Juan', email: 'no-es-mail', password: 'secreta1', c_password: 'secreta1' }, 'email', msg.login.emailFormat],
      [{ name: 'Juan', email: 'jo@correo.test', password: 'abc', c_password: 'abc' }, 'password', msg.password.min],
      [{ name: 'Juan', email: 'jo@correo.test', password: '1234567', c_password: '1234567' }, 'password', msg.password.min],
      [{ name: 'Juan', email: 'jo@correo.test', password: 'x'.repeat(129), c_password: 'x'.repeat(129) }, 'password', msg.password.max],
      [{ name: 'Juan', email: 'jo@correo.test', password: 'Password1', c_password: 'Password1' }, 'password', msg.password.common],
      [{ name: 'Juan', email: 'jo@correo.test', password: 'qwerty123', c_password: 'qwerty123' }, 'password', msg.password.common],
      [{ name: 'Juan', email: 'jo@correo.test', password: 'contraseña', c_password: 'contraseña' }, 'password', msg.password.common],
      [
        { name: 'Juan', email: 'jo@correo.test', password: 'secreta1', c_password: 'otra' },
        'c_password',
        msg.registration.passwordsMustMatch,
      ],
    ])('registration rule %#: %s → %s', async (body, field, message) => {
      const res = await t.call('POST', '/api/register/', { body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors[field]).toContain(message);
    });
  });

  describe('login and sessions', () => {
    it('logs the administrator in with scope admin', async () => {
      const res = await t.call('POST', '/api/login/', { body: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body.scope).toBe('admin');
      expect(res.body.persona).toBeNull();
      const info = await t.call('POST', '/api/userinfo/', { token: res.body.token });
      expect(info.status).toBe(200);
      expect(info.body.user).toMatchObject({ email: ADMIN.email, scope: 'admin' });
    });

    it('answers a wrong password and an unknown address the same way', async () => {
      const wrong = await t.call('POST', '/api/login/', { body: { email: ADMIN.email, password: 'incorrecta' } });
      const unknown = await t.call('POST', '/api/login/', { body: { email: uniqueEmail('x'), password: 'incorrecta' } });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expectErrorShape(res.body);
        expect(res.body.message).toBe(msg.login.invalidCredentials);
      }
    });

    it.each([
      [{ email: 'nope', password: 'secreta' }, 'email', msg.login.emailFormat],
      [{ email: 'a@b.co', password: 'secreta' }, 'email', undefined],
      [{ email: `${'a'.repeat(45)}@b.com`, password: 'secreta' }, 'email', msg.login.max50],
      [{ email: 'ana@correo.test', password: 'ab' }, 'password', msg.login.min3],
      [{ email: 'ana@correo.test' }, 'password', msg.required],
    ])('login rule %#', async (body, field, message) => {
      const res = await t.call('POST', '/api/login/', { body });
      if (message === undefined) {
        expect(res.status).toBe(401);
        return;
      }
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toContain(message);
    });

    it('throttles repeated failures per e-mail and address with a 429', async () => {
      const who = { name: 'Tomás Torres', email: uniqueEmail('throttle'), password: 'secreta1' };
      await signUp(t, who);
      for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
        const r = await t.call('POST', '/api/login/', { body: { email: who.email, password: 'mala-clave' } });
        expect(r.status).toBe(401);
      }
      const locked = await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('throttled');
      expect(locked.body.message).toBe(msg.login.throttled(15));
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      // Another address is not locked out by someone else's failures.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        remoteAddress: '10.1.2.3',
        payload: { email: who.email, password: who.password },
      });
      expect(other.statusCode).toBe(200);
    });

    it('logout revokes the token', async () => {
      const login = await signUp(t, { name: 'Lucía Luna', email: uniqueEmail('logout'), password: 'secreta1' });
      expect((await t.call('POST', '/api/userinfo/', { token: login.token })).status).toBe(200);
      expect((await t.call('POST', '/api/logout', { token: login.token })).status).toBe(204);
      const after = await t.call('POST', '/api/userinfo/', { token: login.token });
      expect(after.status).toBe(401);
      expectErrorShape(after.body);
    });

    it('expires a session after 30 minutes without use, and after its absolute lifetime', async () => {
      const login = await signUp(t, { name: 'Inés Idle', email: uniqueEmail('idle'), password: 'secreta1' });
      const db = t.database.db;
      const [{ user_id }] = await db.select({ user_id: sessions.user_id }).from(sessions).where(eq(sessions.user_id, login.user.id));
      await db
        .update(sessions)
        .set({ last_used_at: new Date(Date.now() - 29 * 60_000) })
        .where(eq(sessions.user_id, user_id));
      expect((await t.call('POST', '/api/userinfo/', { token: login.token })).status).toBe(200);
      await db
        .update(sessions)
        .set({ last_used_at: new Date(Date.now() - 31 * 60_000) })
        .where(eq(sessions.user_id, user_id));
      expect((await t.call('POST', '/api/userinfo/', { token: login.token })).status).toBe(401);

      const again = await t.call('POST', '/api/login/', {
        body: { email: (await db.select().from(users).where(eq(users.id, user_id)))[0].email, password: 'secreta1' },
      });
      expect(again.status).toBe(200);
      await db
        .update(sessions)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(sessions.user_id, user_id));
      expect((await t.call('POST', '/api/userinfo/', { token: again.body.token })).status).toBe(401);
    });

    it('refuses missing, malformed and unknown bearer tokens', async () => {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer' },
        { authorization: 'Basic abc' },
        { authorization: `Bearer ${'x'.repeat(43)}` },
      ]) {
        const res = await t.call('POST', '/api/userinfo/', { headers });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(msg.session.unauthorized);
      }
    });
  });

  describe('password reset', () => {
    it('answers an unknown address with the same neutral text and sends nothing (decision 149)', async () => {
      const before = (await t.outbox()).length;
      const email = uniqueEmail('ghost');
      const res = await t.call('POST', '/api/forgotpassword', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: msg.forgot.sent });
      expect((await t.outbox()).length).toBe(before);
    });

    it('validates the forgot-password e-mail with its own messages', async () => {
      const bad = await t.call('POST', '/api/forgotpassword', { body: { email: 'mal' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.email).toContain(msg.forgot.emailFormat);
      const empty = await t.call('POST', '/api/forgotpassword', { body: { email: '' } });
      expect(empty.body.errors.email).toContain(msg.forgot.required);
    });

    it('resets once with the e-mailed token, revokes old sessions and keeps the token single use', async () => {
      const who = { name: 'Pablo Paz', email: uniqueEmail('reset'), password: 'vieja123' };
      const old = await signUp(t, who);
      const forgot = await t.call('POST', '/api/forgotpassword', { body: { email: who.email } });
      expect(forgot.status).toBe(200);
      expect(forgot.body.message).toBe(msg.forgot.sent);
      const token = await lastLinkToken(t, '/auth/reset-password/');

      const mismatch = await t.call('POST', '/api/resetpassword', { body: { token, password: 'nueva123', c_password: 'otra123' } });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors.c_password).toContain(msg.registration.passwordsMustMatch);

      const ok = await t.call('POST', '/api/resetpassword', { body: { token, password: 'nueva123', c_password: 'nueva123' } });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe(msg.reset.success);
      expect((await t.call('POST', '/api/userinfo/', { token: old.token })).status).toBe(401);
      expect((await t.call('POST', '/api/login/', { body: { email: who.email, password: 'vieja123' } })).status).toBe(401);
      expect((await t.call('POST', '/api/login/', { body: { email: who.email, password: 'nueva123' } })).status).toBe(200);

      const reuse = await t.call('POST', '/api/resetpassword', { body: { token, password: 'otra1234', c_password: 'otra1234' } });
      expect(reuse.status).toBe(400);
      expect(reuse.body.message).toBe(msg.reset.failure);
    });

    it('refuses an expired reset token', async () => {
      const who = { name: 'Eva Expira', email: uniqueEmail('expired'), password: 'vieja123' };
      await signUp(t, who);
      await t.call('POST', '/api/forgotpassword', { body: { email: who.email } });
      const token = await lastLinkToken(t, '/auth/reset-password/');
      await t.database.db
        .update(authTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(authTokens.kind, 'reset'));
      const res = await t.call('POST', '/api/resetpassword', { body: { token, password: 'nueva123', c_password: 'nueva123' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(msg.reset.failure);
    });
  });

  describe('malformed requests never cause a 5xx', () => {
    const routes = [
      '/api/register/',
      '/api/login/',
      '/api/forgotpassword',
      '/api/resetpassword',
      '/api/verify-account',
      '/api/verify-account/resend',
      '/api/userinfo/',
      '/api/logout',
    ];
    const bodies: Array<[string, string]> = [
      ['application/json', '{"email": '],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"texto"'],
      ['application/json', '{"email": {"$gt": ""}, "password": ["a"]}'],
      ['application/json', JSON.stringify({ email: 'a'.repeat(10_000), password: 1e308, name: true })],
      ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['text/plain', 'email=a@b.c'],
      ['application/x-www-form-urlencoded', 'email=a@b.c&password=x'],
    ];
    it.each(routes)('%s', async (route) => {
      for (const [type, body] of bodies) {
        const res = await t.call('POST', route, { body, headers: { 'content-type': type } });
        expect(res.status, `${type} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expectErrorShape(res.body);
      }
    });

    it('refuses a body over the limit with 413', async () => {
      const res = await t.call('POST', '/api/login/', { body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(res.status).toBe(413);
      expectErrorShape(res.body);
    });

    it('answers unknown API paths with a 404 in the error shape', async () => {
      const res = await t.call('GET', '/api/no-existe');
      expect(res.status).toBe(404);
      expectErrorShape(res.body);
    });
  });

  it('serves the OpenAPI document and Swagger UI at /api/docs', async () => {
    const ui = await fetch(`${t.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    const doc = await t.call('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/userinfo', '/api/forgotpassword', '/api/resetpassword']),
    );
  });

  it('sends security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
