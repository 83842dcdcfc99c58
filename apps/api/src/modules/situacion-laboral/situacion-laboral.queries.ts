import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { situacionesLaborales } from '../../db/schema/index.js';

const columns = {
  id: situacionesLaborales.id,
  persona_id: situacionesLaborales.persona_id,
  trabaja_actualmente: situacionesLaborales.trabaja_actualmente,
  ocupacion: situacionesLaborales.ocupacion,
  cargo: situacionesLaborales.cargo,
  empresa: situacionesLaborales.empresa,
  horas_semanales: situacionesLaborales.horas_semanales,
  relacion_carrera: situacionesLaborales.relacion_carrera,
};

export async function listByPersona(db: DbOrTx, personaId: number) {
  return db
    .select(columns)
    .from(situacionesLaborales)
    .where(eq(situacionesLaborales.persona_id, personaId))
    .orderBy(asc(situacionesLaborales.id));
}

export async function findById(db: DbOrTx, id: number) {
  const rows = await db.select(columns).from(situacionesLaborales).where(eq(situacionesLaborales.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function updateById(
  db: DbOrTx,
  id: number,
  values: Omit<typeof situacionesLaborales.$inferInsert, 'id' | 'persona_id' | 'created_at' | 'updated_at'>,
) {
  const rows = await db
    .update(situacionesLaborales)
    .set({ ...values, updated_at: new Date() })
    .where(eq(situacionesLaborales.id, id))
    .returning(columns);
  return rows[0] ?? null;
}
