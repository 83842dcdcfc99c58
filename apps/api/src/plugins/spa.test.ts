import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

/** A GET that keeps the bytes as sent (fetch would decompress them and hide that). */
function rawGet(
  base: string,
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(base + url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: { headers: Record<string, string | string[] | undefined>; body: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

// Static files do not touch the database: PGlite only.
describe('the built SPA, served with the compressed copies the build writes (decision 79)', () => {
  let t: TestApp;
  let root: string;
  const script = `document.getElementById("root").textContent = "${'Ingreso '.repeat(400)}";`;
  const index = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root">${'<p>Cargando</p>'.repeat(100)}</div></body></html>`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ingreso-spa-'));
    await mkdir(path.join(root, 'assets'), { recursive: true });
    for (const [file, text] of [
      ['assets/app-1a2b3c.js', script],
      ['index.html', index],
    ]) {
      await writeFile(path.join(root, file), text);
      await writeFile(path.join(root, `${file}.br`), brotliCompressSync(text));
      await writeFile(path.join(root, `${file}.gz`), gzipSync(text));
    }
    // Without compressed copies: too small to be worth them (the build skips files under 1 KB).
    await writeFile(path.join(root, 'assets', 'chico-9f8e7d.js'), 'export {};');
    // The files are listed when the server starts (wildcard: false), as after a build.
    t = await startTestApp('pglite', { WEB_DIST: root });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends brotli, gzip or the original, as the browser accepts, with the original type', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const res = await rawGet(t.baseUrl, '/assets/app-1a2b3c.js', accept);
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(expected);
      expect(res.headers['content-type'], String(accept)).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], String(accept)).toContain('immutable');
      expect(decoded(res), String(accept)).toBe(script);
      if (expected) expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    }
  });

  it('a deep link gets index.html, compressed too, revalidated every time', async () => {
    const res = await rawGet(t.baseUrl, '/carreras', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(index);
  });

  it('a file with no compressed copy is sent as it is', async () => {
    const res = await rawGet(t.baseUrl, '/assets/chico-9f8e7d.js', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export {};');
  });
});
