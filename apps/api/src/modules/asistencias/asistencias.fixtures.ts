import { eq } from 'drizzle-orm';
import { personas, inscriptos } from '../../db/schema/index.js';
import { insertPersona } from '../../../test/fixtures.js';
import type { TestApp } from '../../../test/harness.js';

/**
 * Test helper shared by the attendance, grades, careers and dashboard tests: a persona
 * enrolled by staff through POST /api/inscriptos/, then placed in `estado` straight
 * in the database (the estado endpoint belongs to the review module).
 */
export async function enrolPerson(
  t: TestApp,
  adminToken: string,
  instanciaId: number,
  opts: { nombre?: string; apellido?: string; estado?: number; trabaja?: 0 | 1; discapacidad?: boolean } = {},
) {
  const persona = await insertPersona(t.database.db, { userId: null, trabaja: opts.trabaja, discapacidad: opts.discapacidad });
  if (opts.nombre || opts.apellido) {
    await t.database.db
      .update(personas)
      .set({ nombre: opts.nombre ?? persona.nombre, apellido: opts.apellido ?? persona.apellido })
      .where(eq(personas.id, persona.id));
  }
  const res = await t.call('POST', '/api/inscriptos/', { token: adminToken, body: { persona_id: persona.id, instancia_id: instanciaId } });
  if (res.status !== 201) throw new Error(`enrolment failed: ${JSON.stringify(res.body)}`);
  const inscriptoId = res.body.inscripto.id as number;
  const estado = opts.estado ?? 2;
  if (estado !== 1) await t.database.db.update(inscriptos).set({ estado_id: estado }).where(eq(inscriptos.id, inscriptoId));
  return { inscriptoId, persona };
}
