import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CorreccionEstado } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { correcciones, personas, users } from '../../db/schema/index.js';

export type CorreccionRow = typeof correcciones.$inferSelect;

const resolver = alias(users, 'resolver');

/** The columns both sides read, with the name of who resolved it. */
const columns = {
  id: correcciones.id,
  persona_id: correcciones.persona_id,
  campo: correcciones.campo,
  valor_actual: correcciones.valor_actual,
  valor_propuesto: correcciones.valor_propuesto,
  motivo: correcciones.motivo,
  estado: correcciones.estado,
  respuesta: correcciones.respuesta,
  created_at: correcciones.created_at,
  resuelta_at: correcciones.resuelta_at,
  resuelta_por: resolver.name,
  respaldo_key: correcciones.respaldo_key,
  respaldo_mime: correcciones.respaldo_mime,
  respaldo_size: correcciones.respaldo_size,
  respaldo_nombre: correcciones.respaldo_nombre,
};

export async function insertCorreccion(db: DbOrTx, values: typeof correcciones.$inferInsert) {
  const [row] = await db.insert(correcciones).values(values).returning();
  return row;
}

/** One request as the API answers it. */
export async function findCorreccion(db: DbOrTx, id: number) {
  const rows = await db
    .select(columns)
    .from(correcciones)
    .leftJoin(resolver, eq(resolver.id, correcciones.resuelta_por))
    .where(eq(correcciones.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listByPersona(db: DbOrTx, personaId: number) {
  return db
    .select(columns)
    .from(correcciones)
    .leftJoin(resolver, eq(resolver.id, correcciones.resuelta_por))
    .where(eq(correcciones.persona_id, personaId))
    .orderBy(desc(correcciones.created_at), desc(correcciones.id));
}

/** Open requests oldest first (the queue); resolved ones newest first, the latest 200. */
export async function listByEstado(db: DbOrTx, estado: CorreccionEstado) {
  const order =
    estado === 'pendiente' ? [asc(correcciones.created_at), asc(correcciones.id)] : [desc(correcciones.resuelta_at), desc(correcciones.id)];
  return db
    .select({
      ...columns,
      persona: { nombre: personas.nombre, apellido: personas.apellido, numero_documento: personas.numero_documento },
    })
    .from(correcciones)
    .innerJoin(personas, eq(personas.id, correcciones.persona_id))
    .leftJoin(resolver, eq(resolver.id, correcciones.resuelta_por))
    .where(eq(correcciones.estado, estado))
    .orderBy(...order)
    .limit(200);
}

export async function countPending(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(correcciones).where(eq(correcciones.estado, 'pendiente'));
  return row?.n ?? 0;
}

/** Locks the request: applying and refusing it at once resolve it once. */
export async function lockCorreccion(db: DbOrTx, id: number) {
  const rows = await db.select().from(correcciones).where(eq(correcciones.id, id)).for('update');
  return rows[0] ?? null;
}

export async function resolveCorreccion(
  db: DbOrTx,
  id: number,
  values: { estado: Exclude<CorreccionEstado, 'pendiente'>; respuesta: string | null; resuelta_por: number },
) {
  const [row] = await db
    .update(correcciones)
    .set({ ...values, resuelta_at: new Date() })
    .where(and(eq(correcciones.id, id), eq(correcciones.estado, 'pendiente')))
    .returning();
  return row ?? null;
}
