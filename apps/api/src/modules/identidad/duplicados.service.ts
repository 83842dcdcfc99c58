import { DUPLICATE_REASONS, MERGE_FIELDS, identidadMsg, personaMsg, type DuplicateReason, type MergeData } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound, uniqueViolation } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { createStorage } from '../../storage/index.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { personaResponse } from '../personas/personas.service.js';
import * as q from './duplicados.queries.js';

/** GET /api/identidad/duplicados: pairs, each with every rule that matched it, newest personas first. */
export async function list(deps: AppDeps, personaId: number | null) {
  const rows = await q.duplicatePairs(deps.db, personaId);
  const pairs = new Map<string, { a_id: number; b_id: number; motivos: Set<DuplicateReason>; similitud: number }>();
  for (const r of rows) {
    const key = `${r.a_id}-${r.b_id}`;
    const pair = pairs.get(key) ?? { a_id: r.a_id, b_id: r.b_id, motivos: new Set(), similitud: Number(r.similitud) };
    pair.motivos.add(r.motivo);
    pairs.set(key, pair);
  }
  const chosen = [...pairs.values()].slice(0, 100);
  const people = await q.personasByIds(deps.db, [...new Set(chosen.flatMap((p) => [p.a_id, p.b_id]))]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    pares: chosen
      .filter((p) => byId.has(p.a_id) && byId.has(p.b_id))
      .map((p) => ({
        a: byId.get(p.a_id)!,
        b: byId.get(p.b_id)!,
        motivos: DUPLICATE_REASONS.filter((m) => p.motivos.has(m)),
        similitud: Math.round(p.similitud * 100) / 100,
      })),
  };
}

/** POST /api/identidad/no-duplicados: the pair stops being listed; audited on both. */
export async function markNotDuplicate(deps: AppDeps, auth: AuthContext, a: number, b: number) {
  if (a === b) throw new AppError('validation', 422, identidadMsg.sameRecord);
  if (!(await findPersonaById(deps.db, a)) || !(await findPersonaById(deps.db, b))) throw notFound(personaMsg.personaNotFound);
  await deps.db.transaction(async (tx) => {
    if (await q.insertNotDuplicate(tx, a, b, auth.userId)) {
      for (const [id, other] of [
        [a, b],
        [b, a],
      ]) {
        await writeAudit(tx, {
          actorUserId: auth.userId,
          action: 'persona.no_duplicada',
          entity: 'persona',
          entityId: id,
          before: null,
          after: { otra_persona_id: other },
        });
      }
    }
  });
  return { message: identidadMsg.markedNotDuplicate };
}

/**
 * POST /api/identidad/fusionar: one transaction locks both rows, refuses a pair enrolled in
 * one instancia or with two accounts, moves enrolments (with attendance and grades),
 * documents the survivor lacks, corrections and claims, deletes the duplicate and writes
 * the chosen values on the survivor. The audit keeps both rows as they were.
 */
export async function merge(deps: AppDeps, auth: AuthContext, input: MergeData) {
  const { sobreviviente_id: keepId, duplicada_id: dropId } = input;
  if (keepId === dropId) throw new AppError('validation', 422, identidadMsg.sameRecord);
  let leftKeys: string[] = [];
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      const { a: keep, b: drop } = await q.lockPair(tx, keepId, dropId);
      if (!keep || !drop) throw notFound(personaMsg.personaNotFound);
      if (keep.user_id !== null && drop.user_id !== null) throw new AppError('fusion_dos_cuentas', 409, identidadMsg.mergeTwoAccounts);
      if ((await q.sharedInstancias(tx, keepId, dropId)).length > 0)
        throw new AppError('fusion_conflicto', 409, identidadMsg.mergeConflict);
      const values: Record<string, unknown> = {};
      for (const field of MERGE_FIELDS) if (input.valores[field] === 'duplicada') values[field] = drop[field];
      const moved = await q.moveChildren(tx, dropId, keepId);
      leftKeys = moved.leftKeys;
      await q.deletePersona(tx, dropId);
      // The account goes with the survivor if only the duplicate had one (its row is gone, so the unique index allows it).
      if (keep.user_id === null && drop.user_id !== null) values.user_id = drop.user_id;
      const merged = Object.keys(values).length ? await q.updatePersonaValues(tx, keepId, values) : keep;
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'persona.fusionar',
        entity: 'persona',
        entityId: keepId,
        before: { sobreviviente: keep, duplicada: drop },
        after: { valores: values, inscripciones: moved.enrolments, documentos: moved.files },
      });
      return merged;
    });
  } catch (err) {
    // A chosen e-mail that a third persona took meanwhile: bad input, not a fault.
    if (uniqueViolation(err)) throw new AppError('email_taken', 409, personaMsg.emailInUse);
    throw err;
  }
  if (leftKeys.length > 0) {
    const storage = createStorage(deps.config);
    await Promise.all(leftKeys.map((key) => storage.delete(key).catch(() => undefined)));
  }
  return { persona: await personaResponse(deps, auth, row), message: identidadMsg.merged };
}
