import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REQUISITOS_MAX, UPLOAD_MAX_BYTES, msg, uploadMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { png } from '../../../test/images.js';
import { auditLog, files } from '../../db/schema/index.js';
import { fileLinksFor, FILE_LINK_TTL_SECONDS } from '../../lib/file-links.js';
import { wizardPayload } from '../../../test/fixtures/personas.js';

// ---------------------------------------------------------------- real small documents

/** A one-page PDF with a correct cross-reference table. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF padded (after %%EOF, where readers ignore whitespace) to exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  const base = pdf();
  return Buffer.concat([base, Buffer.alloc(size - base.length, 0x20)]);
}

/**
 * An 8×8 mid-grey baseline JPEG: one component, every coefficient zero, so one-symbol
 * Huffman tables suffice and the scan is the bits "0" (DC category 0) and "0" (EOB).
 */
function jpeg(): Buffer {
  const seg = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const oneSymbolTable = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0, ...new Array(64).fill(1)]),
    ...seg(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...seg(0xc4, oneSymbolTable(0x00)),
    ...seg(0xc4, oneSymbolTable(0x10)),
    ...seg(0xda, [1, 1, 0, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A WebP container header with a lossless bitstream stub: enough for the signature check. */
function webp(): Buffer {
  const payload = Buffer.concat([Buffer.from('WEBPVP8L', 'latin1'), Buffer.from([5, 0, 0, 0, 0x2f, 0, 0, 0, 0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, payload]);
}

/** What a Windows program starts with ("MZ", then the DOS stub). */
const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(200)]);
const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const html = () => Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

// ---------------------------------------------------------------- multipart by hand (full control of names and order)

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----ingreso${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(databaseKinds)('documents on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let owner: { token: string; personaId: number };
  let other: { token: string; personaId: number };
  let counter = 0;

  async function applicantWithPersona(tag: string) {
    const login = await signUp(t, {
      name: `Aspirante ${tag}`,
      email: `${tag}.${Date.now()}.${counter++}@correo.test`,
      password: 'secreta1',
    });
    const res = await t.call('POST', '/api/wizard-persona/', { token: login.token, body: wizardPayload() });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { token: login.token, personaId: res.body.persona.id as number };
  }

  async function upload(token: string | undefined, parts: Part[]) {
    const { body, contentType } = multipart(parts);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${t.baseUrl}/api/files/store_docs_persona/`, { method: 'POST', headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  const field = (personaId: number): Part => ({ name: 'persona_id', value: String(personaId) });
  const doc = (name: string, data: Buffer, filename = `${name}.pdf`, type = 'application/pdf'): Part => ({ name, filename, type, data });

  /** Every object under DATA_DIR/uploads (including anything left in .tmp). */
  async function objectsOnDisk(): Promise<string[]> {
    const root = path.join(t.config.dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  }

  async function fileRows() {
    return t.database.db.select().from(files).orderBy(files.id);
  }

  async function snapshot() {
    return { disk: await objectsOnDisk(), rows: await fileRows() };
  }

  async function download(url: string, token?: string) {
    const res = await fetch(t.baseUrl + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  // The timeout: on a loaded machine (several suites at once) a database and two accounts can take over the default 60 s.
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    owner = await applicantWithPersona('owner');
    other = await applicantWithPersona('other');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/files/store_docs_persona/', () => {
    it('stores a real PDF, JPEG, PNG and WebP in one request, each under a generated key', async () => {
      const res = await upload(owner.token, [
        field(owner.personaId),
        doc('dni_frente', pdf()),
        doc('dni_reverso', jpeg(), 'reverso.jpg', 'image/jpeg'),
        doc('cuil', png(), 'cuil.png', 'image/png'),
        doc('partida_nacimiento', webp(), 'partida.webp', 'image/webp'),
      ]);
      expect(res.status).toBe(200);
      const byName = Object.fromEntries(res.body.persona.files.map((f: any) => [f.name, f]));
      expect(byName.dni_frente).toMatchObject({ mime_type: 'application/pdf', size: pdf().length });
      expect(byName.dni_reverso.mime_type).toBe('image/jpeg');
      expect(byName.cuil.mime_type).toBe('image/png');
      expect(byName.partida_nacimiento.mime_type).toBe('image/webp');
      for (const f of res.body.persona.files) {
        expect(f.url).toMatch(new RegExp(`^/api/files/${f.id}\\?exp=\\d+&sid=\\d+&v=[A-Za-z0-9_-]{16}&sig=[A-Za-z0-9_-]+$`));
      }
      const rows = (await fileRows()).filter((r) => r.persona_id === owner.personaId);
      expect(rows).toHaveLength(4);
      for (const r of rows) {
        expect(r.storage_key).toMatch(/^docs\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
        expect(r.uploaded_by).toBeTypeOf('number');
        const stored = await readFile(path.join(t.config.dataDir, 'uploads', r.storage_key));
        expect(stored.length).toBe(r.size);
      }
      expect(await readFile(path.join(t.config.dataDir, 'uploads', rows.find((r) => r.name === 'cuil')!.storage_key))).toEqual(png());
    });

    it.each([
      ['anonymous', 401, () => undefined, () => owner.personaId],
      ['another applicant', 403, () => other.token, () => owner.personaId],
      ['an unknown persona', 404, () => owner.token, () => 999_999],
    ])('%s → %i and nothing is written', async (_who, status, token, personaId) => {
      const before = await snapshot();
      const res = await upload(token(), [field(personaId()), doc('analitico', pdf())]);
      expect(res.status).toBe(status);
      expect(typeof res.body.message).toBe('string');
      expect(await snapshot()).toEqual(before);
    });

    it('staff upload to anyone’s persona', async () => {
      const res = await upload(admin, [field(other.personaId), doc('analitico', pdf())]);
      expect(res.status).toBe(200);
      expect(res.body.persona.id).toBe(other.personaId);
      expect(res.body.persona.files.map((f: any) => f.name)).toEqual(['analitico']);
    });

    it('refuses parts that come before persona_id when it turns out to be someone else’s', async () => {
      const before = await snapshot();
      const res = await upload(other.token, [doc('analitico', pdf()), doc('cud', png(), 'cud.png', 'image/png'), field(owner.personaId)]);
      expect(res.status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('accepts exactly 2 MiB', async () => {
      const res = await upload(owner.token, [field(owner.personaId), doc('analitico', pdfOfSize(UPLOAD_MAX_BYTES))]);
      expect(res.status).toBe(200);
      expect(res.body.persona.files.find((f: any) => f.name === 'analitico').size).toBe(2_097_152);
    });

    it('refuses 2 MiB + 1 byte with 413 and the seed message, writing nothing', async () => {
      const before = await snapshot();
      const res = await upload(owner.token, [
        field(owner.personaId),
        doc('cud', pdf()),
        doc('certificado_laboral', pdfOfSize(UPLOAD_MAX_BYTES + 1)),
      ]);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('El peso del archivo supera 2MB. Por favor, suba otro archivo.');
      expect(res.body.errors.certificado_laboral).toEqual([uploadMsg.tooBig]);
      // Not even the valid part before it, and no half file in .tmp.
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['a Windows program renamed .pdf', () => doc('dni_frente', exe(), 'dni.pdf', 'application/pdf')],
      ['an SVG image', () => doc('dni_frente', svg(), 'dni.png', 'image/svg+xml')],
      ['an HTML page', () => doc('dni_frente', html(), 'dni.jpg', 'image/jpeg')],
      ['an empty file', () => doc('dni_frente', Buffer.alloc(0), 'dni.pdf')],
      ['a PNG cut after 3 bytes', () => doc('dni_frente', png().subarray(0, 3), 'dni.png', 'image/png')],
    ])('refuses %s by its content with 415, writing nothing', async (_n, part) => {
      const before = await snapshot();
      const res = await upload(owner.token, [field(owner.personaId), part()]);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(uploadMsg.badType);
      expect(res.body.errors.dni_frente).toEqual([uploadMsg.badType]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses two files for one document name with the seed message', async () => {
      const before = await snapshot();
      const res = await upload(owner.token, [field(owner.personaId), doc('cud', pdf()), doc('cud', png(), 'otro.png', 'image/png')]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor, suba un solo archivo.');
      expect(await snapshot()).toEqual(before);
    });

    it.each<[string, () => Part[], number, string]>([
      ['an unknown document name', () => [field(owner.personaId), doc('foto_carnet', pdf())], 400, uploadMsg.unknownDocument],
      ['no persona_id', () => [doc('cud', pdf())], 400, msg.required],
      ['a non-numeric persona_id', () => [{ name: 'persona_id', value: '1 OR 1=1' }, doc('cud', pdf())], 400, msg.required],
      ['no file', () => [field(owner.personaId)], 400, uploadMsg.noFiles],
      [
        'more files than a requirement list may have documents',
        () => [field(owner.personaId), ...Array.from({ length: REQUISITOS_MAX + 1 }, () => doc('cud', pdf()))],
        413,
        uploadMsg.tooManyFiles,
      ],
    ])('refuses %s', async (_n, parts, status, message) => {
      const before = await snapshot();
      const res = await upload(owner.token, parts());
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['cut off in the middle of a file', (b: Buffer) => b.subarray(0, b.length - 200), (ct: string) => ct],
      ['without a boundary', (b: Buffer) => b, () => 'multipart/form-data'],
    ])('answers a body %s with 400, writing nothing', async (_n, cut, type) => {
      const before = await snapshot();
      const { body, contentType } = multipart([field(owner.personaId), doc('cud', pdfOfSize(4096))]);
      const res = await fetch(`${t.baseUrl}/api/files/store_docs_persona/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': type(contentType) },
        body: new Uint8Array(cut(body)),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(msg.http.badRequest);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a JSON body with 415', async () => {
      const res = await t.call('POST', '/api/files/store_docs_persona/', { token: owner.token, body: { persona_id: owner.personaId } });
      expect(res.status).toBe(415);
    });

    it('never uses the client file name: "../" and NUL are harmless', async () => {
      const res = await upload(owner.token, [
        field(owner.personaId),
        doc('cud', pdf(), '../../../../../tmp/evil.pdf'),
        doc('certificado_laboral', png(), 'cert\u0000ificado.png', 'image/png'),
      ]);
      expect(res.status).toBe(200);
      const rows = (await fileRows()).filter((r) => r.persona_id === owner.personaId && ['cud', 'certificado_laboral'].includes(r.name));
      expect(rows.map((r) => r.original_name).sort()).toEqual(['certificado.png', 'evil.pdf']);
      for (const r of rows) expect(r.storage_key).toMatch(/^docs\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      const disk = await objectsOnDisk();
      expect(disk.every((p) => p.startsWith('docs/') && !p.includes('evil') && !p.includes('..'))).toBe(true);
    });

    it('replaces the document of the same name: same id, new object, old object removed', async () => {
      const first = await upload(owner.token, [field(owner.personaId), doc('dni_frente', pdf())]);
      const before = first.body.persona.files.find((f: any) => f.name === 'dni_frente');
      const [oldRow] = await t.database.db.select().from(files).where(eq(files.id, before.id));

      const second = await upload(owner.token, [field(owner.personaId), doc('dni_frente', png(), 'dni.png', 'image/png')]);
      expect(second.status).toBe(200);
      const after = second.body.persona.files.filter((f: any) => f.name === 'dni_frente');
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: before.id, mime_type: 'image/png', size: png().length });
      const [newRow] = await t.database.db.select().from(files).where(eq(files.id, before.id));
      expect(newRow.storage_key).not.toBe(oldRow.storage_key);
      const disk = await objectsOnDisk();
      expect(disk).toContain(newRow.storage_key);
      expect(disk).not.toContain(oldRow.storage_key);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'documento.reemplazar'));
      expect(audit.some((a) => a.entity_id === owner.personaId && (a.after as { mime_type: string }).mime_type === 'image/png')).toBe(true);

      const got = await download(after[0].url);
      expect(got.status).toBe(200);
      expect(got.bytes).toEqual(png());
      expect(got.headers.get('content-disposition')).toBe('inline; filename="dni_frente.png"');
    });
  });

  describe('GET /api/files/{id}', () => {
    let file: { id: number; url: string };

    beforeAll(async () => {
      const res = await upload(owner.token, [field(owner.personaId), doc('partida_nacimiento', pdf(), 'partida de nacimiento.pdf')]);
      file = res.body.persona.files.find((f: any) => f.name === 'partida_nacimiento');
    });

    it('sends the document with its type, an inline name of our own and nosniff', async () => {
      const res = await download(`/api/files/${file.id}`, owner.token);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(pdf());
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('inline; filename="partida_nacimiento.pdf"');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    });

    it.each([
      ['anonymous without a link', 401, () => undefined],
      ['another applicant', 403, () => other.token],
      ['staff', 200, () => admin],
    ])('%s → %i', async (_who, status, token) => {
      expect((await download(`/api/files/${file.id}`, token())).status).toBe(status);
    });

    it('unknown id → 404', async () => {
      expect((await download('/api/files/999999', admin)).status).toBe(404);
      expect((await download('/api/files/x1', admin)).status).toBe(404);
    });

    it('opens with the signed url alone (a new tab has no bearer header)', async () => {
      const res = await download(file.url);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(pdf());
    });

    it('refuses a tampered, moved or expired link with 401', async () => {
      const url = new URL(file.url, t.baseUrl);
      /** The link with one parameter changed: the signature no longer matches. */
      const changed = (name: string, value: string) => {
        const u = new URL(url);
        u.searchParams.set(name, value);
        return u.pathname + u.search;
      };
      const sig = url.searchParams.get('sig')!;
      const tampered = changed('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
      const later = changed('exp', String(Number(url.searchParams.get('exp')) + 3600));
      // Another session of someone else (the administrator's), or another version of the document.
      const otherSession = changed('sid', String(Number(url.searchParams.get('sid')) + 1));
      const otherVersion = changed('v', 'AAAAAAAAAAAAAAAA');
      const moved = `/api/files/${file.id + 1}${url.search}`;
      const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
      const binding = { sessionId: Number(url.searchParams.get('sid')), storageKey: row.storage_key };
      const expired = fileLinksFor(t.config.dataDir).url(file.id, binding, Date.now() - (FILE_LINK_TTL_SECONDS + 60) * 1000);
      const unsigned = `/api/files/${file.id}?exp=${url.searchParams.get('exp')}&sid=${binding.sessionId}&v=${url.searchParams.get('v')}`;
      for (const bad of [tampered, later, otherSession, otherVersion, moved, expired]) {
        const res = await t.call('GET', bad);
        expect(res.status, bad).toBe(401);
        expect(res.body.message).toBe(uploadMsg.linkExpired);
      }
      // Without a signature it is a call without a session.
      const res = await t.call('GET', unsigned);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(msg.session.unauthorized);
    });
  });

  describe('DELETE /api/files/delete/{id}', () => {
    async function freshDoc(personaId: number, token: string) {
      const res = await upload(token, [field(personaId), doc('cud', pdf())]);
      const f = res.body.persona.files.find((x: any) => x.name === 'cud');
      const [row] = await t.database.db.select().from(files).where(eq(files.id, f.id));
      return row;
    }

    it.each([
      ['anonymous', 401, () => undefined],
      ['another applicant', 403, () => other.token],
    ])('%s → %i and the document stays', async (_who, status, token) => {
      const row = await freshDoc(owner.personaId, owner.token);
      const res = await t.call('DELETE', `/api/files/delete/${row.id}`, { token: token() });
      expect(res.status).toBe(status);
      expect(
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(files)
          .where(eq(files.id, row.id)),
      ).toEqual([{ n: 1 }]);
      expect(await objectsOnDisk()).toContain(row.storage_key);
    });

    it.each([
      ['the owner', () => owner, () => owner.token],
      ['staff', () => other, () => admin],
    ])('%s deletes the row and the object', async (_who, persona, token) => {
      const row = await freshDoc(persona().personaId, persona().token);
      const res = await t.call('DELETE', `/api/files/delete/${row.id}`, { token: token() });
      expect(res.status).toBe(200);
      expect(res.body.persona.files.some((f: any) => f.id === row.id)).toBe(false);
      expect(await t.database.db.select().from(files).where(eq(files.id, row.id))).toEqual([]);
      expect(await objectsOnDisk()).not.toContain(row.storage_key);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'documento.eliminar'));
      expect(audit.some((a) => a.entity_id === persona().personaId)).toBe(true);
      expect((await t.call('DELETE', `/api/files/delete/${row.id}`, { token: token() })).status).toBe(404);
      expect((await download(`/api/files/${row.id}`, token())).status).toBe(404);
    });
  });
});
