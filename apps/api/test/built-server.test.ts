import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './db.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freshPostgresUrl, repoRoot, spawnServer } from './reliability/support.js';

/**
 * `npm start` runs the server built by apps/api/build.mjs (decision 300), with most npm
 * packages inside one file. The other tests run the TypeScript; this one runs the bundle,
 * so a package that breaks once bundled (a file it reads next to itself, a `require` it
 * makes) shows here: migrations, the OpenAPI page and its assets, a login, a mail.
 */
describe('the built server', () => {
  // Next to the real bundle, so that it finds node_modules the same way; its own name, so
  // that it never replaces the bundle `npm start` uses.
  const entry = path.join(repoRoot, `apps/api/dist/test-${randomBytes(4).toString('hex')}.js`);
  const dirs: string[] = [];

  beforeAll(async () => {
    const build = (await import(path.join(repoRoot, 'apps/api/build.mjs'))) as {
      buildApi(opts: { entry?: string; outfile: string }): Promise<number>;
    };
    await build.buildApi({ outfile: entry });
  }, 180_000);

  afterAll(async () => {
    await rm(entry, { force: true });
    await rm(`${entry}.map`, { force: true });
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it.each(databaseKinds)('on %s: migrates, serves the API and its documentation, logs in and mails', { timeout: 180_000 }, async (kind) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-built-'));
    dirs.push(dataDir);
    const pg = kind === 'postgres' ? await freshPostgresUrl() : null;
    const server = await spawnServer({ dataDir, databaseUrl: pg?.url, builtEntry: entry });
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: kind });
      // Swagger UI reads its assets from its own folder: it must stay outside the bundle.
      const docs = await fetch(`${server.baseUrl}/api/docs/static/index.html`);
      expect(docs.status).toBe(200);
      const login = await fetch(`${server.baseUrl}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { token: string }).token.length).toBeGreaterThan(30);
      // The first e-mail loads nodemailer on demand (lib/lazy-module.ts) and writes the outbox.
      const email = `built-${randomBytes(3).toString('hex')}@correo.test`;
      const register = await fetch(`${server.baseUrl}/api/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ana Built', email, password: 'Clave-segura-2026', c_password: 'Clave-segura-2026' }),
      });
      expect(register.status).toBe(201);
      expect(server.output()).not.toMatch(/Error|error/);
    } finally {
      await server.kill('SIGTERM');
      await pg?.drop();
    }
  });
});
