import { instanciaMsg, type InstanciaInput } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import * as q from './instancias.queries.js';
import { listCareerTypes, listOpenInstancias, todayUtc } from './instancias.queries.js';

/**
 * GET /api/instancias/get_all_bff/: every career type with the instancias open
 * today. Types with none are kept so the page can show all cards (type 5 links out).
 */
export async function openInstanciasByCareerType(deps: AppDeps, now = new Date()) {
  const [types, open] = await Promise.all([listCareerTypes(deps.db), listOpenInstancias(deps.db, todayUtc(now))]);
  return types.map((t) => ({
    tipo_carrera_id: t.id,
    tipo_carrera: t.descripcion,
    url_externa: t.url_externa,
    instancias: open
      .filter((i) => i.tipo_carrera_id === t.id)
      .map(({ tipo_carrera_id: _t, ...i }) => i),
  }));
}

export async function listAll(deps: AppDeps) {
  return q.listInstancias(deps.db);
}

export async function getOne(deps: AppDeps, id: number) {
  const row = await q.findInstanciaWithCarrera(deps.db, id);
  if (!row) throw notFound(instanciaMsg.notFound);
  return row;
}

async function assertCarrera(deps: AppDeps, carreraId: number) {
  if (!(await q.carreraExists(deps.db, carreraId))) {
    throw new AppError('validation', 400, instanciaMsg.carreraInvalid, { carrera_id: [instanciaMsg.carreraInvalid] });
  }
}

export async function create(deps: AppDeps, auth: AuthContext, input: InstanciaInput) {
  await assertCarrera(deps, input.carrera_id);
  const row = await deps.db.transaction(async (tx) => {
    const created = await q.insertInstancia(tx, { ...input, created_by: auth.userId });
    await writeAudit(tx, { actorUserId: auth.userId, action: 'instancia.crear', entity: 'instancia', entityId: created.id, after: created });
    return created;
  });
  return getOne(deps, row.id);
}

export async function update(deps: AppDeps, auth: AuthContext, id: number, input: InstanciaInput) {
  await assertCarrera(deps, input.carrera_id);
  await deps.db.transaction(async (tx) => {
    const before = await q.findInstancia(tx, id);
    if (!before) throw notFound(instanciaMsg.notFound);
    const after = await q.updateInstancia(tx, id, input);
    await writeAudit(tx, { actorUserId: auth.userId, action: 'instancia.editar', entity: 'instancia', entityId: id, before, after });
  });
  return getOne(deps, id);
}

/**
 * An instancia with enrollees is never deleted: its enrolments, attendance and
 * grades would go with it. Staff can close it by editing its dates instead.
 */
export async function remove(deps: AppDeps, auth: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await q.findInstancia(tx, id);
    if (!before) throw notFound(instanciaMsg.notFound);
    if ((await q.countEnrollees(tx, id)) > 0) throw new AppError('has_enrollees', 409, instanciaMsg.hasEnrollees);
    await q.deleteInstancia(tx, id);
    await writeAudit(tx, { actorUserId: auth.userId, action: 'instancia.eliminar', entity: 'instancia', entityId: id, before });
  });
  return { message: instanciaMsg.deleted };
}
