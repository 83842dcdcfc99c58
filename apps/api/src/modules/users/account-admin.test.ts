import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { usuarioMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows } from '../../../test/fixtures/rows.js';
import { ADMIN, decodeMail, startTestApp, type TestApp } from '../../../test/harness.js';
import { REAUTH_MAX_FAILURES, REAUTH_WINDOW_MS } from './users.service.js';

let n = 0;
const email = (tag: string) => `${tag}.${Date.now()}.${n++}@facultad.test`;

/**
 * Issue 17 §2: only an Administrador manages accounts, a sensitive change needs the acting
 * administrator's password, the holder is e-mailed, and every change is in the account's history.
 */
describe.each(databaseKinds)('account administration that cannot be abused, on %s', (kind) => {
  let t: TestApp;

  const login = async (who: { email: string; password: string }) => t.call('POST', '/api/login/', { body: who });
  const adminSession = async () => (await login(ADMIN)).body.token as string;
  const account = (roleId: number, over: Record<string, unknown> = {}) => {
    const password = `Clave-${n}-Segura-2026`;
    return { name: `Persona ${n}`, email: email('cuenta'), role_id: roleId, password, c_password: password, ...over };
  };
  /** Creates an account through the API (as the seeded administrator, confirmed) and signs it in. */
  const staffMember = async (roleId: number) => {
    const body = account(roleId, { current_password: ADMIN.password });
    const created = await t.call('POST', '/api/users/', { token: await adminSession(), body });
    expect(created.status).toBe(201);
    const token = (await login(body)).body.token as string;
    return { ...body, id: created.body.data.user.id as number, token };
  };
  const mailsTo = async (address: string) =>
    (await t.outbox()).map(decodeMail).filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`));

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a Bedelía or Secretaría session cannot create an Administrador nor set an administrator’s password', async () => {
    const adminId = (await t.call('GET', '/api/users/', { token: await adminSession() })).body.data[0].users.find(
      (u: { email: string }) => u.email === ADMIN.email,
    ).id;
    for (const group of [3, 4]) {
      const clerk = await staffMember(group);
      const before = await countRows(t.database.db, 'users');
      const take = await t.call('POST', '/api/users/', { token: clerk.token, body: account(1, { current_password: clerk.password }) });
      expect(take.status).toBe(403);
      const reset = await t.call('PUT', `/api/users/${adminId}`, {
        token: clerk.token,
        body: {
          name: 'Administrador',
          email: ADMIN.email,
          role_id: 1,
          change_password: 1,
          password: 'Tomada-2026!',
          c_password: 'Tomada-2026!',
        },
      });
      expect(reset.status).toBe(403);
      expect(await countRows(t.database.db, 'users')).toBe(before);
      expect((await login(ADMIN)).status).toBe(200);
    }
  });

  it('creating an Administrador asks the creator’s password; a confirmation covers the next minutes of that session only', async () => {
    const token = await adminSession();
    const before = await countRows(t.database.db, 'users');
    const unconfirmed = await t.call('POST', '/api/users/', { token, body: account(1) });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.code).toBe('reauth_required');
    expect(unconfirmed.body.errors.current_password).toEqual([usuarioMsg.reauthRequired]);
    const wrong = await t.call('POST', '/api/users/', { token, body: account(1, { current_password: 'no-es-la-clave' }) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('reauth_wrong');
    expect(wrong.body.errors.current_password).toEqual([usuarioMsg.reauthWrong]);
    expect(await countRows(t.database.db, 'users')).toBe(before);

    const confirmed = await t.call('POST', '/api/users/', { token, body: account(1, { current_password: ADMIN.password }) });
    expect(confirmed.status).toBe(201);
    // Within the window the same session needs no second confirmation…
    expect((await t.call('POST', '/api/users/', { token, body: account(1) })).status).toBe(201);
    // …another session of the same administrator does.
    expect((await t.call('POST', '/api/users/', { token: await adminSession(), body: account(1) })).status).toBe(403);
    // A confirmation older than the window no longer counts.
    await t.database.db.execute(
      sql`update sessions set reauthenticated_at = now() - make_interval(secs => ${REAUTH_WINDOW_MS / 1000 + 1}) where reauthenticated_at is not null`,
    );
    expect((await t.call('POST', '/api/users/', { token, body: account(1) })).status).toBe(403);
    // A staff account of another group, or an applicant account, needs no confirmation.
    expect((await t.call('POST', '/api/users/', { token, body: account(3) })).status).toBe(201);
    expect((await t.call('POST', '/api/users/', { token, body: account(2) })).status).toBe(201);
  });

  it('changing another account’s password, group or e-mail asks the password; a rename does not', async () => {
    const target = await staffMember(3);
    const token = await adminSession();
    const base = { name: target.name, email: target.email, role_id: 3 };
    const attempts = [
      { ...base, change_password: 1, password: 'Otra-Clave-2026', c_password: 'Otra-Clave-2026' },
      { ...base, role_id: 4 },
      { ...base, email: email('nuevo') },
    ];
    for (const body of attempts) {
      const res = await t.call('PUT', `/api/users/${target.id}`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.code).toBe('reauth_required');
    }
    // Nothing changed: the old password works, the group and address are the same.
    expect((await login(target)).status).toBe(200);
    const row = (await t.call('GET', `/api/users/?email=${encodeURIComponent(target.email)}`, { token })).body.data[0].users[0];
    expect(row).toMatchObject({ role_id: 3, email: target.email });
    const renamed = await t.call('PUT', `/api/users/${target.id}`, { token, body: { ...base, name: 'Nombre Corregido' } });
    expect(renamed.status).toBe(200);
  });

  it('the holder is e-mailed what changed, at the old and the new address, never the password', async () => {
    const target = await staffMember(3);
    const token = await adminSession();
    const newAddress = email('mudada');
    const res = await t.call('PUT', `/api/users/${target.id}`, {
      token,
      body: {
        name: target.name,
        email: newAddress,
        role_id: 4,
        change_password: 1,
        password: 'Cambiada-2026-x',
        c_password: 'Cambiada-2026-x',
        current_password: ADMIN.password,
      },
    });
    expect(res.status).toBe(200);
    for (const address of [target.email, newAddress]) {
      const mails = await mailsTo(address);
      const mail = mails.at(-1)!;
      expect(mail).toContain('modificó tu cuenta');
      expect(mail).toContain('Grupo: Bedelía → Secretaría Académica');
      expect(mail).toContain(newAddress);
      expect(mail).not.toContain('Cambiada-2026-x');
    }
    // The creation of an account was announced to its holder too.
    expect((await mailsTo(target.email)).some((m) => m.includes('te creó una cuenta') && m.includes('grupo Bedelía'))).toBe(true);
  });

  it('five wrong confirmations end the session, even when sent at once', async () => {
    const token = await adminSession();
    const answers = await Promise.all(
      Array.from({ length: REAUTH_MAX_FAILURES * 2 }, () =>
        t.call('POST', '/api/users/', { token, body: account(1, { current_password: 'adivinando' }) }),
      ),
    );
    // Each attempt is counted before the password is checked: at most five are ever evaluated,
    // four answer "wrong", and the fifth and every later one end the session.
    expect(answers.filter((a) => a.status === 403 && a.body.code === 'reauth_wrong')).toHaveLength(REAUTH_MAX_FAILURES - 1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(REAUTH_MAX_FAILURES + 1);
    expect((await t.call('POST', '/api/userinfo/', { token })).status).toBe(401);
    // The right password no longer helps that session.
    expect((await t.call('POST', '/api/users/', { token, body: account(3, { current_password: ADMIN.password }) })).status).toBe(401);
  });

  it('every change is in the account’s history, visible to administrators only', async () => {
    const target = await staffMember(3);
    const token = await adminSession();
    await t.call('PUT', `/api/users/${target.id}`, {
      token,
      body: { name: target.name, email: target.email, role_id: 4, current_password: ADMIN.password },
    });
    const res = await t.call('GET', `/api/users/${target.id}/historial`, { token });
    expect(res.status).toBe(200);
    const [edit, created] = res.body.historial;
    expect(created).toMatchObject({ action: 'usuario.crear', actor_name: 'Administrador' });
    expect(edit).toMatchObject({ action: 'usuario.editar', actor_name: 'Administrador', before: { role_id: 3 }, after: { role_id: 4 } });
    expect(JSON.stringify(res.body)).not.toMatch(/argon|Clave-/);
    expect((await t.call('GET', '/api/users/999999/historial', { token })).status).toBe(404);
    for (const group of [3, 4]) {
      const clerk = await staffMember(group);
      expect((await t.call('GET', `/api/users/${target.id}/historial`, { token: clerk.token })).status).toBe(403);
    }
  });
});
