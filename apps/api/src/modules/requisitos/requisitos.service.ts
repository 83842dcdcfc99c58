import {
  ESTADO,
  inscripcionMsg,
  msg,
  requisitoMsg,
  type InscriptoRequisitos,
  type Requisito,
  type RevisionEstado,
  type UploadMimeType,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { fileLinksFor, versionOf } from '../../lib/file-links.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { todayUtc, findInstancia, carreraExists } from '../instancias/instancias.queries.js';
import { setEstado } from '../inscriptos/staff.queries.js';
import { queueEstadoMail } from '../inscriptos/staff.service.js';
import { lockPersona } from '../personas/personas.queries.js';
import { listFor, requirementsOf } from './requirements-of.js';
import * as q from './requisitos.queries.js';

export async function listRequisitos(deps: AppDeps, query: { carrera?: number; instancia?: number }) {
  if (query.instancia) {
    const instancia = await findInstancia(deps.db, query.instancia);
    if (!instancia) throw notFound(inscripcionMsg.instanciaNotFound);
    return listFor(deps.db, instancia.id, instancia.carrera_id);
  }
  if (query.carrera && !(await carreraExists(deps.db, query.carrera))) throw notFound(requisitoMsg.carreraNotFound);
  return listFor(deps.db, null, query.carrera ?? null);
}

/** Replaces the list of one scope; the faculty's cannot be emptied (every instancia falls back to it). */
export async function saveRequisitos(
  deps: AppDeps,
  auth: AuthContext,
  input: { carrera_id: number | null; instancia_id: number | null; requisitos: Requisito[] },
) {
  if (input.instancia_id !== null && !(await findInstancia(deps.db, input.instancia_id))) throw notFound(inscripcionMsg.instanciaNotFound);
  if (input.carrera_id !== null && !(await carreraExists(deps.db, input.carrera_id))) throw notFound(requisitoMsg.carreraNotFound);
  if (input.carrera_id === null && input.instancia_id === null && input.requisitos.length === 0) {
    throw new AppError('validation', 422, requisitoMsg.nombreRequired, { requisitos: [requisitoMsg.nombreRequired] });
  }
  await deps.db.transaction(async (tx) => {
    const before = await q.replaceList(tx, { carreraId: input.carrera_id, instanciaId: input.instancia_id }, input.requisitos);
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'requisitos.guardar',
      entity: input.instancia_id !== null ? 'instancia' : 'carrera',
      entityId: input.instancia_id ?? input.carrera_id,
      before: before.map((r) => ({ codigo: r.codigo, obligatorio: r.obligatorio, condicion: r.condicion })),
      after: input.requisitos.map((r) => ({ codigo: r.codigo, obligatorio: r.obligatorio, condicion: r.condicion })),
    });
  });
  if (input.instancia_id !== null) return listRequisitos(deps, { instancia: input.instancia_id });
  return listRequisitos(deps, input.carrera_id !== null ? { carrera: input.carrera_id } : {});
}

/** The enrolment if the caller may see it: staff any, an applicant only their own (403). */
async function enrolmentForCaller(deps: AppDeps, auth: AuthContext, id: number) {
  const e = await q.enrolmentForRequisitos(deps.db, id);
  if (!e) throw notFound(inscripcionMsg.inscriptoNotFound);
  if (!auth.isAdmin && e.owner_user_id !== auth.userId) throw forbidden(msg.session.forbidden);
  return e;
}

/** Each requirement of the enrolment with its file (or none) and its review; a non-applying one only if it has a file. */
async function describe(db: DbOrTx, deps: AppDeps, auth: AuthContext, e: q.EnrolmentForRequisitos): Promise<InscriptoRequisitos> {
  return describeFrom(deps, auth, e, await requirementsOf(db, e), await q.personaFiles(db, e.persona_id), await q.reviewsOf(db, e.id));
}

