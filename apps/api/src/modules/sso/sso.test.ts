import { Writable } from 'node:stream';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ssoMsg } from '@ingreso/shared';
import { loadConfig } from '../../config.js';
import { ssoLogins, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { browserFetch, CookieJar, signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.js';
import { insertUser } from '../auth/auth.queries.js';
import type pg from 'pg';
import { openDatabase } from '../../db/client.js';
import { startServerOn } from '../../../test/scale/server.js';

const DOMAIN = 'ingreso.test';
const REDIRECT_URI = 'http://portal.test/api/sso/callback';

/** The provider's accounts, by login name: what each one's ID token says. */
const ACCOUNTS = {
  admin: { email: ADMIN.email, email_verified: true, name: 'Administración' },
  jefa: { email: `jefa@${DOMAIN}`, email_verified: true, name: 'Jefa de Bedelía' },
  unverified: { email: `jefa@${DOMAIN}`, email_verified: false },
  outside: { email: 'admin@otra-facultad.test', email_verified: true },
  nobody: { email: `nadie@${DOMAIN}`, email_verified: true },
  applicant: { email: `aspirante@${DOMAIN}`, email_verified: true },
  upper: { email: `JEFA@${DOMAIN.toUpperCase()}`, email_verified: true },
};

/** A JWT with its payload changed and its signature kept (what a man in the middle could send). */
function withPayload(jwt: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify(change(claims))).toString('base64url'), signature].join('.');
}

