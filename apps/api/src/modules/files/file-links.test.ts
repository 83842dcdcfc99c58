import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg, uploadMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, lastLinkToken, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { png } from '../../../test/images.js';
import { wizardPayload } from '../../../test/fixtures/personas.js';
import { multipart, pdf, rawCall, type Part } from '../../../test/security/support.js';
import { sessions, users } from '../../db/schema/index.js';

/**
 * Signed document links are bound to the session that minted them and to the stored
 * version they open (issue 17 §7, decisions 154 and 155): a link stops working when its session
 * ends, whatever ends it, and never serves a document that replaced the one it named.
 */
describe.each(databaseKinds)('signed document links bound to their session and version on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let counter = 0;

  interface Applicant {
    email: string;
    password: string;
    token: string;
    userId: number;
    personaId: number;
  }

  async function applicant(tag: string): Promise<Applicant> {
    const who = { name: `Aspirante ${tag}`, email: `${tag}.${Date.now()}.${counter++}@correo.test`, password: 'Clave-Inicial-2026' };
    const login = await signUp(t, who);
    const res = await t.call('POST', '/api/wizard-persona/', { token: login.token, body: wizardPayload() });
    if (res.status !== 201) throw new Error(`setup failed: ${JSON.stringify(res.body)}`);
    return { email: who.email, password: who.password, token: login.token, userId: login.user.id, personaId: res.body.persona.id };
  }

  async function login(email: string, password: string): Promise<string> {
    const res = await t.call('POST', '/api/login/', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  function upload(token: string, personaId: number, name: string, data: Buffer, type: string) {
    const parts: Part[] = [
      { name: 'persona_id', value: String(personaId) },
      { name, filename: `${name}.${type.split('/')[1]}`, type, data },
    ];
    const { body, contentType } = multipart(parts);
    return rawCall(t, 'POST', '/api/files/store_docs_persona', { body, contentType, token });
  }

  /** The signed link of document `name` as the persona answer gives it to `token`'s session. */
  async function linkOf(token: string, personaId: number, name: string): Promise<string> {
    const res = await t.call('GET', `/api/personas/${personaId}`, { token });
    expect(res.status).toBe(200);
    const file = (res.body.persona.files as Array<{ name: string; url: string }>).find((f) => f.name === name);
    if (!file) throw new Error(`no ${name} among the files`);
    return file.url;
  }

  /** Opens a link as a new tab does: no bearer header. */
  const open = (url: string) => rawCall(t, 'GET', url);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('names the session by its id, never by its token, and the version without the storage key', async () => {
    const a = await applicant('link.format');
    expect((await upload(a.token, a.personaId, 'cuil', pdf(), 'application/pdf')).status).toBe(200);
    const url = new URL(await linkOf(a.token, a.personaId, 'cuil'), t.baseUrl);
    expect([...url.searchParams.keys()]).toEqual(['exp', 'sid', 'v', 'sig']);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, Number(url.searchParams.get('sid'))));
    expect(session.user_id).toBe(a.userId);
    expect(url.href).not.toContain(a.token);
    expect(url.searchParams.get('v')).toMatch(/^[\w-]{16}$/);
  });

  it('works while its session lives and is refused after that session logs out; another session’s link lives on until its own logout', async () => {
    const a = await applicant('link.logout');
    expect((await upload(a.token, a.personaId, 'cuil', pdf(), 'application/pdf')).status).toBe(200);
    const second = await login(a.email, a.password);
    const first = await linkOf(a.token, a.personaId, 'cuil');
    const other = await linkOf(second, a.personaId, 'cuil');
    expect(new URL(first, t.baseUrl).searchParams.get('sid')).not.toBe(new URL(other, t.baseUrl).searchParams.get('sid'));

    const works = await open(first);
    expect(works.status).toBe(200);
    expect(Buffer.from(works.text, 'latin1')).toEqual(pdf());

    expect((await t.call('POST', '/api/logout', { token: a.token })).status).toBe(204);
    const refused = await open(first);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(uploadMsg.linkSessionEnded);
    // The same account's other session is still open: its link still works.
    expect((await open(other)).status).toBe(200);

    expect((await t.call('POST', '/api/logout', { token: second })).status).toBe(204);
    expect((await open(other)).status).toBe(401);
    expect((await open(other)).body.message).toBe(uploadMsg.linkSessionEnded);
  });

  it('is refused after a password reset, which ends every session of the account', async () => {
    const a = await applicant('link.reset');
    expect((await upload(a.token, a.personaId, 'cuil', pdf(), 'application/pdf')).status).toBe(200);
    const link = await linkOf(a.token, a.personaId, 'cuil');
    expect((await open(link)).status).toBe(200);

    expect((await t.call('POST', '/api/forgotpassword', { body: { email: a.email } })).status).toBe(200);
    const token = await lastLinkToken(t, '/auth/reset-password/');
    const password = `Nueva-Clave-${randomBytes(4).toString('hex')}`;
    const reset = await t.call('POST', '/api/resetpassword', { body: { token, password, c_password: password } });
    expect(reset.status).toBe(200);

    const refused = await open(link);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(uploadMsg.linkSessionEnded);
    // A new session gets a new link, which works.
    const fresh = await login(a.email, password);
    expect((await open(await linkOf(fresh, a.personaId, 'cuil'))).status).toBe(200);
  });

  it('is refused once its session is idle past the limit, like the session itself', async () => {
    const a = await applicant('link.idle');
    expect((await upload(a.token, a.personaId, 'cuil', pdf(), 'application/pdf')).status).toBe(200);
    const link = await linkOf(a.token, a.personaId, 'cuil');
    const sid = Number(new URL(link, t.baseUrl).searchParams.get('sid'));
    await t.database.db
      .update(sessions)
      .set({ last_used_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, sid));
    const refused = await open(link);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(uploadMsg.linkSessionEnded);
  });

  it('carries the rights its session has now: a staff link to another’s document stops when the role is no longer staff', async () => {
    const a = await applicant('link.owner');
    expect((await upload(a.token, a.personaId, 'cuil', pdf(), 'application/pdf')).status).toBe(200);
    // An account that is staff for a while (the role changes in the database, the session stays).
    const staffer = await applicant('link.staffer');
    const [adminRow] = await t.database.db.select({ role_id: users.role_id }).from(users).where(eq(users.email, ADMIN.email));
    await t.database.db.update(users).set({ role_id: adminRow.role_id }).where(eq(users.id, staffer.userId));
    const staffToken = await login(staffer.email, staffer.password);
    const link = await linkOf(staffToken, a.personaId, 'cuil');
    expect((await open(link)).status).toBe(200);

    const [applicantRow] = await t.database.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, a.userId));
    await t.database.db.update(users).set({ role_id: applicantRow.role_id }).where(eq(users.id, staffer.userId));
    // The session is the same row, with the user's role today: another's document is not theirs to see.
    const refused = await open(link);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(msg.session.forbidden);
  });

  it('never serves a replacement: the old link answers 410, a new link serves the new file', async () => {
    const a = await applicant('link.replace');
    expect((await upload(a.token, a.personaId, 'dni_frente', pdf(), 'application/pdf')).status).toBe(200);
    const old = await linkOf(a.token, a.personaId, 'dni_frente');
    expect((await open(old)).status).toBe(200);

    expect((await upload(a.token, a.personaId, 'dni_frente', png(), 'image/png')).status).toBe(200);
    const refused = await open(old);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe(uploadMsg.linkReplaced);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);

    const fresh = await linkOf(a.token, a.personaId, 'dni_frente');
    expect(new URL(fresh, t.baseUrl).pathname).toBe(new URL(old, t.baseUrl).pathname);
    const served = await fetch(t.baseUrl + fresh);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png());
    // Even with a bearer header, the old link names a version that is gone.
    expect((await rawCall(t, 'GET', old, { token: a.token })).status).toBe(410);
  });

  it('binds the supporting document of a correction request the same way', async () => {
    const a = await applicant('link.respaldo');
    const { body, contentType } = multipart([
      { name: 'campo', value: 'nombre' },
      { name: 'valor', value: 'María Laura' },
      { name: 'motivo', value: 'Figura así en el DNI que adjunto.' },
      { name: 'respaldo', filename: 'dni.pdf', type: 'application/pdf', data: pdf() },
    ]);
    const asked = await rawCall(t, 'POST', `/api/correcciones/persona/${a.personaId}/respaldo`, { body, contentType, token: a.token });
    expect(asked.status).toBe(201);
    const mine = asked.body.correccion.respaldo.url as string;
    const staffList = await t.call('GET', '/api/correcciones', { token: admin });
    const staffs = staffList.body.correcciones.find((c: { id: number }) => c.id === asked.body.correccion.id).respaldo.url as string;
    expect((await open(mine)).status).toBe(200);
    expect((await open(staffs)).status).toBe(200);

    expect((await t.call('POST', '/api/logout', { token: a.token })).status).toBe(204);
    // The staff member's session is still open.
    expect((await open(staffs)).status).toBe(200);
    const refused = await open(mine);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(uploadMsg.linkSessionEnded);
  });
});
