import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REQUISITOS_MAX, UPLOAD_MAX_BYTES, msg, uploadMsg } from '@ingreso/shared';
import { files } from '../../src/db/schema/index.js';
import { databaseKinds } from '../db.js';
import { startTestApp, type TestApp } from '../harness.js';
import { buildWorld, expectErrorShape, pdf, pdfOfSize, rawCall, upload, type Part, type World } from './support.js';

/** Every file under `dir`, relative to it (missing folder: none). */
async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const file = (name: string, filename: string, data: Buffer, type = 'application/pdf'): Part => ({ name, filename, type, data });

// Storage and multipart handling do not depend on the database, but the "nothing
// written" half does (file rows): the cases are cheap, so they run on every kind.
describe.each(databaseKinds)('upload rules on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let uploads: string;
  /** Objects and rows before each case, to prove a refused request wrote nothing. */
  let before: { objects: string[]; rows: number };

  const snapshot = async () => ({
    objects: await listTree(uploads),
    rows: (await t.database.db.select().from(files).where(eq(files.persona_id, w.a.personaId))).length,
  });
  /** Stored objects are exactly the keys of the file rows: no stray upload, no staging leftover. */
  const expectStorageMatchesRows = async () => {
    const keys = (await t.database.db.select({ key: files.storage_key }).from(files)).map((r) => r.key.split('/').join(path.sep)).sort();
    expect(await listTree(uploads)).toEqual(keys);
  };
  const expectNothingWritten = async () => {
    expect(await snapshot()).toEqual(before);
    await expectStorageMatchesRows();
  };
  const send = (parts: Part[]) => upload(t, w.a.token, [{ name: 'persona_id', value: String(w.a.personaId) }, ...parts]);

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    uploads = path.join(t.config.dataDir, 'uploads');
  });
  beforeEach(async () => {
    before = await snapshot();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an empty file with 415 and writes nothing', async () => {
    const res = await send([file('dni_frente', 'dni.pdf', Buffer.alloc(0))]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(uploadMsg.badType);
    expect(res.body.errors.dni_frente).toEqual([uploadMsg.badType]);
    await expectNothingWritten();
  });

  it('accepts exactly 2 MiB', async () => {
    const res = await send([file('dni_frente', 'dni.pdf', pdfOfSize(UPLOAD_MAX_BYTES))]);
    expect(res.status).toBe(200);
    const row = (res.body.persona.files as Array<{ name: string; size: number }>).find((f) => f.name === 'dni_frente');
    expect(row?.size).toBe(UPLOAD_MAX_BYTES);
    await expectStorageMatchesRows();
  });

  it('refuses 2 MiB + 1 byte with 413 and the seed message, writing nothing', async () => {
    const res = await send([file('dni_reverso', 'dni.pdf', pdfOfSize(UPLOAD_MAX_BYTES + 1))]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(uploadMsg.tooBig);
    expectErrorShape(res.body);
    await expectNothingWritten();
  });

  it('refuses a renamed executable, an SVG and an HTML page with script, by content, writing nothing', async () => {
    const cases: Part[] = [
      file('cuil', 'cuil.pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), randomBytes(500)])),
      file(
        'cuil',
        'cuil.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        'image/png',
      ),
      file(
        'cuil',
        'cuil.jpg',
        Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
        'image/jpeg',
      ),
      // An HTML page that carries a PDF signature further in is still not a PDF.
      file('cuil', 'cuil.pdf', Buffer.from('<html><script>alert(1)</script>%PDF-1.4\n%%EOF')),
    ];
    for (const part of cases) {
      const res = await send([part]);
      expect(res.status, 'filename' in part ? part.filename : '').toBe(415);
      expect(res.body.message).toBe(uploadMsg.badType);
      await expectNothingWritten();
    }
  });

  it('keeps a PDF polyglot inert: stored as a PDF and served as one, with nosniff and a CSP without scripts', async () => {
    const polyglot = pdf('<html><body><script>window.__xss = 1; alert(1)</script><img src=x onerror=alert(2)></body></html>\n');
    const res = await send([file('analitico', 'analitico.html', polyglot, 'text/html')]);
    expect(res.status).toBe(200);
    const row = (res.body.persona.files as Array<{ id: number; name: string; mime_type?: string }>).find((f) => f.name === 'analitico')!;
    const got = await rawCall(t, 'GET', `/api/files/${row.id}`, { token: w.a.token });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = got.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    // The client's name ("analitico.html") never reaches the answer: the name is the document's own.
    expect(got.headers.get('content-disposition')).toBe('inline; filename="analitico.pdf"');
    await expectStorageMatchesRows();
  });

  it('never uses the client file name: "../" and NUL bytes are stored under a generated key', async () => {
    const res = await send([file('partida_nacimiento', '../../../../tmp/evil\u0000.sh/../../passwd.pdf', pdf())]);
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.name, 'partida_nacimiento'));
    expect(row.storage_key).toMatch(/^docs\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(row.original_name).not.toMatch(/[/\\]/);
    expect(row.original_name).not.toContain('\u0000');
    await expectStorageMatchesRows();
    // Nothing landed beside the uploads folder.
    expect((await readdir(t.config.dataDir)).filter((n) => /evil|passwd/.test(n))).toEqual([]);
  });

  it('refuses a document name with "../" or a NUL byte with 400, writing nothing', async () => {
    for (const name of ['../dni_frente', 'dni_frente\u0000', '..%2fcuil']) {
      const res = await send([file(name, 'x.pdf', pdf())]);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(uploadMsg.unknownDocument);
      await expectNothingWritten();
    }
  });

  it('refuses more file parts than a list may have documents (REQUISITOS_MAX) with 413, writing nothing', async () => {
    const names = ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico', 'certificado_laboral', 'cud'];
    const parts = Array.from({ length: REQUISITOS_MAX + 5 }, (_, i) => file(i < names.length ? names[i] : `extra_${i}`, `${i}.pdf`, pdf()));
    const res = await send(parts);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(uploadMsg.tooManyFiles);
    expectErrorShape(res.body);
    await expectNothingWritten();
  });

  it('refuses 20 plain fields in one request with 413, writing nothing', async () => {
    const parts: Part[] = Array.from({ length: 20 }, (_, i) => ({ name: `campo${i}`, value: 'x' }));
    const res = await send([...parts, file('cuil', 'c.pdf', pdf())]);
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body.message).toBe(msg.http.payloadTooLarge);
    await expectNothingWritten();
  });

  it('refuses uploads to someone else’s persona whatever the order of the parts, writing nothing', async () => {
    for (const order of ['id-first', 'id-last'] as const) {
      const idPart: Part = { name: 'persona_id', value: String(w.a.personaId) };
      const doc = file('cuil', 'c.pdf', pdf());
      const res = await upload(t, w.b.token, order === 'id-first' ? [idPart, doc] : [doc, idPart]);
      expect(res.status, order).toBe(403);
      await expectNothingWritten();
    }
  });
});
