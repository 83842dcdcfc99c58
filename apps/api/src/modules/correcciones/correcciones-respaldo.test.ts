import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, correccionMsg, uploadMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { wizardPayload } from '../../../test/fixtures/personas.js';
import { multipart, pdf, pdfOfSize, pngHead, rawCall, type Part } from '../../../test/security/support.js';
import { correcciones } from '../../db/schema/index.js';
import { FILE_LINK_TTL_SECONDS, fileLinksFor } from '../../lib/file-links.js';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

describe.each(databaseKinds)('supporting document of a correction request on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let owner: { token: string; personaId: number };
  let other: { token: string; personaId: number };

  async function applicantWithPersona(tag: string) {
    const login = await signUp(t, { name: `Aspirante ${tag}`, email: uniqueEmail(tag), password: 'secreta1' });
    const res = await t.call('POST', '/api/wizard-persona/', { token: login.token, body: wizardPayload() });
    if (res.status !== 201) throw new Error(`setup failed: ${JSON.stringify(res.body)}`);
    return { token: login.token as string, personaId: res.body.persona.id as number };
  }

  /** Every object under DATA_DIR/uploads/correcciones. */
  async function storedObjects(): Promise<string[]> {
    const root = path.join(t.config.dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((p) => !p.startsWith('docs'))
      .sort();
  }
  const requests = (personaId: number) => countRows(t.database.db, 'correcciones', sql`persona_id = ${personaId}`);

  function ask(token: string | undefined, personaId: number, parts: Part[]) {
    const { body, contentType } = multipart(parts);
    return rawCall(t, 'POST', `/api/correcciones/persona/${personaId}/respaldo`, { body, contentType, token });
  }
  const fields = (campo: string, valor: string): Part[] => [
    { name: 'campo', value: campo },
    { name: 'valor', value: valor },
    { name: 'motivo', value: 'Figura así en el DNI que adjunto.' },
  ];
  const file = (data: Buffer, filename = 'dni.pdf', type = 'application/pdf'): Part => ({ name: 'respaldo', filename, type, data });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    owner = await applicantWithPersona('respaldo.owner');
    other = await applicantWithPersona('respaldo.other');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stores the document under a generated key and answers a signed link; the download matrix holds', async () => {
    const before = await storedObjects();
    const res = await ask(owner.token, owner.personaId, [...fields('nombre', 'María Laura'), file(pdf(), '../../etc/dni escaneado.pdf')]);
    expect(res.status).toBe(201);
    const c = res.body.correccion;
    expect(c.respaldo).toMatchObject({ mime_type: 'application/pdf', size: pdf().length, original_name: 'dni escaneado.pdf' });
    expect(c.respaldo.url).toMatch(new RegExp(`^/api/correcciones/respaldo/${c.id}\\?exp=\\d+&sid=\\d+&v=[\\w-]{16}&sig=`));
    const after = await storedObjects();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((k) => !before.includes(k))).toMatch(/^correcciones\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);

    const url = `/api/correcciones/respaldo/${c.id}`;
    // Session calls: owner and staff open it, another applicant is refused, anonymous must sign in.
    const asOwner = await rawCall(t, 'GET', url, { token: owner.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('application/pdf');
    expect(asOwner.text).toBe(pdf().toString('latin1'));
    expect((await rawCall(t, 'GET', url, { token: admin })).status).toBe(200);
    expect((await rawCall(t, 'GET', url, { token: other.token })).status).toBe(403);
    expect((await rawCall(t, 'GET', url)).status).toBe(401);
    // The signed link opens it without a session; an expired one or one of a document id does not.
    expect((await rawCall(t, 'GET', c.respaldo.url)).status).toBe(200);
    const [row] = await t.database.db.select().from(correcciones).where(eq(correcciones.id, c.id));
    const binding = { sessionId: Number(new URL(c.respaldo.url, t.baseUrl).searchParams.get('sid')), storageKey: row.respaldo_key! };
    const expired = fileLinksFor(t.config.dataDir, 'correcciones').url(c.id, binding, Date.now() - (FILE_LINK_TTL_SECONDS + 60) * 1000);
    const old = await rawCall(t, 'GET', expired);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(uploadMsg.linkExpired);
    const documentLink = fileLinksFor(t.config.dataDir)
      .url(c.id, binding)
      .replace(/^\/api\/files\//, '/api/correcciones/respaldo/');
    expect((await rawCall(t, 'GET', documentLink)).status).toBe(401);

    // Staff see it in their list; the owner in theirs.
    const list = await t.call('GET', '/api/correcciones', { token: admin });
    expect(list.body.correcciones.find((r: { id: number }) => r.id === c.id).respaldo.mime_type).toBe('application/pdf');
    const mine = await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: owner.token });
    expect(mine.body.correcciones.find((r: { id: number }) => r.id === c.id).respaldo).not.toBeNull();

    // Refusing keeps the document: it is the evidence behind the answer.
    const refused = await t.call('POST', `/api/correcciones/rechazar/${c.id}`, { token: admin, body: { respuesta: 'No se lee.' } });
    expect(refused.status).toBe(200);
    expect((await rawCall(t, 'GET', url, { token: admin })).status).toBe(200);
    expect(await storedObjects()).toEqual(after);
  });

  it('works without a file, and a request without a document answers 404 on its download', async () => {
    const res = await ask(owner.token, owner.personaId, fields('apellido', 'Gómez Paz'));
    expect(res.status).toBe(201);
    expect(res.body.correccion.respaldo).toBeNull();
    const dl = await rawCall(t, 'GET', `/api/correcciones/respaldo/${res.body.correccion.id}`, { token: owner.token });
    expect(dl.status).toBe(404);
    expect(dl.body.message).toBe(correccionMsg.respaldoNotFound);
  });

  it.each([
    [
      'a file that is not an image or PDF',
      () => file(Buffer.from('MZ\x90\x00 not a document'.repeat(20)), 'dni.pdf'),
      415,
      uploadMsg.badType,
    ],
    ['a file over 2 MB', () => file(pdfOfSize(UPLOAD_MAX_BYTES + 1)), 413, uploadMsg.tooBig],
  ])('%s → its Spanish 4xx, no request and no stored file', async (_what, part, status, message) => {
    const rows = await requests(owner.personaId);
    const objects = await storedObjects();
    const res = await ask(owner.token, owner.personaId, [...fields('localidad', 'Bernal'), part()]);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.respaldo).toEqual([message]);
    expect(await requests(owner.personaId)).toBe(rows);
    expect(await storedObjects()).toEqual(objects);
  });

  it('deletes the stored file when the request itself is refused (bad field, same value, already open)', async () => {
    const objects = await storedObjects();
    const rows = await requests(owner.personaId);
    const bad = await ask(owner.token, owner.personaId, [{ name: 'campo', value: 'email' }, file(pngHead(), 'dni.png', 'image/png')]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.campo).toEqual([correccionMsg.fieldInvalid]);
    // The file part comes first here: it is stored before the fields arrive, and removed after.
    const open = await ask(owner.token, owner.personaId, [file(pdf()), ...fields('apellido', 'Otro Apellido')]);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(correccionMsg.openExists);
    expect(await requests(owner.personaId)).toBe(rows);
    expect(await storedObjects()).toEqual(objects);
  });

  it('only the owning applicant asks: another applicant 403, staff 403, anonymous 401, nothing stored', async () => {
    const objects = await storedObjects();
    for (const [token, status] of [
      [other.token, 403],
      [admin, 403],
      [undefined, 401],
    ] as const) {
      const res = await ask(token, owner.personaId, [...fields('provincia', 'Córdoba'), file(pdf())]);
      expect(res.status).toBe(status);
    }
    expect(await storedObjects()).toEqual(objects);
  });
});
