import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package, with its development
 * login and consent pages) on 127.0.0.1 and a random port, for the single sign-on tests
 * of the API (modules/sso) and of the browser (apps/web/e2e/staff-sso.spec.ts).
 * Any login name and password sign in; the login name picks the account's claims.
 */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What to set on the portal for this provider (its PUBLIC_URL decides the redirect URI). */
  env(allowedDomain: string): Record<string, string>;
  /**
   * Changes the next token endpoint answer before the portal reads it (a man in the middle,
   * or a provider that was not the one it claims to be); null turns it off.
   */
  tamperTokenResponse(change: ((body: Record<string, unknown>) => Record<string, unknown>) | null): void;
  /** Changes the next redirect back to the portal (the authorization response in the browser's URL); null turns it off. */
  tamperRedirectBack(change: ((url: URL) => void) | null): void;
  stop(): Promise<void>;
}

export async function startOidcProvider(opts: {
  redirectUris: string[];
  accounts: Record<string, TestAccount>;
}): Promise<TestOidcProvider> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  let tamper: ((body: Record<string, unknown>) => Record<string, unknown>) | null = null;
  let tamperBack: ((url: URL) => void) | null = null;

  const server = http.createServer((req, res) => {
    if (tamperBack) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) => {
        if (
          tamperBack &&
          name.toLowerCase() === 'location' &&
          typeof value === 'string' &&
          opts.redirectUris.some((u) => value.startsWith(`${u}?`))
        ) {
          const url = new URL(value);
          tamperBack(url);
          tamperBack = null;
          return setHeader(name, url.href);
        }
        return setHeader(name, value);
      }) as typeof res.setHeader;
    }
    if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
      const change = tamper;
      tamper = null;
      const end = res.end.bind(res);
      const chunks: Buffer[] = [];
      res.write = ((chunk: unknown) => {
        chunks.push(Buffer.from(chunk as Buffer));
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: unknown) => {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
        let text = Buffer.concat(chunks).toString('utf8');
        try {
          text = JSON.stringify(change(JSON.parse(text) as Record<string, unknown>));
        } catch {
          /* not JSON: leave it */
        }
        if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(text));
        return end(text);
      }) as typeof res.end;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'ingreso-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [randomBytes(16).toString('hex')], long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    // PKCE on every request, as Keycloak and Entra ID can be set to require.
    pkce: { required: () => true, methods: ['S256'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail claims in the ID token, as Google and Keycloak send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = opts.accounts[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  // Its development-only warnings go to the console; nothing else of it does.
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    env: (allowedDomain) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_ALLOWED_DOMAIN: allowedDomain,
    }),
    tamperTokenResponse(change) {
      tamper = change;
    },
    tamperRedirectBack(change) {
      tamperBack = change;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies, by origin, for walking redirects with fetch. */
export class CookieJar {
  private readonly jar = new Map<string, Map<string, string>>();

  header(url: string): string {
    const cookies = this.jar.get(new URL(url).origin);
    return cookies ? [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  store(url: string, headers: Headers): void {
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(origin, cookies);
  }

  /** A cookie of one origin copied to another (two processes behind one address). */
  set(url: string, name: string, value: string): void {
    const origin = new URL(url).origin;
    this.jar.set(origin, (this.jar.get(origin) ?? new Map<string, string>()).set(name, value));
  }

  get(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).origin)?.get(name);
  }
}

/** One request as a browser would send it, without following redirects. */
export async function browserFetch(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  const cookie = jar.header(url);
  if (cookie) headers.cookie = cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(url, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    redirect: 'manual',
  });
  jar.store(url, res.headers);
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location, url).href : null, text: await res.text() };
}

/**
 * Walks the provider's pages from the authorization URL as a person would: signs in as
 * `login` on its login page, accepts its consent page (or cancels there with `abort`), and
 * returns the URL the provider sends the browser back to (the portal's callback, not followed).
 */
export async function signInAtProvider(
  jar: CookieJar,
  authorizationUrl: string,
  login: string,
  opts: { abort?: boolean } = {},
): Promise<string> {
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (new URL(url).origin !== origin) return url;
    const res = await browserFetch(jar, url);
    if (res.location) {
      url = res.location;
      continue;
    }
    const prompt = /name="prompt" value="(login|consent)"/.exec(res.text)?.[1];
    if (!prompt) throw new Error(`unexpected provider page at ${url}: ${res.status} ${res.text.slice(0, 300)}`);
    if (opts.abort) {
      url = `${url.replace(/\/$/, '')}/abort`;
      continue;
    }
    const submitted = await browserFetch(jar, url, { form: prompt === 'login' ? { prompt, login, password: 'cualquiera' } : { prompt } });
    if (!submitted.location)
      throw new Error(`the provider did not redirect after ${prompt}: ${submitted.status} ${submitted.text.slice(0, 300)}`);
    url = submitted.location;
  }
  throw new Error('too many redirects at the provider');
}
