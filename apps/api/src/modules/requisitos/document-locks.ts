import { ESTADO, requisitoMsg } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { requirementsOf } from './requirements-of.js';
import * as q from './requisitos.queries.js';

/**
 * What a new or replaced document does to the reviews of every enrolment of its persona
 * (issue 15), inside the upload's transaction, with the persona locked: an `aceptado`
 * document refuses the whole upload (409; nothing is written and the new objects are
 * removed); any other review goes back to `pendiente` for the new version, marked
 * `reenviado` when it answers an observation.
 */
export async function applyNewDocuments(tx: DbOrTx, personaId: number, stored: { name: string; version: string }[], actorUserId: number) {
  const enrolments = await q.enrolmentsOfPersona(tx, personaId);
  if (!enrolments.length) return;
  const reviews = await q.reviewsOfMany(
    tx,
    enrolments.map((e) => e.id),
  );
  for (const e of enrolments) {
    const requisitos = await requirementsOf(tx, e);
    let touched = false;
    for (const s of stored) {
      const req = requisitos.find((r) => r.codigo === s.name);
      if (!req) continue;
      const prev = reviews.find((r) => r.inscripto_id === e.id && r.codigo === s.name);
      if (prev?.estado === 'aceptado')
        throw new AppError('document_locked', 409, requisitoMsg.locked(req.nombre), { [s.name]: [requisitoMsg.locked(req.nombre)] });
      const reenviado = prev?.estado === 'observado' || (prev?.estado === 'pendiente' && prev.reenviado);
      await q.upsertReview(tx, {
        inscripto_id: e.id,
        codigo: s.name,
        estado: 'pendiente',
        // The observation stays visible to staff next to the new file until they decide.
        motivo: prev?.estado === 'observado' ? prev.motivo : '',
        prorroga_hasta: null,
        file_version: s.version,
        reenviado,
        desde: new Date(),
        updated_by: actorUserId,
      });
      if (prev && prev.estado !== 'pendiente') {
        await q.insertHistorial(tx, {
          inscripto_id: e.id,
          codigo: s.name,
          estado_antes: prev.estado,
          estado_despues: 'pendiente',
          motivo: 'Archivo nuevo',
          file_version: s.version,
          actor_user_id: actorUserId,
        });
      }
      touched = true;
    }
    if (touched) await q.refreshQueue(tx, e.id);
  }
}

/**
 * Before a document is deleted: refused (409) when an enrolment of the persona is
 * approved or the document was accepted for one. Otherwise a waiting review loses its file.
 */
export async function applyDocumentDeletion(tx: DbOrTx, personaId: number, name: string) {
  const enrolments = await q.enrolmentsOfPersona(tx, personaId);
  if (!enrolments.length) return;
  if (enrolments.some((e) => e.estado_id === ESTADO.APROBADO)) throw new AppError('document_locked', 409, requisitoMsg.approvedLocked);
  const reviews = await q.reviewsOfMany(
    tx,
    enrolments.map((e) => e.id),
  );
  for (const e of enrolments) {
    const prev = reviews.find((r) => r.inscripto_id === e.id && r.codigo === name);
    if (!prev) continue;
    if (prev.estado === 'aceptado') {
      const req = (await requirementsOf(tx, e)).find((r) => r.codigo === name);
      throw new AppError('document_locked', 409, requisitoMsg.locked(req?.nombre ?? name));
    }
    await q.upsertReview(tx, { ...prev, file_version: null, updated_by: prev.updated_by });
    await q.refreshQueue(tx, e.id);
  }
}
