import { CHOOSE_CAREER_CARRERA_ID, ESTADO, fechaDdMmAaaa, inscripcionMsg, msg, requisitoMsg } from '@ingreso/shared';
import type { AuthContext } from '../../plugins/auth-guard.js';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia, todayUtc } from '../instancias/instancias.queries.js';
import { newCodTramite } from './cod-tramite.js';
import { missingRequired, startReviews } from '../requisitos/enrolment-requirements.js';
import { assertObservedReplaced } from '../requisitos/requisitos.service.js';
import * as q from './inscriptos.queries.js';

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

  if (!auth.isAdmin) {
    // The instancia's requirements, not a constant (issue 15).
    const uploaded = await q.personaFileNames(deps.db, persona.id);
    const missing = await missingRequired(deps.db, instancia.id, instancia.carrera_id, persona, uploaded);
    if (missing.length) throw missingDocumentsError(missing, uploaded.length);
  }

  // A collision of the random code is retried; a second enrolment of the same
  // persona in the same instancia is refused by the unique index.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const row = await q.insertInscripto(tx, {
          persona_id: persona.id,
          instancia_id: instancia.id,
          carrera_id: carreraId,
          cod_tramite: newCodTramite(),
          created_by: auth.userId,
        });
        await writeAudit(tx, { actorUserId: auth.userId, action: 'inscripcion.crear', entity: 'inscripto', entityId: row.id, after: row });
        // The documents already there wait for staff review from now.
        await startReviews(tx, row.id);
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
  return q.listByPersona(deps.db, personaId);
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
