import { requisitoAplica, REVISION_ESTADOS_APROBABLES, requisitoMsg, type Requisito } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { conditionsOf, listFor } from './requirements-of.js';
import * as q from './requisitos.queries.js';

/**
 * Approving an enrolment (issue 15): every required document that applies to the
 * persona must be aceptado, exceptuado or in prórroga. Otherwise 422 naming them,
 * unless staff give an override reason, which is audited. The estado change (single and
 * bulk, estado-change.ts) reads the documents of all its rows at once with
 * `pendingRequirements` and judges each row with `approvalVerdict`.
 */

export interface PendingRequirement {
  codigo: string;
  nombre: string;
}

/**
 * Per enrolment, the required documents that keep it from being approved, in the list's
 * order (an enrolment with none is absent). Three reads for any number of enrolments: the
 * enrolments with their persona's conditions, their reviews, and the candidate lists of
 * each distinct instancia and carrera (one in a bulk request of one instancia).
 */
export async function pendingRequirements(tx: DbOrTx, inscriptoIds: number[]): Promise<Map<number, PendingRequirement[]>> {
  const out = new Map<number, PendingRequirement[]>();
  if (!inscriptoIds.length) return out;
  const [enrolments, reviews] = await Promise.all([q.enrolmentsForRequisitos(tx, inscriptoIds), q.reviewsOfMany(tx, inscriptoIds)]);
  const estados = new Map(reviews.map((v) => [`${v.inscripto_id}:${v.codigo}`, v.estado]));
  const lists = new Map<string, Requisito[]>();
  for (const e of enrolments) {
    const key = `${e.instancia_id}:${e.carrera_id}`;
    let requisitos = lists.get(key);
    if (!requisitos) {
      requisitos = (await listFor(tx, e.instancia_id, e.carrera_id)).requisitos;
      lists.set(key, requisitos);
    }
    const conditions = conditionsOf(e);
    const missing = requisitos.filter((r) => {
      if (!r.obligatorio || !requisitoAplica(r.condicion, conditions)) return false;
      return !REVISION_ESTADOS_APROBABLES.includes(estados.get(`${e.id}:${r.codigo}`) ?? 'pendiente');
    });
    if (missing.length)
      out.set(
        e.id,
        missing.map((r) => ({ codigo: r.codigo, nombre: r.nombre })),
      );
  }
  return out;
}

/**
 * The rule on one enrolment: nothing missing passes; missing documents with an override
 * reason pass with the audit entry to write (`inscripcion.aprobar_forzado`); without a
 * reason the 422 that names them.
 */
export function approvalVerdict(
  missing: PendingRequirement[],
  overrideMotivo: string,
): { error: AppError } | { override: { motivo: string; documentos: string[] } | null } {
  if (!missing.length) return { override: null };
  const nombres = missing.map((r) => r.nombre);
  const motivo = overrideMotivo.trim();
  if (!motivo)
    return {
      error: new AppError('requirements_pending', 422, requisitoMsg.notApprovable(nombres), {
        override_motivo: [requisitoMsg.notApprovable(nombres)],
      }),
    };
  return { override: { motivo, documentos: missing.map((r) => r.codigo) } };
}
