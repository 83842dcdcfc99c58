import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_GROUP } from '@ingreso/shared';
import { databaseKinds } from '../db.js';
import { ADMIN, startTestApp, type TestApp } from '../harness.js';
import { buildWorld, type World } from './support.js';

/**
 * Issue 17 §1 beyond the route table: what a staff group may not open it does not get a
 * link to, and a link keeps the group's rights of its session as they are now.
 */
describe.each(databaseKinds)('staff groups and document links on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const detailFiles = async (token: string) => {
    const res = await t.call('GET', `/api/inscriptos/${w.a.inscriptoId}`, { token });
    expect(res.status).toBe(200);
    return res.body.inscripto.persona.files as Array<{ id: number; url: string | null }>;
  };

  it('Bedelía reads the enrollee with the list of documents but no link to open them', async () => {
    const files = await detailFiles(w.staff.bedelia.token);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.url === null)).toBe(true);
    for (const token of [w.adminToken, w.staff.secretaria.token]) {
      expect((await detailFiles(token)).every((f) => typeof f.url === 'string')).toBe(true);
    }
  });

  it('a link minted by a session whose group then loses documentos.ver stops opening', async () => {
    // A fresh Secretaría account, so that moving it to Bedelía leaves the shared world alone.
    const who = { name: 'Secretaria Movida', email: `movida.${Date.now()}@facultad.test`, password: 'Movida-Clave-2026' };
    const created = await t.call('POST', '/api/users/', {
      token: w.adminToken,
      body: { ...who, c_password: who.password, role_id: STAFF_GROUP.SECRETARIA_ACADEMICA },
    });
    expect(created.status).toBe(201);
    const token = (await t.call('POST', '/api/login/', { body: who })).body.token as string;
    const [file] = await detailFiles(token);
    expect((await fetch(t.baseUrl + file.url!)).status).toBe(200);

    const moved = await t.call('PUT', `/api/users/${created.body.data.user.id}`, {
      token: w.adminToken,
      body: { name: who.name, email: who.email, role_id: STAFF_GROUP.BEDELIA, current_password: ADMIN.password },
    });
    expect(moved.status).toBe(200);
    const refused = await fetch(t.baseUrl + file.url!);
    expect(refused.status).toBe(403);
  });
});
