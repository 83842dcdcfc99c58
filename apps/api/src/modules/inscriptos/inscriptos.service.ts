import {
  CHOOSE_CAREER_CARRERA_ID,
  ESTADO,
  ESTADOS_RETIRABLES,
  fechaDdMmAaaa,
  inscripcionMsg,
  msg,
  requisitoMsg,
  seatsMsg,
} from '@ingreso/shared';
import type { AuthContext } from '../../plugins/auth-guard.js';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia, todayUtc } from '../instancias/instancias.queries.js';
import { newCodTramite } from './cod-tramite.js';
import { missingRequired, reviewsToStart } from '../requisitos/enrolment-requirements.js';
import { listFor } from '../requisitos/requirements-of.js';
import { insertPendingReviews } from '../requisitos/requisitos.queries.js';
import { assertObservedReplaced } from '../requisitos/requisitos.service.js';
import { applyEstadoChange, assertPeriodLimit } from './estado-change.js';
import * as q from './inscriptos.queries.js';
import * as seats from './seats.queries.js';

/** The persona must exist and, for an applicant, be their own. */
async function loadPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  const persona = await q.findPersonaForEnrolment(deps.db, personaId);
  if (!persona) throw notFound(inscripcionMsg.personaNotFound);
  if (!auth.isAdmin && persona.user_id !== auth.userId) throw forbidden(inscripcionMsg.notOwnPersona);
  return persona;
}

function missingDocumentsError(missing: { codigo: string; nombre: string }[], uploadedCount: number) {
  const message = uploadedCount === 0 ? inscripcionMsg.noFiles : inscripcionMsg.missingFiles(missing.map((d) => d.nombre));
  return new AppError('missing_documents', 422, message, { documentos: missing.map((d) => d.codigo) });
}

/**
 * POST /api/inscriptos/. An applicant enrols their own persona in an instancia open
 * today and must have every required document; staff may enrol anyone in an
 * instancia that has not finished, and complete documents later.
 */
export async function enrol(deps: AppDeps, auth: AuthContext, input: { persona_id: number; instancia_id: number; carrera: number | null }) {
  const persona = await loadPersona(deps, auth, input.persona_id);
  const instancia = await findInstancia(deps.db, input.instancia_id);
  if (!instancia) throw notFound(inscripcionMsg.instanciaNotFound);
  const today = todayUtc();
  const finished = instancia.fecha_fin < today;
  if (finished) throw new AppError('closed', 422, inscripcionMsg.closed);
  // Issue 15: an applicant enrols only inside the registration window; staff still can.
  if (!auth.isAdmin && (today < instancia.inscripcion_desde || today > instancia.inscripcion_hasta)) {
    throw new AppError(
      'closed',
      422,
      requisitoMsg.notOpen(fechaDdMmAaaa(instancia.inscripcion_desde), fechaDdMmAaaa(instancia.inscripcion_hasta)),
    );
  }

  let carreraId = instancia.carrera_id;
  if (instancia.carrera_id === CHOOSE_CAREER_CARRERA_ID) {
    if (input.carrera === null)
      throw new AppError('validation', 422, inscripcionMsg.chooseCareer, { carrera: [inscripcionMsg.chooseCareer] });
    const chosen = await q.findCarrera(deps.db, input.carrera);
    if (!chosen || chosen.elegible_en_ingreso !== 1) {
      throw new AppError('validation', 422, inscripcionMsg.invalidCareer, { carrera: [inscripcionMsg.invalidCareer] });
    }
    carreraId = chosen.id;
  }

  // The instancia's requirements, not a constant (issue 15): read once, for the check and for the reviews.
  const { requisitos } = await listFor(deps.db, instancia.id, instancia.carrera_id);
  if (!auth.isAdmin) {
    const uploaded = await q.personaFileNames(deps.db, persona.id);
    const missing = missingRequired(requisitos, persona, uploaded);
    if (missing.length) throw missingDocumentsError(missing, uploaded.length);
  }

  // A collision of the random code is retried; a second enrolment of the same
  // persona in the same instancia is refused by the unique index. The período limit is
  // counted with the persona's row locked, in the same transaction as the insert.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        await assertPeriodLimit(tx, deps, persona.id, instancia.id, null, auth.isAdmin);
        const existing = await seats.findEnrolmentOf(tx, persona.id, instancia.id);
        if (existing?.estado_id === ESTADO.BAJA) {
          // Withdrawn, and the instancia still open: the same row becomes a new enrolment.
          const row = await seats.reactivate(tx, existing.id, carreraId, auth.userId);
          if (!row) throw new AppError('duplicate', 409, inscripcionMsg.duplicate);
          await writeAudit(tx, {
            actorUserId: auth.userId,
            action: 'inscripcion.reinscribir',
            entity: 'inscripto',
            entityId: row.id,
            before: { estado_id: existing.estado_id },
            after: { estado_id: row.estado_id, carrera_id: row.carrera_id },
          });
          return row;
        }
        if (existing) throw new AppError('duplicate', 409, inscripcionMsg.duplicate);
        // The documents already there wait for staff review from now.
        const waiting = await reviewsToStart(tx, requisitos, persona);
        const now = new Date();
        const row = await q.insertInscripto(tx, {
          persona_id: persona.id,
          instancia_id: instancia.id,
          carrera_id: carreraId,
          cod_tramite: newCodTramite(),
          created_by: auth.userId,
          revision_desde: waiting.length > 0 ? now : null,
        });
        await writeAudit(tx, { actorUserId: auth.userId, action: 'inscripcion.crear', entity: 'inscripto', entityId: row.id, after: row });
        await insertPendingReviews(tx, row.id, waiting, now);
        return row;
      });
    } catch (err) {
      const unique = uniqueViolation(err);
      if (unique?.constraint === 'inscriptos_cod_tramite_unique') continue;
      if (unique) throw new AppError('duplicate', 409, inscripcionMsg.duplicate);
      throw err;
    }
  }
  throw new AppError('internal', 500, msg.http.internal);
}