/** The answer from rows already read (a review has them in hand: no second round of reads). */
function describeFrom(
  deps: AppDeps,
  auth: AuthContext,
  e: Pick<q.EnrolmentForRequisitos, 'id' | 'estado_id' | 'observacion' | 'persona_id' | 'instancia_id'>,
  requisitos: Awaited<ReturnType<typeof requirementsOf>>,
  files: Awaited<ReturnType<typeof q.personaFiles>>,
  reviews: Awaited<ReturnType<typeof q.reviewsOf>>,
): InscriptoRequisitos {
  const links = fileLinksFor(deps.config.dataDir);
  const mayOpen = !auth.isAdmin || auth.permissions.includes('documentos.ver');
  const today = todayUtc();
  return {
    inscripto: { id: e.id, estado_id: e.estado_id, observacion: e.observacion, persona_id: e.persona_id, instancia_id: e.instancia_id },
    requisitos: requisitos
      .map((r) => {
        const f = files.find((x) => x.name === r.codigo);
        const v = reviews.find((x) => x.codigo === r.codigo);
        const estado = (v?.estado ?? 'pendiente') as RevisionEstado;
        return {
          ...r,
          file: f
            ? {
                id: f.id,
                url: mayOpen ? links.url(f.id, { sessionId: auth.sessionId, storageKey: f.storage_key }) : null,
                mime_type: f.mime_type as UploadMimeType,
                size: f.size,
                created_at: f.created_at.toISOString(),
                version: versionOf(f.storage_key),
              }
            : null,
          revision: {
            estado,
            motivo: v?.motivo ?? '',
            prorroga_hasta: v?.prorroga_hasta ?? null,
            vencida: estado === 'prorroga' && !!v?.prorroga_hasta && v.prorroga_hasta < today,
            reenviado: estado === 'pendiente' && !!v?.reenviado,
            updated_at: v ? v.updated_at.toISOString() : null,
          },
        };
      })
      .filter((r) => r.aplica || r.file !== null),
  };
}

