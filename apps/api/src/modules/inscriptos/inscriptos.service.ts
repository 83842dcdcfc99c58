import { CHOOSE_CAREER_CARRERA_ID, DOCUMENT_LABELS, inscripcionMsg, missingDocuments, msg, type DocumentName } from '@ingreso/shared';
import type { AuthContext } from '../../plugins/auth-guard.js';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia, todayUtc } from '../instancias/instancias.queries.js';
import { newCodTramite } from './cod-tramite.js';
import * as q from './inscriptos.queries.js';

/** The persona must exist and, for an applicant, be their own. */
async function loadPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  const persona = await q.findPersonaForEnrolment(deps.db, personaId);
  if (!persona) throw notFound(inscripcionMsg.personaNotFound);
  if (!auth.isAdmin && persona.user_id !== auth.userId) throw forbidden(inscripcionMsg.notOwnPersona);
  return persona;
}

function missingDocumentsError(missing: DocumentName[], uploadedCount: number) {
  const message = uploadedCount === 0 ? inscripcionMsg.noFiles : inscripcionMsg.missingFiles(missing.map((d) => DOCUMENT_LABELS[d]));
  return new AppError('missing_documents', 422, message, { documentos: missing });
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
  const published = instancia.fecha_publicacion <= today;
  const finished = instancia.fecha_fin < today;
  if (finished || (!auth.isAdmin && !published)) throw new AppError('closed', 422, inscripcionMsg.closed);

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
    const uploaded = await q.personaFileNames(deps.db, persona.id);
    const missing = missingDocuments(uploaded, {
      trabaja: persona.trabaja_actualmente === 1,
      discapacidad: persona.discapacidad,
    });
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
