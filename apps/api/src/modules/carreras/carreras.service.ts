import { carreraMsg, type CarreraInput, type MateriaInput } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { foreignKeyViolation } from '../../lib/pg-errors.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import * as q from './carreras.queries.js';

async function assertTipo(db: DbOrTx, tipoId: number) {
  if (!(await q.tipoCarreraExists(db, tipoId))) {
    throw new AppError('validation', 400, carreraMsg.tipoInvalid, { tipo_carrera_id: [carreraMsg.tipoInvalid] });
  }
}

async function loadCarrera(db: DbOrTx, id: number) {
  const row = await q.findCarrera(db, id);
  if (!row) throw notFound(carreraMsg.notFound);
  return row;
}

export const list = (deps: AppDeps) => q.listCarreras(deps.db);
export const tipos = (deps: AppDeps) => q.listTiposCarrera(deps.db);

export async function create(deps: AppDeps, auth: AuthContext, input: CarreraInput) {
  await assertTipo(deps.db, input.tipo_carrera_id);
  const id = await deps.db.transaction(async (tx) => {
    const row = await q.insertCarrera(tx, { ...input, elegible_en_ingreso: input.elegible_en_ingreso ?? 0 });
    await writeAudit(tx, { actorUserId: auth.userId, action: 'carrera.crear', entity: 'carrera', entityId: row.id, after: row });
    return row.id;
  });
  return loadCarrera(deps.db, id);
}

export async function update(deps: AppDeps, auth: AuthContext, id: number, input: CarreraInput) {
  await assertTipo(deps.db, input.tipo_carrera_id);
  await deps.db.transaction(async (tx) => {
    const before = await q.findCarreraRow(tx, id);
    if (!before) throw notFound(carreraMsg.notFound);
    const after = await q.updateCarrera(tx, id, input);
    await writeAudit(tx, { actorUserId: auth.userId, action: 'carrera.editar', entity: 'carrera', entityId: id, before, after });
  });
  return loadCarrera(deps.db, id);
}

export async function listMaterias(deps: AppDeps, carreraId: number) {
  await loadCarrera(deps.db, carreraId);
  return q.listMaterias(deps.db, carreraId);
}

export async function createMateria(deps: AppDeps, auth: AuthContext, carreraId: number, input: MateriaInput) {
  const id = await deps.db.transaction(async (tx) => {
    if (!(await q.findCarreraRow(tx, carreraId))) throw notFound(carreraMsg.notFound);
    const row = await q.insertMateria(tx, { carrera_id: carreraId, descripcion: input.descripcion });
    await writeAudit(tx, { actorUserId: auth.userId, action: 'materia.crear', entity: 'materia', entityId: row.id, after: row });
    return row.id;
  });
  return q.findMateria(deps.db, id);
}

export async function updateMateria(deps: AppDeps, auth: AuthContext, id: number, input: MateriaInput) {
  await deps.db.transaction(async (tx) => {
    const before = await q.findMateriaForUpdate(tx, id);
    if (!before) throw notFound(carreraMsg.materiaNotFound);
    const after = await q.updateMateria(tx, id, input.descripcion);
    await writeAudit(tx, { actorUserId: auth.userId, action: 'materia.editar', entity: 'materia', entityId: id, before, after });
  });
  return q.findMateria(deps.db, id);
}

/**
 * A subject with attendance or grades stays: deleting it would lose them. The
 * foreign keys refuse it too, which covers a mark written between check and delete.
 */
export async function removeMateria(deps: AppDeps, auth: AuthContext, id: number) {
  const inUse = () => new AppError('materia_in_use', 409, carreraMsg.materiaInUse);
  try {
    await deps.db.transaction(async (tx) => {
      const before = await q.findMateria(tx, id);
      if (!before) throw notFound(carreraMsg.materiaNotFound);
      if (before.en_uso) throw inUse();
      await q.deleteMateria(tx, id);
      await writeAudit(tx, { actorUserId: auth.userId, action: 'materia.eliminar', entity: 'materia', entityId: id, before });
    });
  } catch (err) {
    if (foreignKeyViolation(err)) throw inUse();
    throw err;
  }
  return { message: carreraMsg.materiaDeleted };
}
