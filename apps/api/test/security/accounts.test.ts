/**
 * Account protections not already proven by apps/api/src/modules/auth/auth.test.ts
 * (throttling, logout, idle expiry, reset single use and expiry, equal login
 * answers) and users.test.ts (an administrator's password change ends the
 * user's other sessions). See docs/security.md for the full map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { msg } from '@ingreso/shared';
import { authTokens, loginFailures, sessions, users } from '../../src/db/schema/index.js';
import { hashPassword, passwordVerifications } from '../../src/lib/passwords.js';
import { MAX_ACCOUNT_LOGIN_FAILURES, MAX_LOGIN_FAILURES } from '../../src/modules/auth/auth.service.js';
import { databaseKinds } from '../db.js';
import { ADMIN, lastLinkToken, signUp, startTestApp, type TestApp } from '../harness.js';
import { expectErrorShape } from './support.js';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

describe.each(databaseKinds)('account protections on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (email: string, password = 'secreta1') =>
    t.call('POST', '/api/register/', { body: { name: 'Cuenta Prueba', email, password, c_password: password } });
  const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

  describe('activation links', () => {
    it('work once', async () => {
      const email = uniqueEmail('once');
      await register(email);
      const token = await lastLinkToken(t, '/auth/verify-account/');
      expect((await t.call('POST', '/api/verify-account', { body: { token } })).status).toBe(200);
      const again = await t.call('POST', '/api/verify-account', { body: { token } });
      // A second use changes nothing; it says the account is already active (decision 129).
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('account_already_active');
      expect(again.body.message).toBe(msg.verify.alreadyActive);
      expectErrorShape(again.body);
    });

    it('expire after their lifetime and leave the account unverified', async () => {
      const email = uniqueEmail('late');
      await register(email);
      const token = await lastLinkToken(t, '/auth/verify-account/');
      const id = await userId(email);
      await t.database.db
        .update(authTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(and(eq(authTokens.user_id, id), eq(authTokens.kind, 'verify')));
      const res = await t.call('POST', '/api/verify-account', { body: { token } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(msg.verify.failure);
      const login = await t.call('POST', '/api/login/', { body: { email, password: 'secreta1' } });
      expect(login.status).toBe(403);
      expect(login.body.code).toBe('account_not_verified');
    });

    it('cannot reset a password, and a reset link cannot activate: each token works only for its own kind', async () => {
      const email = uniqueEmail('kinds');
      await register(email);
      const verifyToken = await lastLinkToken(t, '/auth/verify-account/');
      const asReset = await t.call('POST', '/api/resetpassword', {
        body: { token: verifyToken, password: 'nueva123', c_password: 'nueva123' },
      });
      expect(asReset.status).toBe(400);
      expect(asReset.body.message).toBe(msg.reset.failure);

      await t.call('POST', '/api/forgotpassword', { body: { email } });
      const resetToken = await lastLinkToken(t, '/auth/reset-password/');
      const asVerify = await t.call('POST', '/api/verify-account', { body: { token: resetToken } });
      expect(asVerify.status).toBe(400);
      // Both still work for what they are.
      expect((await t.call('POST', '/api/verify-account', { body: { token: verifyToken } })).status).toBe(200);
      expect(
        (await t.call('POST', '/api/resetpassword', { body: { token: resetToken, password: 'nueva123', c_password: 'nueva123' } })).status,
      ).toBe(200);
    });

    it('are stored only as hashes, as are session tokens', async () => {
      const email = uniqueEmail('hash');
      const login = await signUp(t, { name: 'Hash Hernández', email, password: 'secreta1' });
      await t.call('POST', '/api/forgotpassword', { body: { email } });
      const resetToken = await lastLinkToken(t, '/auth/reset-password/');
      const id = await userId(email);
      const tokenRows = await t.database.db.select({ hash: authTokens.token_hash }).from(authTokens).where(eq(authTokens.user_id, id));
      const sessionRows = await t.database.db.select({ hash: sessions.token_hash }).from(sessions).where(eq(sessions.user_id, id));
      const stored = [...tokenRows, ...sessionRows].map((r) => r.hash);
      expect(stored.length).toBeGreaterThanOrEqual(3);
      for (const h of stored) {
        expect(h).toMatch(/^[0-9a-f]{64}$/);
        expect(h).not.toBe(resetToken);
        expect(h).not.toBe(login.token);
      }
    });
  });

  describe('reset links', () => {
    it('asking again invalidates the earlier link', async () => {
      const email = uniqueEmail('twice');
      await signUp(t, { name: 'Dos Veces', email, password: 'secreta1' });
      await t.call('POST', '/api/forgotpassword', { body: { email } });
      const first = await lastLinkToken(t, '/auth/reset-password/');
      await t.call('POST', '/api/forgotpassword', { body: { email } });
      const second = await lastLinkToken(t, '/auth/reset-password/');
      expect(second).not.toBe(first);
      expect(
        (await t.call('POST', '/api/resetpassword', { body: { token: first, password: 'nueva123', c_password: 'nueva123' } })).status,
      ).toBe(400);
      expect(
        (await t.call('POST', '/api/resetpassword', { body: { token: second, password: 'nueva123', c_password: 'nueva123' } })).status,
      ).toBe(200);
    });
  });

  describe('no account enumeration (decision 149)', () => {
    it('forgot-password: a known and an unknown address get the same answer; only the known one gets an e-mail', async () => {
      const email = uniqueEmail('known');
      await signUp(t, { name: 'Conocida', email, password: 'secreta1' });
      const before = (await t.outbox()).length;
      const known = await t.call('POST', '/api/forgotpassword', { body: { email } });
      const afterKnown = (await t.outbox()).length;
      const unknown = await t.call('POST', '/api/forgotpassword', { body: { email: uniqueEmail('ghost') } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({ message: msg.forgot.sent });
      expect(afterKnown).toBe(before + 1);
      expect((await t.outbox()).length).toBe(afterKnown);
    });

    it('registration of a taken address answers like a new one and e-mails the owner instead', async () => {
      const email = uniqueEmail('taken');
      const fresh = await register(email);
      const dup = await register(email.toUpperCase(), 'otra-clave-1');
      expect(dup.status).toBe(fresh.status);
      expect(dup.body).toEqual(fresh.body);
      expect(dup.body).toEqual({ message: msg.registration.success });
      const last = (await t.outbox()).at(-1)!.replace(/=\r?\n/g, '');
      expect(last).toContain(`To: ${email}`);
      expect(last).toContain('http://portal.test/auth/login');
    });

    it('resending activation answers the same for unknown, unverified and verified addresses', async () => {
      const unverified = uniqueEmail('unv');
      await register(unverified);
      const verified = uniqueEmail('ver');
      await signUp(t, { name: 'Verificada', email: verified, password: 'secreta1' });
      const answers = await Promise.all(
        [uniqueEmail('nadie'), unverified, verified].map((email) => t.call('POST', '/api/verify-account/resend', { body: { email } })),
      );
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.body).toEqual({ message: msg.verify.resent });
      }
    });

    it('login: unverified with a wrong password looks like any wrong password (403 only with the right one)', async () => {
      const email = uniqueEmail('unv-login');
      await register(email);
      const wrong = await t.call('POST', '/api/login/', { body: { email, password: 'incorrecta' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(msg.login.invalidCredentials);
    });
  });

  describe('login throttling', () => {
    const login = (email: string, password: string, ip?: string) =>
      t.call('POST', '/api/login/', { body: { email, password }, headers: ip ? { 'x-forwarded-for': ip } : {} });
    const sessionCount = async (id: number) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(eq(sessions.user_id, id))
      )[0].n;

    it('counts per e-mail and address: other e-mails from the same address still sign in, and the lock ends', async () => {
      const victim = { name: 'Víctima', email: uniqueEmail('victim'), password: 'secreta1' };
      const bystander = { name: 'Vecina', email: uniqueEmail('bystander'), password: 'secreta1' };
      const { user } = await signUp(t, victim);
      await signUp(t, bystander);
      const sessionsBefore = await sessionCount(user.id);
      for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
        expect((await login(victim.email, 'mala-clave')).status).toBe(401);
      }
      // The right password while locked gets no session.
      const locked = await login(victim.email.toUpperCase(), victim.password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
      expectErrorShape(locked.body);
      expect(await sessionCount(user.id)).toBe(sessionsBefore);
      expect((await login(bystander.email, bystander.password)).status).toBe(200);
      // When the lock time has passed, the right password works again.
      await t.database.db
        .update(loginFailures)
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where(sql`${loginFailures.key} like ${victim.email.toLowerCase() + '|%'}`);
      expect((await login(victim.email, victim.password)).status).toBe(200);
    });

    it('holds under concurrency: of 40 wrong passwords at once at most 5 are compared, and then the right one is refused', async () => {
      const who = { name: 'Ráfaga', email: uniqueEmail('burst'), password: 'secreta1' };
      const { user } = await signUp(t, who);
      const sessionsBefore = await sessionCount(user.id);
      const compared = passwordVerifications();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(who.email, `mala-clave-${i}`)));
      const statuses = answers.map((a) => a.status);
      // Every answer is either "wrong password" (it was compared) or the lock (it was not).
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - MAX_LOGIN_FAILURES);
      // The server's own count of password comparisons agrees.
      expect(passwordVerifications() - compared).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
      const right = await login(who.email, who.password);
      expect(right.status).toBe(429);
      expect(right.body.token).toBeUndefined();
      expect(await sessionCount(user.id)).toBe(sessionsBefore);
    });

    it('a password set before the new rules (3 characters) still signs in', async () => {
      const email = uniqueEmail('legacy');
      await t.database.db.insert(users).values({
        name: 'Cuenta Vieja',
        email,
        password_hash: await hashPassword('abc'),
        role_id: 2,
        email_verified_at: new Date(),
      });
      expect((await login(email, 'abc')).status).toBe(200);
    });
  });

  describe('login throttling per account, across addresses (TRUST_PROXY=1)', () => {
    let p: TestApp;
    beforeAll(async () => {
      p = await startTestApp(kind, { TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await p?.close();
    });
    const login = (email: string, password: string, ip: string) =>
      p.call('POST', '/api/login/', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
    const lockMails = async (email: string) =>
      (await p.outbox())
        .map((m) => m.replace(/=\r?\n/g, ''))
        .filter((m) => m.includes(`To: ${email}`) && m.includes('Hubo muchos intentos fallidos'));

    it('stops a guess spread over 7 addresses, e-mails the owner once, grows the wait, and a reset lifts it', async () => {
      const who = { name: 'Distribuida', email: uniqueEmail('spread'), password: 'secreta1' };
      const { user } = await signUp(p, who);
      const compared = passwordVerifications();
      const answers = [];
      // 30 wrong guesses from 6 addresses, 5 each: under each address's limit.
      for (let a = 1; a <= 6; a++) {
        answers.push(...(await Promise.all(Array.from({ length: 5 }, (_, i) => login(who.email, `mala-${a}-${i}`, `198.51.100.${a}`)))));
      }
      expect(answers.filter((r) => r.status === 401).length).toBe(MAX_ACCOUNT_LOGIN_FAILURES);
      expect(answers.filter((r) => r.status === 429).length).toBe(30 - MAX_ACCOUNT_LOGIN_FAILURES);
      expect(passwordVerifications() - compared).toBe(MAX_ACCOUNT_LOGIN_FAILURES);
      const refused = answers.find((r) => r.status === 429)!;
      expect(refused.body.code).toBe('account_throttled');
      expect(refused.body.message).toBe(msg.login.accountThrottled(15));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // The right password from a 7th address: refused, no session.
      const sessions7 = (await p.database.db.select().from(sessions).where(eq(sessions.user_id, user.id))).length;
      const right = await login(who.email, who.password, '198.51.100.7');
      expect(right.status).toBe(429);
      expect(right.body.code).toBe('account_throttled');
      expect((await p.database.db.select().from(sessions).where(eq(sessions.user_id, user.id))).length).toBe(sessions7);

      // An address without an account gets the same answers (nothing to learn), and no e-mail.
      const ghost = uniqueEmail('ghost-spread');
      const ghostAnswers = [];
      for (let i = 0; i < 11; i++) ghostAnswers.push((await login(ghost, 'mala-clave', `192.0.2.${i + 1}`)).body.code);
      expect(ghostAnswers.slice(0, 10).every((c) => c === 'unauthorized')).toBe(true);
      expect(ghostAnswers[10]).toBe('account_throttled');
      expect((await p.outbox()).some((m) => m.includes(`To: ${ghost}`))).toBe(false);

      // The owner was told once, with a reset link.
      expect(await lockMails(who.email)).toHaveLength(1);

      // When the wait ends, the next lock waits twice as long; still one e-mail.
      await p.database.db
        .update(loginFailures)
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where(eq(loginFailures.key, `${who.email.toLowerCase()}|*`));
      for (let i = 0; i < MAX_ACCOUNT_LOGIN_FAILURES; i++) {
        expect((await login(who.email, `otra-mala-${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
      }
      const second = await login(who.email, who.password, '203.0.113.99');
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
      expect(second.body.message).toBe(msg.login.accountThrottled(30));
      expect(await lockMails(who.email)).toHaveLength(1);

      // The reset link of that e-mail lifts the wait: the owner is never locked out for good.
      const token = await lastLinkToken(p, '/auth/reset-password/');
      const reset = await p.call('POST', '/api/resetpassword', {
        body: { token, password: 'Nueva clave 2026', c_password: 'Nueva clave 2026' },
      });
      expect(reset.status).toBe(200);
      expect((await login(who.email, 'Nueva clave 2026', '198.51.100.7')).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('logout ends only that session; the others of the same user go on', async () => {
      const who = { name: 'Dos Sesiones', email: uniqueEmail('two'), password: 'secreta1' };
      const first = await signUp(t, who);
      const second = (await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } })).body.token as string;
      expect((await t.call('POST', '/api/logout', { token: first.token })).status).toBe(204);
      expect((await t.call('POST', '/api/userinfo/', { token: first.token })).status).toBe(401);
      expect((await t.call('POST', '/api/userinfo/', { token: second })).status).toBe(200);
      // A revoked token cannot log out again or be revived.
      expect((await t.call('POST', '/api/logout', { token: first.token })).status).toBe(401);
    });

    it('a password reset ends every session of the user, including ones opened after the link was sent', async () => {
      const who = { name: 'Reinicio Total', email: uniqueEmail('all'), password: 'secreta1' };
      const a = await signUp(t, who);
      await t.call('POST', '/api/forgotpassword', { body: { email: who.email } });
      const token = await lastLinkToken(t, '/auth/reset-password/');
      const b = (await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } })).body.token as string;
      expect((await t.call('POST', '/api/resetpassword', { body: { token, password: 'nueva123', c_password: 'nueva123' } })).status).toBe(
        200,
      );
      for (const s of [a.token, b]) expect((await t.call('POST', '/api/userinfo/', { token: s })).status).toBe(401);
    });

    it('an administrator’s password change of an applicant ends all of that applicant’s sessions', async () => {
      const who = { name: 'Aspirante Cambio', email: uniqueEmail('admin-change'), password: 'secreta1' };
      const login = await signUp(t, who);
      const second = (await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } })).body.token as string;
      const admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token as string;
      const res = await t.call('PUT', `/api/users/${login.user.id}`, {
        token: admin,
        body: {
          name: who.name,
          email: who.email,
          role: 'user',
          role_description: 'User',
          change_password: 1,
          password: 'cambiada1',
          c_password: 'cambiada1',
          current_password: ADMIN.password,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const s of [login.token, second]) expect((await t.call('POST', '/api/userinfo/', { token: s })).status).toBe(401);
      expect((await t.call('POST', '/api/userinfo/', { token: admin })).status).toBe(200);
      expect((await t.call('POST', '/api/login/', { body: { email: who.email, password: 'cambiada1' } })).status).toBe(200);
    });
  });
});