export async function getInscriptoRequisitos(deps: AppDeps, auth: AuthContext, id: number) {
  return describe(deps.db, deps, auth, await enrolmentForCaller(deps, auth, id));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The enrolment's observación from its observed documents (sanitized like any reason). */
export function composeObservacion(observed: { nombre: string; motivo: string }[]): string {
  const items = observed.map((o) => `<li><strong>${escapeHtml(o.nombre)}</strong>: ${escapeHtml(o.motivo)}</li>`).join('');
  return sanitizeRichText(`<p>${requisitoMsg.observedIntro}</p><ul>${items}</ul>`);
}

/**
 * Staff decide on one document (issue 15). The persona is locked first (the same lock an
 * upload takes), so a decision and a replacement of the same document happen one after
 * the other: the decision applies only to the version the reviewer saw (409 otherwise).
 * Observing sets the enrolment to Rechazado with the observed documents as observación
 * and e-mails the applicant after the commit.
 */
export async function reviewRequisito(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  codigo: string,
  input: { estado: RevisionEstado; motivo: string; prorroga_hasta: string | null; file_version: string | null },
) {
  const peek = await q.enrolmentForRequisitos(deps.db, id);
  if (!peek) throw notFound(inscripcionMsg.inscriptoNotFound);
  const today = todayUtc();
  const result = await deps.db.transaction(async (tx) => {
    await lockPersona(tx, peek.persona_id);
    // One statement locks the enrolment and reads what its requirements look at (issue 15's bench: fewer round trips).
    const e = await q.lockEnrolmentForRequisitos(tx, id);
    if (!e) throw notFound(inscripcionMsg.inscriptoNotFound);
    const requisitos = await requirementsOf(tx, e);
    const req = requisitos.find((r) => r.codigo === codigo);
    if (!req) throw notFound(requisitoMsg.notFound);
    const files = await q.personaFiles(tx, e.persona_id);
    const file = files.find((f) => f.name === codigo);
    const version = file ? versionOf(file.storage_key) : null;
    if (input.file_version !== version) throw new AppError('stale_review', 409, requisitoMsg.staleFile);
    if (!file && (input.estado === 'aceptado' || input.estado === 'observado'))
      throw new AppError('validation', 422, requisitoMsg.noFile, { estado: [requisitoMsg.noFile] });
    if (input.estado === 'prorroga' && (input.prorroga_hasta ?? '') <= today) {
      throw new AppError('validation', 422, requisitoMsg.prorrogaPast, { prorroga_hasta: [requisitoMsg.prorrogaPast] });
    }
    const before = await q.reviewsOf(tx, id);
    const prev = before.find((r) => r.codigo === codigo);
    const motivo = input.estado === 'aceptado' || input.estado === 'pendiente' ? '' : input.motivo;
    const prorroga = input.estado === 'prorroga' ? input.prorroga_hasta : null;
    const saved = await q.upsertReview(tx, {
      inscripto_id: id,
      codigo,
      estado: input.estado,
      motivo,
      prorroga_hasta: prorroga,
      file_version: version,
      reenviado: false,
      // Reopening puts it back in the queue as of now; a decision keeps when it arrived.
      desde: input.estado === 'pendiente' || !prev ? new Date() : prev.desde,
      updated_by: auth.userId,
    });
    await q.insertHistorial(tx, {
      inscripto_id: id,
      codigo,
      estado_antes: prev?.estado ?? 'pendiente',
      estado_despues: input.estado,
      motivo,
      prorroga_hasta: prorroga,
      file_version: version,
      actor_user_id: auth.userId,
    });
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'requisito.revisar',
      entity: 'inscripto',
      entityId: id,
      before: { documento: codigo, estado: prev?.estado ?? 'pendiente', motivo: prev?.motivo ?? '' },
      after: { documento: codigo, estado: input.estado, motivo, prorroga_hasta: prorroga },
    });
    await q.refreshQueue(tx, id);
    const reviews = [...before.filter((r) => r.codigo !== codigo), saved];
    let now = e;

    if (input.estado === 'observado') {
      const observed = requisitos
        .map((r) => ({ r, v: reviews.find((x) => x.codigo === r.codigo) }))
        .filter(({ v }) => v?.estado === 'observado')
        .map(({ r, v }) => ({ nombre: r.nombre, motivo: v!.motivo }));
      const observacion = composeObservacion(observed);
      const updated = await setEstado(tx, id, ESTADO.RECHAZADO, observacion);
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'inscripcion.estado',
        entity: 'inscripto',
        entityId: id,
        before: { estado_id: e.estado_id, observacion: e.observacion },
        after: { estado_id: updated.estado_id, observacion: updated.observacion },
      });
      // Queued in the decision's transaction (decision 240): sent by the mail worker after the commit.
      await queueEstadoMail(deps, tx, id, ESTADO.RECHAZADO, updated.observacion);
      now = { ...e, estado_id: updated.estado_id, observacion: updated.observacion };
    }
    return { answer: describeFrom(deps, auth, now, requisitos, files, reviews) };
  });

  const fresh = await q.enrolmentForRequisitos(deps.db, id);
  return fresh
    ? { ...result.answer, inscripto: { ...result.answer.inscripto, estado_id: fresh.estado_id, observacion: fresh.observacion } }
    : result.answer;
}

export async function revisionCounts(deps: AppDeps) {
  return { instancias: await q.revisionCounts(deps.db, todayUtc()) };
}

/**
 * "Ya corregí mi documentación" is accepted only when every observed document has a
 * new file (issue 15): 422 naming the ones still missing. Runs in the resubmit's transaction.
 */
export async function assertObservedReplaced(tx: DbOrTx, inscriptoId: number) {
  const e = await q.enrolmentForRequisitos(tx, inscriptoId);
  if (!e) return;
  const requisitos = await requirementsOf(tx, e);
  const reviews = await q.reviewsOf(tx, inscriptoId);
  const missing = requisitos.filter((r) => reviews.find((v) => v.codigo === r.codigo)?.estado === 'observado');
  if (missing.length) {
    const message = requisitoMsg.resubmitMissing(missing.map((r) => r.nombre));
    throw new AppError('observed_not_replaced', 422, message, { documentos: missing.map((r) => r.codigo) });
  }
}
