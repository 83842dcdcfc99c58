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
import { MAX_LOGIN_FAILURES } from '../../src/modules/auth/auth.service.js';
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

  describe('no account enumeration beyond the seed texts', () => {
    it('forgot-password: a known address gets only the "sent" text; an unknown one only the seed text naming it', async () => {
      const email = uniqueEmail('known');
      await signUp(t, { name: 'Conocida', email, password: 'secreta1' });
      const known = await t.call('POST', '/api/forgotpassword', { body: { email } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ message: msg.forgot.sent });
      const ghost = uniqueEmail('ghost');
      const unknown = await t.call('POST', '/api/forgotpassword', { body: { email: ghost } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(msg.forgot.unknownEmail(ghost));
      expect(JSON.stringify(unknown.body)).not.toMatch(/user_id|token|hash/);
    });

    it('registration of a taken address reveals only the seed text', async () => {
      const email = uniqueEmail('taken');
      await register(email);
      const dup = await register(email.toUpperCase(), 'otra-clave-1');
      expect(dup.status).toBe(422);
      expect(dup.body.message).toBe(msg.registration.emailTaken);
      expect(Object.keys(dup.body.errors)).toEqual(['email']);
      expect(JSON.stringify(dup.body)).not.toMatch(/verified|user_id|activ/i);
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
    it('counts per e-mail and address: other e-mails from the same address still sign in, and the lock ends', async () => {
      const victim = { name: 'Víctima', email: uniqueEmail('victim'), password: 'secreta1' };
      const bystander = { name: 'Vecina', email: uniqueEmail('bystander'), password: 'secreta1' };
      await signUp(t, victim);
      await signUp(t, bystander);
      for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
        expect((await t.call('POST', '/api/login/', { body: { email: victim.email, password: 'mala-clave' } })).status).toBe(401);
      }
      const locked = await t.call('POST', '/api/login/', { body: { email: victim.email.toUpperCase(), password: victim.password } });
      expect(locked.status).toBe(429);
      expectErrorShape(locked.body);
      expect((await t.call('POST', '/api/login/', { body: { email: bystander.email, password: bystander.password } })).status).toBe(200);
      // When the lock time has passed, the right password works again.
      await t.database.db
        .update(loginFailures)
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where(sql`${loginFailures.key} like ${victim.email.toLowerCase() + '|%'}`);
      expect((await t.call('POST', '/api/login/', { body: { email: victim.email, password: victim.password } })).status).toBe(200);
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
