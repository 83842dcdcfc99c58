import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.js';
import { buildWorld, expectErrorShape, rawCall, type World } from './support.js';

/** The CSP as a map of directive → sources. */
function parseCsp(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = sources;
  }
  return out;
}

/**
 * The headers every answer carries. Documents allow framing by our own origin
 * only (decision 44: Chromium's PDF viewer frames the document it shows); every
 * other answer allows no framing at all.
 */
function expectSecurityHeaders(what: string, headers: Headers, framing: "'none'" | "'self'" = "'none'") {
  const csp = parseCsp(headers.get('content-security-policy'));
  const scriptSources = csp['script-src'] ?? csp['default-src'];
  expect(scriptSources, `${what}: script-src or default-src`).toBeDefined();
  expect(scriptSources, `${what}: no inline script`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(csp['frame-ancestors'], `${what}: frame-ancestors`).toEqual([framing]);
  expect(csp['object-src'] ?? csp['default-src'], `${what}: no plugins from elsewhere`).not.toContain('*');
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(headers.get('referrer-policy'), `${what}: referrer policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

// Headers come from Fastify plugins, not from the database: PGlite only.
describe('security headers on every kind of answer', () => {
  let t: TestApp;
  let w: World;
  let webDist: string;
  let root: string;
  const SECRET = 'clave-que-no-debe-salir';

  beforeAll(async () => {
    // A built SPA stand-in: index.html with an external script only, and one hashed asset.
    // dist/ inside a folder that also holds a secret: no URL may reach it.
    root = await mkdtemp(path.join(os.tmpdir(), 'ingreso-web-'));
    await writeFile(path.join(root, 'secreto.txt'), SECRET);
    webDist = path.join(root, 'dist');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'document.getElementById("root").textContent = "Ingreso";');
    t = await startTestApp('pglite', { WEB_DIST: webDist });
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('the SPA: index, a deep link and a hashed asset', async () => {
    for (const url of ['/', '/auth/reset-password/abc', '/perfil', '/assets/app-1a2b3c.js']) {
      const res = await rawCall(t, 'GET', url);
      expect(res.status, url).toBe(200);
      expectSecurityHeaders(url, res.headers);
    }
    const index = await rawCall(t, 'GET', '/');
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('static files never leave their folder (SPA and API docs)', async () => {
    for (const url of [
      '/..%2fsecreto.txt',
      '/%2e%2e/secreto.txt',
      '/assets/..%2f..%2fsecreto.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecreto.txt',
      '/api/docs/static/..%2f..%2f..%2fpackage.json',
      '/..%5csecreto.txt',
    ]) {
      const res = await rawCall(t, 'GET', url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.text, url).not.toContain(SECRET);
      expect(res.text, url).not.toContain('"devDependencies"');
      expectSecurityHeaders(url, res.headers);
    }
  });

  it('JSON answers: 200, 400, 401, 403, 404, 413 and a URL refused before routing', async () => {
    const cases = [
      { what: '200', res: await rawCall(t, 'GET', '/api/health'), status: 200 },
      { what: '400', res: await rawCall(t, 'POST', '/api/login', { body: '{"email":', contentType: 'application/json' }), status: 400 },
      { what: '401', res: await rawCall(t, 'GET', '/api/users'), status: 401 },
      { what: '403', res: await rawCall(t, 'GET', '/api/users', { token: w.a.token }), status: 403 },
      { what: '404', res: await rawCall(t, 'GET', '/api/no-existe'), status: 404 },
      // Rejected before routing (bad percent-encoding): Fastify's frameworkErrors path, without the hooks.
      { what: '400 bad URL', res: await rawCall(t, 'GET', '/api/personas/%zz'), status: 400 },
      {
        what: '413',
        res: await rawCall(t, 'POST', '/api/login', {
          body: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
          contentType: 'application/json',
        }),
        status: 413,
      },
    ];
    for (const c of cases) {
      expect(c.res.status, c.what).toBe(c.status);
      expectSecurityHeaders(c.what, c.res.headers);
      if (c.status >= 400) expectErrorShape(c.res.body, c.what);
    }
  });

  it('a document download, by bearer and by signed link', async () => {
    const persona = await t.call('GET', `/api/personas/${w.a.personaId}`, { token: w.a.token });
    const doc = (persona.body.persona?.files ?? persona.body.files ?? []) as Array<{ id: number; url: string }>;
    expect(doc.length).toBeGreaterThan(0);
    const byBearer = await rawCall(t, 'GET', `/api/files/${doc[0].id}`, { token: w.a.token });
    expect(byBearer.status).toBe(200);
    expectSecurityHeaders('document', byBearer.headers, "'self'");
    expect(byBearer.headers.get('content-type')).toBe('application/pdf');
    const bySignedLink = await rawCall(t, 'GET', new URL(doc[0].url, t.baseUrl).pathname + new URL(doc[0].url, t.baseUrl).search);
    expect(bySignedLink.status).toBe(200);
    expectSecurityHeaders('signed document', bySignedLink.headers, "'self'");
  });

  it('answers with personal data say Cache-Control: no-store; the SPA and the API docs keep their own', async () => {
    const noStore = (what: string, headers: Headers) =>
      expect(headers.get('cache-control') ?? '', `${what}: cache-control`).toMatch(/(^|[\s,])no-store($|[\s,])/);
    const persona = await rawCall(t, 'GET', `/api/personas/${w.a.personaId}`, { token: w.a.token });
    const file = (persona.body.persona.files as Array<{ id: number; url: string }>)[0];
    const cases = [
      // The two hot paths answer pre-serialized text: the header still comes from the one hook.
      { what: 'userinfo', res: await rawCall(t, 'POST', '/api/userinfo/', { token: w.a.token }), status: 200 },
      { what: 'get_all_bff', res: await rawCall(t, 'GET', '/api/instancias/get_all_bff/', { token: w.a.token }), status: 200 },
      { what: 'persona', res: persona, status: 200 },
      {
        what: 'login (a session token)',
        res: await rawCall(t, 'POST', '/api/login/', {
          body: JSON.stringify({ email: w.a.email, password: w.a.password }),
          contentType: 'application/json',
        }),
        status: 200,
      },
      { what: '401', res: await rawCall(t, 'GET', `/api/personas/${w.a.personaId}`), status: 401 },
      { what: 'document by bearer', res: await rawCall(t, 'GET', `/api/files/${file.id}`, { token: w.a.token }), status: 200 },
      { what: 'document by signed link', res: await rawCall(t, 'GET', file.url), status: 200 },
    ];
    for (const c of cases) {
      expect(c.res.status, c.what).toBe(c.status);
      noStore(c.what, c.res.headers);
    }
    expect((await rawCall(t, 'GET', '/')).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.baseUrl}/api/docs/json`)).headers.get('cache-control') ?? '').not.toContain('no-store');
  });

  it('the API documentation (Swagger UI) runs no inline script either', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await fetch(t.baseUrl + url);
      expect(res.status, url).toBe(200);
      expectSecurityHeaders(url, res.headers);
    }
  });
});
