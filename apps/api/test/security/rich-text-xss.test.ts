import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inscriptos } from '../../src/db/schema/index.js';
import { databaseKinds } from '../db.js';
import { startTestApp, type TestApp } from '../harness.js';
import { buildWorld, type World } from './support.js';
import { unsafeHtmlReason, XSS_VECTORS } from './xss-vectors.js';

/** Every string inside a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

// Sanitizing is code, not SQL; running on every kind also proves the stored text round-trips unchanged.
describe.each(databaseKinds)('rejection reason sanitizing on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks itself: the harmlessness check flags the raw vectors', () => {
    const flagged = XSS_VECTORS.filter((v) => unsafeHtmlReason(v) !== null);
    // All but the entity-only text and the valid formatting are dangerous as written.
    expect(flagged.length).toBe(XSS_VECTORS.length - 2);
  });

  it.each(XSS_VECTORS.map((v, i) => [i + 1, v] as const))(
    'vector %i is harmless in the stored, returned and listed value',
    async (i, vector) => {
      const observacion = `Motivo ${i}: ${vector}`;
      const res = await t.call('PUT', `/api/inscriptos/set_estado/${w.a.inscriptoId}`, {
        token: w.adminToken,
        body: { estado_id: 3, observacion },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const returned: string = res.body.inscripto.observacion;
      expect(unsafeHtmlReason(returned), returned).toBeNull();
      expect(returned).toContain(`Motivo ${i}:`);

      const [stored] = await t.database.db
        .select({ observacion: inscriptos.observacion })
        .from(inscriptos)
        .where(eq(inscriptos.id, w.a.inscriptoId));
      expect(stored.observacion).toBe(returned);

      // What the applicant's "Mis Inscripciones" and the staff detail (with its history) receive.
      const mine = await t.call('GET', `/api/inscriptos/get_by_persona/${w.a.personaId}`, { token: w.a.token });
      const detail = await t.call('GET', `/api/inscriptos/${w.a.inscriptoId}`, { token: w.adminToken });
      for (const s of [...strings(mine.body), ...strings(detail.body)]) {
        expect(unsafeHtmlReason(s), s).toBeNull();
        expect(s).not.toMatch(/javascript:|vbscript:|data:text/i);
      }
    },
  );

  it('keeps the formatting staff are allowed: paragraphs, bold, emphasis and http(s) links opened safely', async () => {
    const res = await t.call('PUT', `/api/inscriptos/set_estado/${w.a.inscriptoId}`, {
      token: w.adminToken,
      body: {
        estado_id: 3,
        observacion: '<p>Falta el <strong>DNI</strong> <em>legible</em>: <a href="https://ejemplo.edu.ar/ayuda">ayuda</a></p>',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.inscripto.observacion).toBe(
      '<p>Falta el <strong>DNI</strong> <em>legible</em>: <a href="https://ejemplo.edu.ar/ayuda" target="_blank" rel="noopener noreferrer">ayuda</a></p>',
    );
  });
});
