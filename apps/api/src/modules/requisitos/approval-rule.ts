import { REVISION_ESTADOS_APROBABLES, requisitoMsg } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.queries.js';
import { requirementsOf } from './requirements-of.js';
import * as q from './requisitos.queries.js';

/**
 * Approving an enrolment (issue 15): every required document that applies to the
 * persona must be aceptado, exceptuado or in prórroga. Otherwise 422 naming them,
 * unless staff give an override reason, which is audited. Called inside the estado
 * change's transaction (single and bulk changes share it).
 */
export async function assertRequirementsForApproval(tx: DbOrTx, inscriptoId: number, overrideMotivo: string, actorUserId: number) {
  const e = await q.enrolmentForRequisitos(tx, inscriptoId);
  if (!e) return;
  const requisitos = await requirementsOf(tx, e);
  const reviews = await q.reviewsOf(tx, inscriptoId);
  const missing = requisitos.filter((r) => {
    if (!r.aplica || !r.obligatorio) return false;
    const estado = reviews.find((v) => v.codigo === r.codigo)?.estado ?? 'pendiente';
    return !REVISION_ESTADOS_APROBABLES.includes(estado);
  });
  if (!missing.length) return;
  const nombres = missing.map((r) => r.nombre);
  const motivo = overrideMotivo.trim();
  if (!motivo)
    throw new AppError('requirements_pending', 422, requisitoMsg.notApprovable(nombres), {
      override_motivo: [requisitoMsg.notApprovable(nombres)],
    });
  await writeAudit(tx, {
    actorUserId,
    action: 'inscripcion.aprobar_forzado',
    entity: 'inscripto',
    entityId: inscriptoId,
    after: { motivo, documentos: missing.map((r) => r.codigo) },
  });
}
