import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, and, eq, sql } from 'drizzle-orm';
import { BASE_REQUIRED_DOCUMENTS, inscripcionMsg } from '@ingreso/shared';
import { auditLog, inscriptos } from '../../src/db/schema/index.js';
import { databaseKinds } from '../db.js';
import { countRows, insertFiles, insertInstancia, insertPersona } from '../fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../harness.js';

/**
 * Races over HTTP against the real server. On PGlite the single connection
 * serializes the transactions; on PostgreSQL (TEST_DATABASE_URL) they really run
 * side by side on a pool, and only the unique index and the row lock keep them right.
 */
describe.each(databaseKinds)('concurrent writes on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('200 simultaneous enrolments of one persona in one instancia create exactly one', async () => {
    const login = await signUp(t, { name: 'Aspirante Apurado', email: `rush.${kind}.${Date.now()}@correo.test`, password: 'secreta1' });
    const persona = await insertPersona(t.database.db, { userId: login.user.id });
    await insertFiles(t.database.db, persona.id, BASE_REQUIRED_DOCUMENTS);
    const instancia = await insertInstancia(t.database.db, 8, 'open');

    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.call('POST', '/api/inscriptos/', { token: login.token, body: { persona_id: persona.id, instancia_id: instancia.id } }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(created).toHaveLength(1);
    // Every loser gets the seed's duplicate message, never a 500.
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
    expect(new Set(refused.map((r) => r.body.error[0].message))).toEqual(new Set([inscripcionMsg.duplicate]));

    expect(await countRows(t.database.db, 'inscriptos', sql`persona_id = ${persona.id} and instancia_id = ${instancia.id}`)).toBe(1);
    const id = created[0].body.inscripto.id as number;
    expect(await countRows(t.database.db, 'audit_log', sql`action = 'inscripcion.crear' and entity_id = ${id}`)).toBe(1);
    // The losers' rolled-back inserts left no audit row pointing at an enrolment that does not exist.
    expect(
      await countRows(
        t.database.db,
        'audit_log',
        sql`action = 'inscripcion.crear' and not exists (select 1 from inscriptos i where i.id = audit_log.entity_id)`,
      ),
    ).toBe(0);
  }, 60_000);

  it('50 simultaneous estado changes of one enrolment apply one after another, one audit row each', async () => {
    const persona = await insertPersona(t.database.db, { userId: null });
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    const enrol = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: persona.id, instancia_id: instancia.id } });
    expect(enrol.status).toBe(201);
    const id = enrol.body.inscripto.id as number;

    // Fifty rejections, each with its own reason: whatever order they run in, each one is a
    // real change of the one before (two equal estados in a row would be a no-op with no audit
    // row since issue 16, and Por empresa / Por Beca need their data), so the chain below is
    // meaningful. Concurrent approvals are covered by the seats tests.
    const changes = Array.from({ length: 50 }, (_, i) => ({ estado_id: 3, observacion: `<p>Motivo ${i}</p>` }));
    const results = await Promise.all(changes.map((body) => t.call('PUT', `/api/inscriptos/set_estado/${id}`, { token: admin, body })));
    expect(results.map((r) => r.status)).toEqual(changes.map(() => 200));

    const audit = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inscripcion.estado'), eq(auditLog.entity_id, id)))
      .orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(50);

    type State = { estado_id: number; observacion: string };
    // Serial order: the first change starts from Pendiente, each one starts where the previous ended.
    expect(audit[0].before).toEqual({ estado_id: 1, observacion: '' });
    for (let i = 1; i < audit.length; i++) expect(audit[i].before, `audit row ${i}`).toEqual(audit[i - 1].after);

    // Every requested change appears exactly once as an "after".
    const expectedAfters = changes.map((c) => `${c.estado_id}|${c.estado_id === 3 ? c.observacion : ''}`).sort();
    expect(audit.map((a) => `${(a.after as State).estado_id}|${(a.after as State).observacion}`).sort()).toEqual(expectedAfters);

    // The row ends as the last audit row says.
    const [row] = await t.database.db.select().from(inscriptos).where(eq(inscriptos.id, id));
    expect({ estado_id: row.estado_id, observacion: row.observacion }).toEqual(audit[49].after);
  });
});
