import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { msg, usuarioMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';

let n = 0;
const email = (tag: string) => `${tag}.${Date.now()}.${n++}@facultad.test`;

describe.each(databaseKinds)('user administration on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let applicant: { token: string; user: { id: number } };

  const login = async (who: { email: string; password: string }) => t.call('POST', '/api/login/', { body: who });
  const userinfo = (token: string) => t.call('POST', '/api/userinfo/', { token });
  const listUsers = async () => (await t.call('GET', '/api/users/', { token: admin })).body.data[0].users as Array<any>;
  const create = (body: Record<string, unknown>) => t.call('POST', '/api/users/', { token: admin, body });
  const staff = (over: Record<string, unknown> = {}) => ({
    name: 'Laura Bedel',
    email: email('laura'),
    role_id: 3,
    password: 'Bedelia-2026',
    c_password: 'Bedelia-2026',
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await login(ADMIN)).body.token;
    applicant = await signUp(t, { name: 'Aspirante', email: email('aspirante'), password: 'secreta1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous and 403 to applicants on every users route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/users/'],
      ['GET', '/api/data-form-user'],
      ['POST', '/api/users/', staff()],
      ['PUT', '/api/users/1', staff()],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { body, token: applicant.token })).status, `${method} ${url}`).toBe(403);
    }
    expect(await countRows(t.database.db, 'users')).toBe(2);
  });

  it('lists every user with the real role and never a password hash; e-mail filter', async () => {
    const res = await t.call('GET', '/api/users/', { token: admin });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const users = res.body.data[0].users as Array<any>;
    const adminRow = users.find((u) => u.email === ADMIN.email);
    expect(adminRow).toMatchObject({
      name: 'Administrador',
      role_id: 1,
      role: [{ name: 'admin', description: 'Administrador' }],
      email_verified: true,
    });
    expect(users.find((u) => u.id === applicant.user.id)).toMatchObject({ role_id: 2, role: [{ name: 'user', description: 'User' }] });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const filtered = await t.call('GET', '/api/users/?email=ADMIN@INGRESO', { token: admin });
    expect(filtered.body.data[0].users.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);
  });

  it('offers the roles combo', async () => {
    const res = await t.call('GET', '/api/data-form-user', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.combos.roles).toEqual([
      { id: 1, name: 'admin', description: 'Administrador' },
      { id: 2, name: 'user', description: 'User' },
      { id: 3, name: 'admin', description: 'Bedelía' },
      { id: 4, name: 'admin', description: 'Secretaría Académica' },
    ]);
  });

  it('creates a verified staff user who can sign in at once, by role_id or by role and group', async () => {
    const body = staff();
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(usuarioMsg.success);
    expect(res.body.data.user).toMatchObject({
      name: body.name,
      email: body.email,
      role_id: 3,
      role: [{ name: 'admin', description: 'Bedelía' }],
      email_verified: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const signedIn = await login({ email: body.email, password: body.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.scope).toBe('admin');

    const byNames = await create(staff({ role_id: undefined, role: 'admin', role_description: 'Secretaría Académica' }));
    expect(byNames.status).toBe(201);
    expect(byNames.body.data.user.role_id).toBe(4);
    // The applicant role has one group: the modal disables it and the API fills it in.
    const plain = await create(staff({ role_id: undefined, role: 'user', role_description: 'Bedelía' }));
    expect(plain.status).toBe(201);
    expect(plain.body.data.user.role).toEqual([{ name: 'user', description: 'User' }]);

    const stored = await t.database.db.execute(sql`select password_hash from users where id = ${res.body.data.user.id}`);
    expect((stored as unknown as { rows: Array<{ password_hash: string }> }).rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await countRows(t.database.db, 'audit_log', sql`entity = 'user' and action = 'usuario.crear'`)).toBe(3);
    expect(
      await countRows(t.database.db, 'audit_log', sql`entity = 'user' and (before::text ~* 'password|argon' or after::text ~* 'argon')`),
    ).toBe(0);
  });

  it.each([
    [{ name: undefined }, 'name', usuarioMsg.required],
    [{ name: '   ' }, 'name', usuarioMsg.required],
    [{ name: 'x'.repeat(256) }, 'name', usuarioMsg.max255],
    [{ email: undefined }, 'email', usuarioMsg.emailRequired],
    [{ email: '' }, 'email', usuarioMsg.emailRequired],
    [{ email: 'no-es-un-correo' }, 'email', usuarioMsg.emailInvalid],
    [{ password: undefined }, 'password', usuarioMsg.required],
    [{ password: 'corta', c_password: 'corta' }, 'password', usuarioMsg.passwordMin],
    // The shared rules of a new password (decision 145): up to 128 characters, none from the common list.
    [{ password: 'x'.repeat(129), c_password: 'x'.repeat(129) }, 'password', msg.password.max],
    [{ password: 'iloveyou', c_password: 'iloveyou' }, 'password', msg.password.common],
    [{ c_password: '' }, 'c_password', usuarioMsg.required],
    [{ c_password: 'Otra-Clave-2026' }, 'c_password', usuarioMsg.passwordsMustMatch],
    [{ role_id: undefined }, 'role_id', usuarioMsg.roleInvalid],
    [{ role_id: 'x' }, 'role_id', usuarioMsg.roleInvalid],
  ])('refuses a new user with bad input %#', async (over, field, message) => {
    const before = await countRows(t.database.db, 'users');
    const res = await create(staff(over));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await countRows(t.database.db, 'users')).toBe(before);
  });

  it('reports every field at once and refuses an unknown role', async () => {
    const res = await create({ name: '', email: 'mal', password: '', c_password: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['c_password', 'email', 'name', 'password', 'role_id']);
    const unknownRole = await create(staff({ role_id: 99 }));
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.errors.role_id).toEqual([usuarioMsg.roleInvalid]);
    const unknownPair = await create(staff({ role_id: undefined, role: 'admin', role_description: 'Rectorado' }));
    expect(unknownPair.status).toBe(400);
  });

  it('refuses an e-mail already in use, whatever its case, on create and edit', async () => {
    const taken = await create(staff({ email: ADMIN.email.toUpperCase() }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual([usuarioMsg.emailTaken]);
    const other = (await create(staff())).body.data.user;
    const edit = await t.call('PUT', `/api/users/${other.id}`, {
      token: admin,
      body: { name: other.name, email: ADMIN.email, role_id: 3, current_password: ADMIN.password },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.email).toEqual([usuarioMsg.emailTaken]);
  });

  it('edits without a password change (sessions stay) and with one (old sessions end, new password works)', async () => {
    const body = staff();
    const user = (await create(body)).body.data.user;
    const session1 = (await login(body)).body.token;
    const session2 = (await login(body)).body.token;

    const renamed = await t.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        name: 'Laura B. Bedel',
        email: body.email,
        role_id: 4,
        change_password: 0,
        password: 'ignorada',
        c_password: 'otra',
        current_password: ADMIN.password,
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(usuarioMsg.updated);
    expect(renamed.body.data.user).toMatchObject({
      id: user.id,
      name: 'Laura B. Bedel',
      role_id: 4,
      role: [{ name: 'admin', description: 'Secretaría Académica' }],
    });
    expect((await userinfo(session1)).status).toBe(200);
    expect((await login(body)).status).toBe(200);

    const missing = await t.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { name: 'Laura', email: body.email, role_id: 4, change_password: 1 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toEqual([usuarioMsg.required]);
    expect(missing.body.errors.c_password).toEqual([usuarioMsg.required]);

    const changed = await t.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        name: 'Laura',
        email: body.email,
        role_id: 4,
        password_required: '1',
        password: 'Nueva-Clave-2026',
        c_password: 'Nueva-Clave-2026',
        current_password: ADMIN.password,
      },
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toMatch(/password|argon2/i);
    expect((await userinfo(session1)).status).toBe(401);
    expect((await userinfo(session2)).status).toBe(401);
    expect((await login(body)).status).toBe(401);
    expect((await login({ email: body.email, password: 'Nueva-Clave-2026' })).status).toBe(200);
    expect((await userinfo(admin)).status).toBe(200);
    expect((await t.call('PUT', '/api/users/999999', { token: admin, body: staff() })).status).toBe(404);
  });

  it('keeps the session of an administrator who changes their own password, and ends their others', async () => {
    const body = staff({ role_id: 1, current_password: ADMIN.password });
    const me = (await create(body)).body.data.user;
    const current = (await login(body)).body.token;
    const elsewhere = (await login(body)).body.token;
    const res = await t.call('PUT', `/api/users/${me.id}`, {
      token: current,
      body: {
        name: me.name,
        email: me.email,
        role_id: 1,
        change_password: 1,
        password: 'Propia-Clave-2026',
        c_password: 'Propia-Clave-2026',
        current_password: body.password,
      },
    });
    expect(res.status).toBe(200);
    expect((await userinfo(current)).status).toBe(200);
    expect((await userinfo(elsewhere)).status).toBe(401);
  });

  it('never removes the last Administrador, not even into another staff group', async () => {
    const adminId = (await listUsers()).find((u) => u.email === ADMIN.email).id;
    // Move every other Administrador elsewhere; each move is allowed while another Administrador remains.
    for (const u of (await listUsers()).filter((x) => x.role_id === 1 && x.id !== adminId)) {
      const res = await t.call('PUT', `/api/users/${u.id}`, {
        token: admin,
        body: { name: u.name, email: u.email, role_id: 2, current_password: ADMIN.password },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user.role[0].name).toBe('user');
    }
    const confirmed = { name: 'Administrador', email: ADMIN.email, current_password: ADMIN.password };
    const last = await t.call('PUT', `/api/users/${adminId}`, { token: admin, body: { ...confirmed, role: 'user' } });
    expect(last.status).toBe(409);
    expect(last.body.error[0].message).toBe(usuarioMsg.lastAdmin);
    // Bedelía is staff too, but it cannot administer accounts: the portal would be left without anyone who can.
    const regroup = await t.call('PUT', `/api/users/${adminId}`, { token: admin, body: { ...confirmed, role_id: 3 } });
    expect(regroup.status).toBe(409);
    expect((await listUsers()).filter((u) => u.role_id === 1).map((u) => u.id)).toEqual([adminId]);
    expect((await userinfo(admin)).status).toBe(200);
  });

  it('leaves exactly one administrator when the last two demote each other at the same time', async () => {
    const body = staff({ role_id: 1, current_password: ADMIN.password });
    const other = (await create(body)).body.data.user;
    const otherToken = (await login(body)).body.token;
    const adminRow = (await listUsers()).find((u) => u.email === ADMIN.email);
    const [a, b] = await Promise.all([
      t.call('PUT', `/api/users/${other.id}`, {
        token: admin,
        body: { name: other.name, email: other.email, role_id: 2, current_password: ADMIN.password },
      }),
      t.call('PUT', `/api/users/${adminRow.id}`, {
        token: otherToken,
        body: { name: adminRow.name, email: adminRow.email, role_id: 2, current_password: body.password },
      }),
    ]);
    // One wins; the other is refused as the last administrator (409) or, when it arrives after
    // the first one committed, because its author is no longer staff (403).
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const r = await t.database.db.execute(sql`select count(*)::int as n from users where role_id = 1`);
    expect((r as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
  });
});