export async function listForPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  await loadPersona(deps, auth, personaId);
  const [rows, positions] = await Promise.all([q.listByPersona(deps.db, personaId), seats.waitlistPositions(deps.db, personaId)]);
  return rows.map((r) => ({ ...r, posicion_espera: positions.get(r.id) ?? null }));
}

/**
 * "Ya corregí mi documentación": the owner moves a rejected enrolment back to
 * Pendiente with an empty observation. Only the owner, only from Rechazado (3).
 */
export async function resubmit(deps: AppDeps, auth: AuthContext, inscriptoId: number) {
  const found = await q.findInscripto(deps.db, inscriptoId);
  if (!found) throw notFound(inscripcionMsg.inscriptoNotFound);
  if (found.owner_user_id !== auth.userId) throw forbidden(msg.session.forbidden);
  return deps.db.transaction(async (tx) => {
    if (found.inscripto.estado_id === ESTADO.RECHAZADO) await assertObservedReplaced(tx, inscriptoId);
    // Back to an active estado: the período limit counts it again (decision 225).
    if (found.inscripto.estado_id === ESTADO.RECHAZADO) {
      await assertPeriodLimit(tx, deps, found.inscripto.persona_id, found.inscripto.instancia_id, inscriptoId, false);
    }
    const row = await q.transitionEstado(tx, inscriptoId, 3, 1, '');
    if (!row) throw new AppError('conflict', 409, inscripcionMsg.resubmitOnlyRejected);
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'inscripcion.reenviar',
      entity: 'inscripto',
      entityId: row.id,
      before: { estado_id: found.inscripto.estado_id, observacion: found.inscripto.observacion },
      after: { estado_id: row.estado_id, observacion: row.observacion },
    });
    return row;
  });
}

/**
 * "Darme de baja" (`withdrawInscripcion`): the owner withdraws an enrolment that is
 * Pendiente, Aprobado or Lista de espera; it becomes Baja (7). The same single change as
 * staff's, so an approved seat freed here promotes the head of the waitlist in the same
 * transaction. The applicant may enrol again while the instancia is open.
 */
export async function withdraw(deps: AppDeps, auth: AuthContext, inscriptoId: number) {
  const found = await q.findInscripto(deps.db, inscriptoId);
  if (!found) throw notFound(inscripcionMsg.inscriptoNotFound);
  if (found.owner_user_id !== auth.userId) throw forbidden(msg.session.forbidden);
  const outcome = await deps.db.transaction((tx) =>
    applyEstadoChange(
      tx,
      deps,
      auth.userId,
      inscriptoId,
      { estado_id: ESTADO.BAJA, observacion: '' },
      { action: 'inscripcion.baja', allowedFrom: ESTADOS_RETIRABLES, allowedFromMessage: seatsMsg.withdrawOnly, isStaff: false },
    ),
  );
  return outcome.inscripto;
}
