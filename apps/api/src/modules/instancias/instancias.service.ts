import { instanciaMsg, type InstanciaInput } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { fillFreedSeats, queueEstadoMails } from '../inscriptos/estado-change.js';
import { lockInstancias } from '../inscriptos/seats.queries.js';
import * as q from './instancias.queries.js';
import { listCareerTypesWithOpenInstancias, todayUtc } from './instancias.queries.js';

/**
 * GET /api/instancias/get_all_bff/: every career type with the instancias open
 * today. Types with none are kept so the page can show all cards (type 5 links out).
 */
export async function openInstanciasByCareerType(deps: AppDeps, now = new Date()) {
  const rows = await listCareerTypesWithOpenInstancias(deps.db, todayUtc(now));
  type Instancia = NonNullable<(typeof rows)[number]['instancia']>;
  const byType = new Map<number, { tipo_carrera_id: number; tipo_carrera: string; url_externa: string | null; instancias: Instancia[] }>();
  for (const { tipo, instancia } of rows) {
    let group = byType.get(tipo.id);
    if (!group) {
      group = { tipo_carrera_id: tipo.id, tipo_carrera: tipo.descripcion, url_externa: tipo.url_externa, instancias: [] };
      byType.set(tipo.id, group);
    }
    // A career with nothing open today comes back without an instancia (left join).
    if (instancia?.id != null) group.instancias.push(instancia);
  }
  // Rows are ordered by type, then start date, so map insertion order is the answer's order.
  return [...byType.values()];
}

/**
 * The whole answer of GET /api/instancias/get_all_bff/ as JSON text, from the offerings
 * cache when it holds today's (decision 77): every applicant gets the same list.
 */
export async function openOfferingsJson(deps: AppDeps, now = new Date()): Promise<string> {
  const day = todayUtc(now);
  const cache = deps.caches?.offerings;
  const cached = cache?.get(day, now);
  if (cached) return cached;
  const ticket = cache?.ticket();
  const json = JSON.stringify({ data: await openInstanciasByCareerType(deps, now) });
  if (cache && ticket !== undefined) cache.store(ticket, day, json, now);
  return json;
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

/**
 * POST /api/instancias. An instancia identical to an existing one (same carrera,
 * descripción without case and the three dates) is most likely a double save: it is
 * refused with 409 unless staff confirmed it (issue 14, docs/decisions.md).
 */
export async function create(deps: AppDeps, auth: AuthContext, input: InstanciaInput & { confirmar_duplicado: boolean }) {
  const { confirmar_duplicado, ...given } = input;
  const values: q.InstanciaValues = { ...given, cupo: given.cupo ?? null, periodo: given.periodo ?? given.fecha_inicio.slice(0, 4) };
  await assertCarrera(deps, values.carrera_id);
  const row = await deps.db.transaction(async (tx) => {
    if (!confirmar_duplicado && (await q.findIdenticalInstancia(tx, values))) {
      throw new AppError('instancia_duplicada', 409, instanciaMsg.duplicada);
    }
    const created = await q.insertInstancia(tx, { ...values, created_by: auth.userId });
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'instancia.crear',
      entity: 'instancia',
      entityId: created.id,
      after: created,
    });
    return created;
  });
  return getOne(deps, row.id);
}

/**
 * PUT /api/instancias/{id}. A cupo or período left out keeps the stored one (an older
 * screen does not erase them). Raising the cupo promotes the head of the waitlist into the
 * new seats in the same transaction, with the instancia's row locked as every seat
 * decision does (issue 16). Lowering it below the approved count takes no seat back.
 */
export async function update(deps: AppDeps, auth: AuthContext, id: number, input: InstanciaInput) {
  await assertCarrera(deps, input.carrera_id);
  await deps.db.transaction(async (tx) => {
    const locked = (await lockInstancias(tx, [id])).get(id);
    if (!locked) throw notFound(instanciaMsg.notFound);
    const before = await q.findInstancia(tx, id);
    if (!before) throw notFound(instanciaMsg.notFound);
    const values: q.InstanciaValues = {
      ...input,
      cupo: input.cupo === undefined ? before.cupo : input.cupo,
      periodo: input.periodo ?? before.periodo ?? input.fecha_inicio.slice(0, 4),
    };
    const after = await q.updateInstancia(tx, id, values);
    await writeAudit(tx, { actorUserId: auth.userId, action: 'instancia.editar', entity: 'instancia', entityId: id, before, after });
    const raised = after !== null && after.cupo !== null && (before.cupo === null || after.cupo > before.cupo);
    // The promoted applicants' e-mails are queued with the promotions (decision 240).
    if (raised) await queueEstadoMails(deps, tx, await fillFreedSeats(tx, auth.userId, id, after.cupo));
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
    if (await q.hasEnrollees(tx, id)) throw new AppError('has_enrollees', 409, instanciaMsg.hasEnrollees);
    await q.deleteInstancia(tx, id);
    await writeAudit(tx, { actorUserId: auth.userId, action: 'instancia.eliminar', entity: 'instancia', entityId: id, before });
  });
  return { message: instanciaMsg.deleted };
}