/** A JWT signed by someone else's key: a token minted by another issuer. */
function resignedElsewhere(jwt: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): string {
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'test-key' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(change(claims))).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The path and query of a URL (the portal's callback as the provider names it, called on the test server). */
const pathAndQuery = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe.each(databaseKinds)('staff single sign-on on %s', (kind) => {
  let t: TestApp;
  let op: TestOidcProvider;

  beforeAll(async () => {
    op = await startOidcProvider({ redirectUris: [REDIRECT_URI], accounts: ACCOUNTS });
    t = await startTestApp(kind, op.env(DOMAIN));
    // A second staff member (Bedelía) and an applicant, in the allowed domain.
    await insertUser(t.database.db, {
      name: 'Jefa de Bedelía',
      email: ACCOUNTS.jefa.email,
      password_hash: 'x',
      role_id: 3,
      email_verified_at: new Date(),
    });
    await signUp(t, { name: 'Aspirante Dominio', email: ACCOUNTS.applicant.email, password: 'secreta1' });
  });
  afterAll(async () => {
    await t?.close();
    await op?.stop();
  });

  /** Start at the portal, sign in at the provider as `login`; returns the provider's redirect back and the browser. */
  async function throughProvider(login: keyof typeof ACCOUNTS, opts: { abort?: boolean } = {}) {
    const jar = new CookieJar();
    const start = await browserFetch(jar, `${t.baseUrl}/api/sso/start`);
    expect(start.status).toBe(302);
    expect(start.location).toMatch(new RegExp(`^${op.issuer}/auth\\?`));
    const back = await signInAtProvider(jar, start.location!, login, opts);
    expect(back.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    return { jar, back, authorization: new URL(start.location!) };
  }

  /** Calls the portal's callback as the browser of `jar` would; returns where it sends the browser. */
  async function callback(jar: CookieJar, back: string) {
    const res = await browserFetch(jar, `${t.baseUrl}${pathAndQuery(back)}`);
    expect(res.status).toBe(302);
    return res.location!.slice(new URL(res.location!).origin.length);
  }

  async function exchange(location: string) {
    const code = /^\/auth\/login#sso=([A-Za-z0-9_-]{43})$/.exec(location)?.[1];
    expect(code, location).toBeDefined();
    return { code: code!, res: await t.call('POST', '/api/sso/session', { body: { code } }) };
  }

  it('says it is enabled', async () => {
    const res = await t.call('GET', '/api/sso');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true });
  });

  it('asks the provider for the code flow with PKCE (S256), state and nonce, and ties the attempt to the browser', async () => {
    const jar = new CookieJar();
    const start = await browserFetch(jar, `${t.baseUrl}/api/sso/start`);
    const url = new URL(start.location!);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(op.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')).toContain('openid');
    expect(url.searchParams.get('scope')).toContain('email');
    // Stored by its hash only, with the verifier the provider never saw in clear.
    const [row] = await t.database.db
      .select()
      .from(ssoLogins)
      .where(eq(ssoLogins.state_hash, hashToken(url.searchParams.get('state')!)));
    expect(row).toBeDefined();
    expect(row.code_verifier).not.toBe(url.searchParams.get('code_challenge'));
    expect(jar.get(t.baseUrl, 'ingreso_sso')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs a staff member in through the provider, by verified e-mail, with a one-time code exchanged by POST', async () => {
    const { jar, back } = await throughProvider('admin');
    const location = await callback(jar, back);
    const { code, res } = await exchange(location);
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('admin');
    expect(res.body.user.email).toBe(ADMIN.email);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same session as a password login: it opens the staff area.
    const info = await t.call('POST', '/api/userinfo', { token: res.body.token });
    expect(info.status).toBe(200);
    expect(info.body.user.email).toBe(ADMIN.email);
    expect((await t.call('GET', '/api/users', { token: res.body.token })).status).toBe(200);
    // The code works once.
    const again = await t.call('POST', '/api/sso/session', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_sso_code');
    expect(again.body.message).toBe(ssoMsg.codeInvalid);
  });

  it('matches the e-mail without regard to case', async () => {
    const { jar, back } = await throughProvider('upper');
    const { res } = await exchange(await callback(jar, back));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(ACCOUNTS.jefa.email);
  });

  it('refuses a replayed state: the provider’s answer works once', async () => {
    const { jar, back } = await throughProvider('admin');
    expect(await callback(jar, back)).toMatch(/^\/auth\/login#sso=/);
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=expired');
  });

  it('refuses an unknown state and a missing one', async () => {
    const jar = new CookieJar();
    await browserFetch(jar, `${t.baseUrl}/api/sso/start`);
    expect(await callback(jar, `${REDIRECT_URI}?code=abc&state=${'x'.repeat(43)}`)).toBe('/auth/login?sso_error=expired');
    expect(await callback(jar, `${REDIRECT_URI}?code=abc`)).toBe('/auth/login?sso_error=expired');
  });

  it('refuses the provider’s answer brought by another browser (login CSRF)', async () => {
    const { back } = await throughProvider('admin');
    // The victim's browser: it never started this attempt.
    const victim = new CookieJar();
    await browserFetch(victim, `${t.baseUrl}/api/sso/start`);
    expect(await callback(victim, back)).toBe('/auth/login?sso_error=expired');
    expect(await callback(new CookieJar(), back)).toBe('/auth/login?sso_error=expired');
  });

  it('refuses an expired attempt', async () => {
    const { jar, back, authorization } = await throughProvider('admin');
    await t.database.db
      .update(ssoLogins)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(ssoLogins.state_hash, hashToken(authorization.searchParams.get('state')!)));
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=expired');
  });

  it('refuses an answer whose iss parameter names another issuer (mix-up)', async () => {
    const { jar, back } = await throughProvider('admin');
    const url = new URL(back);
    expect(url.searchParams.get('iss')).toBe(op.issuer);
    url.searchParams.set('iss', 'https://idp.atacante.test');
    expect(await callback(jar, url.href)).toBe('/auth/login?sso_error=invalid_response');
  });

  it('refuses an ID token whose payload was changed (another staff member’s e-mail), even with the provider’s signature', async () => {
    const { jar, back } = await throughProvider('admin');
    op.tamperTokenResponse((body) => ({
      ...body,
      id_token: withPayload(String(body.id_token), (c) => ({ ...c, email: ACCOUNTS.jefa.email })),
    }));
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=invalid_response');
  });

  it('refuses an ID token issued by another issuer, signed with its own key', async () => {
    const { jar, back } = await throughProvider('admin');
    const token = { value: '' };
    op.tamperTokenResponse((body) => {
      token.value = String(body.id_token);
      return body;
    });
    // The exchange needs the token synchronously: mint it from the real one first, in a second attempt.
    expect(await callback(jar, back)).toMatch(/^\/auth\/login#sso=/);
    const forged = resignedElsewhere(token.value, (c) => ({ ...c, iss: 'https://idp.atacante.test' }));
    const second = await throughProvider('admin');
    op.tamperTokenResponse((body) => ({ ...body, id_token: forged }));
    expect(await callback(second.jar, second.back)).toBe('/auth/login?sso_error=invalid_response');
  });

  it('refuses an ID token whose nonce is not the attempt’s', async () => {
    const { jar, back, authorization } = await throughProvider('admin');
    await t.database.db
      .update(ssoLogins)
      .set({ nonce: 'otro-nonce-de-otro-intento-00000000000000000' })
      .where(eq(ssoLogins.state_hash, hashToken(authorization.searchParams.get('state')!)));
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=invalid_response');
  });

  it('refuses a code redeemed without the attempt’s PKCE verifier', async () => {
    const { jar, back, authorization } = await throughProvider('admin');
    await t.database.db
      .update(ssoLogins)
      .set({ code_verifier: 'v'.repeat(43) })
      .where(eq(ssoLogins.state_hash, hashToken(authorization.searchParams.get('state')!)));
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=invalid_response');
  });

  it('refuses an e-mail the provider does not call verified', async () => {
    const { jar, back } = await throughProvider('unverified');
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=unverified_email');
  });

  it('refuses an address outside the allowed domain, even of an existing staff e-mail name', async () => {
    const { jar, back } = await throughProvider('outside');
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=domain');
  });

  it('creates no account: an e-mail without one is refused', async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    const { jar, back } = await throughProvider('nobody');
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=no_account');
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses an applicant’s account', async () => {
    const { jar, back } = await throughProvider('applicant');
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=not_staff');
  });

  it('ends a cancelled sign-in on the login screen', async () => {
    const { jar, back } = await throughProvider('admin', { abort: true });
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    expect(await callback(jar, back)).toBe('/auth/login?sso_error=denied');
  });

  it('refuses an unknown or expired hand-over code', async () => {
    expect((await t.call('POST', '/api/sso/session', { body: { code: 'y'.repeat(43) } })).status).toBe(400);
    const { jar, back } = await throughProvider('admin');
    const location = await callback(jar, back);
    const code = location.split('#sso=')[1];
    await t.database.db
      .update(ssoLogins)
      .set({ handoff_expires_at: new Date(Date.now() - 1000) })
      .where(eq(ssoLogins.handoff_hash, hashToken(code)));
    const res = await t.call('POST', '/api/sso/session', { body: { code } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_sso_code');
  });

  it('keeps the password login working beside it', async () => {
    const res = await t.call('POST', '/api/login', { body: ADMIN });
    expect(res.status).toBe(200);
  });
});

describe('staff single sign-on: configuration', () => {
  const base = { DATA_DIR: '/tmp/x', PUBLIC_URL: 'https://ingreso.facultad.edu.ar' };
  const full = {
    OIDC_ISSUER: 'https://accounts.google.com',
    OIDC_CLIENT_ID: 'cliente',
    OIDC_CLIENT_SECRET: 'secreto',
    OIDC_ALLOWED_DOMAIN: 'facultad.edu.ar',
  };

  it('is off without the variables, and needs all four together', () => {
    expect(loadConfig(base).oidc).toBeUndefined();
    expect(loadConfig({ ...base, ...full }).oidc).toMatchObject({
      issuer: 'https://accounts.google.com',
      allowedDomains: ['facultad.edu.ar'],
      redirectUri: 'https://ingreso.facultad.edu.ar/api/sso/callback',
      allowInsecure: false,
    });
    for (const name of Object.keys(full)) {
      const partial: Record<string, string> = { ...base, ...full };
      delete partial[name];
      expect(() => loadConfig(partial)).toThrow(new RegExp(`falta ${name}`));
    }
  });

  it('accepts plain HTTP only for a provider on this machine, and checks the domains', () => {
    expect(() => loadConfig({ ...base, ...full, OIDC_ISSUER: 'http://idp.facultad.edu.ar' })).toThrow(/https/);
    expect(loadConfig({ ...base, ...full, OIDC_ISSUER: 'http://127.0.0.1:8080/realms/x' }).oidc?.allowInsecure).toBe(true);
    expect(() => loadConfig({ ...base, ...full, OIDC_ALLOWED_DOMAIN: 'no es un dominio' })).toThrow(/OIDC_ALLOWED_DOMAIN/);
    expect(loadConfig({ ...base, ...full, OIDC_ALLOWED_DOMAIN: 'Facultad.edu.ar, @frre.utn.edu.ar' }).oidc?.allowedDomains).toEqual([
      'facultad.edu.ar',
      'frre.utn.edu.ar',
    ]);
  });
});

describe('staff single sign-on: not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says it is disabled, sends the button’s request back to the login screen, and the password login works', async () => {
    expect((await t.call('GET', '/api/sso')).body).toEqual({ enabled: false });
    const start = await browserFetch(new CookieJar(), `${t.baseUrl}/api/sso/start`);
    expect(start.status).toBe(302);
    expect(start.location).toBe(`${t.baseUrl}/auth/login?sso_error=not_configured`);
    const back = await browserFetch(new CookieJar(), `${t.baseUrl}/api/sso/callback?code=a&state=b`);
    expect(back.location).toBe(`${t.baseUrl}/auth/login?sso_error=not_configured`);
    expect((await t.call('POST', '/api/login', { body: ADMIN })).status).toBe(200);
  });
});

describe('staff single sign-on: a provider that is not the configured issuer', () => {
  // Two servers on PGlite and a provider, one after the other: over 30 s on a loaded machine.
  it('refuses a discovery document that names another issuer, and the provider being down', async () => {
    const op = await startOidcProvider({ redirectUris: [REDIRECT_URI], accounts: ACCOUNTS });
    // The same server under another name: its discovery says issuer http://127.0.0.1:<port>.
    const t = await startTestApp('pglite', { ...op.env(DOMAIN), OIDC_ISSUER: op.issuer.replace('127.0.0.1', 'localhost') });
    try {
      const start = await browserFetch(new CookieJar(), `${t.baseUrl}/api/sso/start`);
      expect(start.location).toBe(`${t.baseUrl}/auth/login?sso_error=unavailable`);
      await op.stop();
      const down = await startTestApp('pglite', op.env(DOMAIN));
      try {
        expect((await browserFetch(new CookieJar(), `${down.baseUrl}/api/sso/start`)).location).toBe(
          `${down.baseUrl}/auth/login?sso_error=unavailable`,
        );
      } finally {
        await down.close();
      }
    } finally {
      await t.close();
      await op.stop();
    }
  }, 90_000);
});

describe('staff single sign-on: the logs', () => {
  it('never write the state, the codes, the tokens or the client secret', async () => {
    const op = await startOidcProvider({ redirectUris: [REDIRECT_URI], accounts: ACCOUNTS });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Everything the app logs, at the most talkative level.
    const t = await startTestApp('pglite', op.env(DOMAIN), { logger: { level: 'trace', stream } });
    const baseUrl = t.baseUrl;
    try {
      const jar = new CookieJar();
      const start = await browserFetch(jar, `${baseUrl}/api/sso/start`);
      const authorization = new URL(start.location!);
      const back = await signInAtProvider(jar, start.location!, 'admin');
      let idToken = '';
      op.tamperTokenResponse((body) => {
        idToken = String(body.id_token);
        return body;
      });
      const res = await browserFetch(jar, `${baseUrl}${pathAndQuery(back)}`);
      const handoff = res.location!.split('#sso=')[1];
      const session = await fetch(`${baseUrl}/api/sso/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: handoff }),
      }).then((r) => r.json() as Promise<{ token: string }>);
      // A replay and a refusal are logged too, without their secrets.
      await browserFetch(jar, `${baseUrl}${pathAndQuery(back)}`);
      expect(session.token).toBeTruthy();
      expect(idToken).toBeTruthy();

      const log = lines.join('');
      expect(log).toContain('staff single sign-on');
      const secrets = {
        state: authorization.searchParams.get('state')!,
        nonce: authorization.searchParams.get('nonce')!,
        codeChallenge: authorization.searchParams.get('code_challenge')!,
        code: new URL(back).searchParams.get('code')!,
        handoff,
        idToken,
        sessionToken: session.token,
        clientSecret: op.clientSecret,
        browserCookie: jar.get(baseUrl, 'ingreso_sso')!,
      };
      for (const [name, secret] of Object.entries(secrets)) {
        expect(secret, name).toBeTruthy();
        expect(log.includes(secret), `${name} is in the log`).toBe(false);
      }
    } finally {
      await t.close();
      await op.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('staff single sign-on: two processes on one PostgreSQL database', () => {
  it('a state started on one process is used once on either, even when both get it at the same time', async () => {
    const op = await startOidcProvider({ redirectUris: [REDIRECT_URI], accounts: ACCOUNTS });
    const one = await startTestApp('postgres', op.env(DOMAIN));
    // Server two: its own pool, memory and DATA_DIR on server one's database (decision 142).
    const url = (one.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const secondDatabase = openDatabase({ url, poolSize: 5 });
    const two = await startServerOn(secondDatabase, op.env(DOMAIN));
    try {
      // Started on one, back on two (behind one address both would see the browser's cookie).
      const jar = new CookieJar();
      const start = await browserFetch(jar, `${one.baseUrl}/api/sso/start`);
      jar.set(two.baseUrl, 'ingreso_sso', jar.get(one.baseUrl, 'ingreso_sso')!);
      const back = await signInAtProvider(jar, start.location!, 'admin');
      const answered = await browserFetch(jar, `${two.baseUrl}${pathAndQuery(back)}`);
      const code = answered.location!.split('#sso=')[1];
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await one.call('POST', '/api/sso/session', { body: { code } });
      expect(session.status).toBe(200);
      // The same answer again, on the other process: refused.
      expect((await browserFetch(jar, `${one.baseUrl}${pathAndQuery(back)}`)).location).toBe(`${one.baseUrl}/auth/login?sso_error=expired`);

      // A fresh answer sent to both processes at once: exactly one of them signs the person in.
      const jar2 = new CookieJar();
      const start2 = await browserFetch(jar2, `${one.baseUrl}/api/sso/start`);
      jar2.set(two.baseUrl, 'ingreso_sso', jar2.get(one.baseUrl, 'ingreso_sso')!);
      const back2 = await signInAtProvider(jar2, start2.location!, 'admin');
      const both = await Promise.all([one.baseUrl, two.baseUrl].map((base) => browserFetch(jar2, `${base}${pathAndQuery(back2)}`)));
      const outcomes = both.map((r) => (r.location!.includes('#sso=') ? 'signed in' : r.location!.split('?')[1])).sort();
      expect(outcomes).toEqual(['signed in', 'sso_error=expired']);
    } finally {
      await two.close();
      await secondDatabase.close();
      await one.close();
      await op.stop();
    }
  });
});
