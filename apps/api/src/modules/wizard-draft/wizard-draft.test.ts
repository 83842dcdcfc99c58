import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_END_CODES, WIZARD_DRAFT_MAX_CHARS, draftMsg, msg, personaMsg, uploadMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, lastLinkToken, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { png } from '../../../test/images.js';
import { freshDocument, wizardPayload } from '../../../test/fixtures/personas.js';
import { files, sessions, wizardDraftFiles, wizardDrafts } from '../../db/schema/index.js';

type Part = { name: string; filename: string; type: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----ingreso${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const doc = (name: string, data: Buffer = png(), filename = `${name}.png`): Part => ({ name, filename, type: 'image/png', data });
const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(200)]);

describe.each(databaseKinds)('wizard draft, DNI check and session end reasons on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let counter = 0;
  const email = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;
  const applicant = (tag: string) => signUp(t, { name: `Aspirante ${tag}`, email: email(tag), password: 'secreta1' });

  async function upload(token: string | undefined, parts: Part[]) {
    const { body, contentType } = multipart(parts);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${t.baseUrl}/api/wizard-draft/files`, { method: 'POST', headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async function objectsOnDisk(): Promise<string[]> {
    const root = path.join(t.config.dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('access', () => {
    it('every draft route refuses a request without a session (401)', async () => {
      expect((await t.call('GET', '/api/wizard-draft')).status).toBe(401);
      expect((await t.call('PUT', '/api/wizard-draft', { body: { step: 1 } })).status).toBe(401);
      expect((await t.call('DELETE', '/api/wizard-draft/files/cuil')).status).toBe(401);
      expect((await t.call('GET', '/api/wizard-draft/dni/30111222')).status).toBe(401);
      expect((await upload(undefined, [doc('cuil')])).status).toBe(401);
    });

    it('each account reaches only its own draft: another applicant and staff see none of it', async () => {
      const owner = await applicant('owner');
      const other = await applicant('other');
      const values = { persona: { nombre: 'Ana', numero_documento: '30111222' }, discapacidad: '0' };
      expect((await t.call('PUT', '/api/wizard-draft', { token: owner.token, body: { step: 2, values } })).status).toBe(200);
      expect((await upload(owner.token, [doc('cuil')])).status).toBe(200);

      const mine = await t.call('GET', '/api/wizard-draft', { token: owner.token });
      expect(mine.status).toBe(200);
      expect(mine.body.draft).toMatchObject({ step: 2, values, welcome_seen: false, files: [{ name: 'cuil', mime_type: 'image/png' }] });

      for (const token of [other.token, admin]) {
        const theirs = await t.call('GET', '/api/wizard-draft', { token });
        expect(theirs.status).toBe(200);
        expect(theirs.body.draft).toBeNull();
        // Deleting "cuil" acts on the caller's own draft, which has none: the owner's stays.
        expect((await t.call('DELETE', '/api/wizard-draft/files/cuil', { token })).status).toBe(404);
      }
      expect((await t.call('GET', '/api/wizard-draft', { token: owner.token })).body.draft.files).toHaveLength(1);
    });
  });

  describe('PUT /api/wizard-draft', () => {
    it('saves step and values, keeps what a later call leaves out, and remembers the welcome', async () => {
      const a = await applicant('save');
      const values = { persona: { nombre: 'Ana', apellido: 'Paz' }, discapacidad: '0', otros_estudios: [] };
      await t.call('PUT', '/api/wizard-draft', { token: a.token, body: { step: 1, values } });
      const welcome = await t.call('PUT', '/api/wizard-draft', { token: a.token, body: { welcome_seen: true } });
      expect(welcome.body.draft).toMatchObject({ step: 1, values, welcome_seen: true });
      const next = await t.call('PUT', '/api/wizard-draft', { token: a.token, body: { step: 3, values: { ...values, carrera_id: '2' } } });
      expect(next.body.draft).toMatchObject({ step: 3, values: { carrera_id: '2' }, welcome_seen: true });
    });

    it('refuses a draft too big, of another shape or with a step out of range, and keeps the saved one', async () => {
      const a = await applicant('limits');
      await t.call('PUT', '/api/wizard-draft', { token: a.token, body: { step: 1, values: { persona: { nombre: 'Ana' } } } });
      const huge = await t.call('PUT', '/api/wizard-draft', {
        token: a.token,
        body: { step: 2, values: { persona: { nombre: 'x'.repeat(WIZARD_DRAFT_MAX_CHARS) } } },
      });
      expect(huge.status).toBe(400);
      expect(huge.body.errors.values).toContain(draftMsg.tooLarge);
      for (const body of [
        { step: 2, values: { persona: { nombre: 'Ana' }, arbitrary: { a: 1 } } },
        { step: 4 },
        { step: -1 },
        { step: 1.5 },
        { values: { otros_estudios: 'texto' } },
        { other: true },
      ]) {
        const res = await t.call('PUT', '/api/wizard-draft', { token: a.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      const kept = await t.call('GET', '/api/wizard-draft', { token: a.token });
      expect(kept.body.draft).toMatchObject({ step: 1, values: { persona: { nombre: 'Ana' } } });
    });

    it('answers 409 once the account has its persona (the wizard is over)', async () => {
      const a = await applicant('done');
      expect((await t.call('POST', '/api/wizard-persona/', { token: a.token, body: wizardPayload() })).status).toBe(201);
      const res = await t.call('PUT', '/api/wizard-draft', { token: a.token, body: { step: 1 } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(personaMsg.alreadyRegistered);
      expect((await upload(a.token, [doc('cuil')])).status).toBe(409);
    });
  });

  describe('draft documents', () => {
    it('keeps the upload checks: a program is refused and nothing is stored', async () => {
      const a = await applicant('exe');
      const before = await objectsOnDisk();
      const res = await upload(a.token, [doc('cuil'), { name: 'analitico', filename: 'a.pdf', type: 'application/pdf', data: exe() }]);
      expect(res.status).toBe(415);
      expect(res.body.errors.analitico).toContain(uploadMsg.badType);
      expect(await objectsOnDisk()).toEqual(before);
      expect(await t.database.db.select().from(wizardDraftFiles).where(eq(wizardDraftFiles.user_id, a.user.id))).toHaveLength(0);
      expect((await upload(a.token, [{ name: 'otro', filename: 'x.png', type: 'image/png', data: png() }])).status).toBe(400);
    });

    it('a replaced document deletes its old object; a removed one deletes its row and object', async () => {
      const a = await applicant('replace');
      await upload(a.token, [doc('cuil', png(10))]);
      const [first] = await t.database.db.select().from(wizardDraftFiles).where(eq(wizardDraftFiles.user_id, a.user.id));
      expect(await objectsOnDisk()).toContain(first.storage_key);

      const again = await upload(a.token, [doc('cuil', png(200))]);
      expect(again.status).toBe(200);
      const [second] = await t.database.db.select().from(wizardDraftFiles).where(eq(wizardDraftFiles.user_id, a.user.id));
      expect(second.id).toBe(first.id);
      expect(second.storage_key).not.toBe(first.storage_key);
      const disk = await objectsOnDisk();
      expect(disk).toContain(second.storage_key);
      expect(disk).not.toContain(first.storage_key);

      const removed = await t.call('DELETE', '/api/wizard-draft/files/cuil', { token: a.token });
      expect(removed.status).toBe(200);
      expect(removed.body.files).toEqual([]);
      expect(await objectsOnDisk()).not.toContain(second.storage_key);
      expect((await t.call('DELETE', '/api/wizard-draft/files/cuil', { token: a.token })).status).toBe(404);
      // Any well-formed code may name a configured document (decision 180): one not in the draft is 404; a malformed one 400.
      expect((await t.call('DELETE', '/api/wizard-draft/files/otro', { token: a.token })).status).toBe(404);
      expect((await t.call('DELETE', '/api/wizard-draft/files/Otro-1', { token: a.token })).status).toBe(400);
    });

    it('Finalizar moves the required documents to the persona, deletes the others and the draft', async () => {
      const a = await applicant('final');
      await t.call('PUT', '/api/wizard-draft', { token: a.token, body: { step: 3, welcome_seen: true } });
      expect((await upload(a.token, [doc('cuil'), doc('certificado_laboral')])).status).toBe(200);
      const draftRows = await t.database.db.select().from(wizardDraftFiles).where(eq(wizardDraftFiles.user_id, a.user.id));
      const laboral = draftRows.find((r) => r.name === 'certificado_laboral')!;
      const cuil = draftRows.find((r) => r.name === 'cuil')!;

      // The final answer says "not working": the job certificate is no longer required.
      const payload = wizardPayload({
        situacion_laboral: { trabaja_actualmente: '0', ocupacion: '', cargo: '', empresa: '', horas_semanales: '', relacion_carrera: '' },
      });
      const res = await t.call('POST', '/api/wizard-persona/', { token: a.token, body: payload });
      expect(res.status).toBe(201);
      expect(res.body.persona.files.map((f: { name: string }) => f.name)).toEqual(['cuil']);
      const [row] = await t.database.db.select().from(files).where(eq(files.persona_id, res.body.persona.id));
      expect(row.storage_key).toBe(cuil.storage_key);
      const disk = await objectsOnDisk();
      expect(disk).toContain(cuil.storage_key);
      expect(disk).not.toContain(laboral.storage_key);
      expect(await t.database.db.select().from(wizardDraftFiles).where(eq(wizardDraftFiles.user_id, a.user.id))).toHaveLength(0);
      expect(await t.database.db.select().from(wizardDrafts).where(eq(wizardDrafts.user_id, a.user.id))).toHaveLength(0);
      expect((await t.call('GET', '/api/wizard-draft', { token: a.token })).body.draft).toBeNull();
    });

    it("Finalizar keeps the documents of the career of interest's own list, optional ones too (issue 15)", async () => {
      const req = (codigo: string, obligatorio = true) => ({
        codigo,
        nombre: codigo,
        tipos: ['image/png'],
        obligatorio,
        condicion: 'siempre',
      });
      const saved = await t.call('PUT', '/api/requisitos', {
        token: admin,
        body: { carrera_id: 8, requisitos: [req('cuil'), req('partida_nacimiento', false)] },
      });
      expect(saved.status).toBe(200);
      try {
        const a = await applicant('carrera-list');
        expect((await upload(a.token, [doc('cuil'), doc('partida_nacimiento'), doc('dni_frente')])).status).toBe(200);
        const res = await t.call('POST', '/api/wizard-persona/', { token: a.token, body: { ...wizardPayload(), carrera_id: 8 } });
        expect(res.status).toBe(201);
        // The DNI is not in that career's list: it is not kept.
        expect(res.body.persona.files.map((f: { name: string }) => f.name).sort()).toEqual(['cuil', 'partida_nacimiento']);
      } finally {
        await t.call('PUT', '/api/requisitos', { token: admin, body: { carrera_id: 8, requisitos: [] } });
      }
    });

    it('a Finalizar that fails keeps the draft and its documents', async () => {
      const taken = await applicant('taken');
      const payload = wizardPayload();
      expect((await t.call('POST', '/api/wizard-persona/', { token: taken.token, body: payload })).status).toBe(201);
      const a = await applicant('fails');
      await upload(a.token, [doc('cuil')]);
      const dup = wizardPayload({
        persona: { ...wizardPayload().persona, numero_documento: payload.persona.numero_documento, cuit: payload.persona.cuit },
      });
      expect((await t.call('POST', '/api/wizard-persona/', { token: a.token, body: dup })).status).toBe(422);
      expect((await t.call('GET', '/api/wizard-draft', { token: a.token })).body.draft.files).toHaveLength(1);
    });
  });

  describe('GET /api/wizard-draft/dni/{dni}', () => {
    it('says whether a DNI is free, and when it is not what to do, without naming its owner', async () => {
      const owner = await applicant('dniowner');
      const payload = wizardPayload();
      await t.call('POST', '/api/wizard-persona/', { token: owner.token, body: payload });
      const asker = await applicant('dniasker');
      const taken = await t.call('GET', `/api/wizard-draft/dni/${payload.persona.numero_documento}`, { token: asker.token });
      expect(taken.status).toBe(200);
      expect(taken.body).toEqual({ available: false, message: draftMsg.dniTaken });
      expect(JSON.stringify(taken.body)).not.toContain(payload.persona.apellido);
      const free = await t.call('GET', `/api/wizard-draft/dni/${freshDocument().dni}`, { token: asker.token });
      expect(free.body).toEqual({ available: true });
      expect((await t.call('GET', '/api/wizard-draft/dni/123', { token: asker.token })).status).toBe(400);
      // Staff may ask too (the staff registration of a new person uses the same wizard).
      expect((await t.call('GET', `/api/wizard-draft/dni/${payload.persona.numero_documento}`, { token: admin })).body.available).toBe(
        false,
      );
    });
  });

  describe('GET /api/wizard-draft/dni/{dni} under its per-address limit', () => {
    it('answers 429 with a Spanish message once an address asks more than AUTH_RATE_LIMIT times a minute', async () => {
      const limited = await startTestApp(kind, { AUTH_RATE_LIMIT: '3' });
      try {
        const asker = await signUp(limited, { name: 'Aspirante dnilimit', email: email('dnilimit'), password: 'secreta1' });
        const statuses: number[] = [];
        let last;
        for (let i = 0; i < 5; i++) {
          last = await limited.call('GET', `/api/wizard-draft/dni/${freshDocument().dni}`, { token: asker.token });
          statuses.push(last.status);
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        expect(last?.body.message).toBe(msg.http.tooManyRequests);
      } finally {
        await limited.close();
      }
    });
  });

  describe('keep-alive and why a session ended', () => {
    const setLastUse = (userId: number, minutesAgo: number) =>
      t.database.db
        .update(sessions)
        .set({ last_used_at: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(sessions.user_id, userId));
    const lastUse = async (userId: number) =>
      (await t.database.db.select({ at: sessions.last_used_at }).from(sessions).where(eq(sessions.user_id, userId)))[0].at;

    it('the keep-alive (POST /api/userinfo/) moves the last use forward, so activity outlasts 30 minutes', async () => {
      const a = await applicant('alive');
      await setLastUse(a.user.id, 20);
      expect((await t.call('POST', '/api/userinfo/', { token: a.token })).status).toBe(200);
      expect(Date.now() - (await lastUse(a.user.id)).getTime()).toBeLessThan(60_000);
      // 20 more minutes pass since that keep-alive: 40 since the first use, still signed in.
      await setLastUse(a.user.id, 20);
      expect((await t.call('GET', '/api/wizard-draft', { token: a.token })).status).toBe(200);
    });

    it('an idle session answers 401 with code session_idle and its message', async () => {
      const a = await applicant('idle');
      await setLastUse(a.user.id, 31);
      const res = await t.call('GET', '/api/wizard-draft', { token: a.token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: msg.session.idle, code: SESSION_END_CODES.idle, errors: {} });
      expect(res.body.error[0].message).toBe(msg.session.idle);
    });

    it('a session revoked by a password change answers code session_password_changed; logout and unknown tokens the plain 401', async () => {
      const who = { name: 'Pablo Cambio', email: email('pwd'), password: 'vieja123' };
      const old = await signUp(t, who);
      await t.call('POST', '/api/forgotpassword', { body: { email: who.email } });
      const token = await lastLinkToken(t, '/auth/reset-password/');
      expect((await t.call('POST', '/api/resetpassword', { body: { token, password: 'nueva123', c_password: 'nueva123' } })).status).toBe(
        200,
      );
      const res = await t.call('POST', '/api/userinfo/', { token: old.token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: msg.session.passwordChanged, code: SESSION_END_CODES.passwordChanged });

      const b = await applicant('out');
      await t.call('POST', '/api/logout', { token: b.token });
      const out = await t.call('GET', '/api/wizard-draft', { token: b.token });
      expect(out.status).toBe(401);
      expect(out.body.message).toBe(msg.session.unauthorized);
      expect(out.body.code).toBe('unauthorized');
      const unknown = await t.call('GET', '/api/wizard-draft', { token: randomBytes(32).toString('base64url') });
      expect(unknown.body.message).toBe(msg.session.unauthorized);
    });
  });
});
