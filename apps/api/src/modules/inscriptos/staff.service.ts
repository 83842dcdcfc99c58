import { DOCUMENT_NAMES, ESTADO, inscripcionMsg, instanciaMsg, type EstadoId, type RevisionFiltro } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueMail, mailsAbout, type MailDelivery } from '../../mail/queue.js';
import { estadoChangedMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia } from '../instancias/instancias.queries.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { personaResponse } from '../personas/personas.service.js';
import { assertRequirementsForApproval } from '../requisitos/approval-rule.js';
import * as q from './staff.queries.js';

async function assertInstancia(deps: AppDeps, id: number) {
  if (!(await findInstancia(deps.db, id))) throw notFound(instanciaMsg.notFound);
}

export async function listEnrollees(
  deps: AppDeps,
  instanciaId: number,
  query: { page: number; page_size: number; dni: string; estado?: number; revision?: RevisionFiltro },
) {
  await assertInstancia(deps, instanciaId);
  const filtered = query.dni !== '' || query.estado !== undefined || query.revision !== undefined;
  const [{ rows, total }, instanciaTotal] = await Promise.all([
    q.pageEnrollees(deps.db, { instanciaId, dni: query.dni, estado: query.estado, revision: query.revision }, query.page, query.page_size),
    // Without a filter it is the same number: no second read.
    filtered ? q.instanciaTotal(deps.db, instanciaId) : null,
  ]);
  return { inscriptos: rows, total, total_instancia: instanciaTotal ?? total, page: query.page, page_size: query.page_size };
}

export async function exportEnrollees(deps: AppDeps, instanciaId: number, query: { dni: string; estado?: number }) {
  await assertInstancia(deps, instanciaId);
  return q.exportEnrollees(deps.db, { instanciaId, dni: query.dni, estado: query.estado });
}

export async function enrolmentDetail(deps: AppDeps, auth: AuthContext, id: number) {
  const found = await q.findEnrolmentDetail(deps.db, id);
  if (!found) throw notFound(inscripcionMsg.inscriptoNotFound);
  const persona = await findPersonaById(deps.db, found.inscripto.persona_id);
  if (!persona) throw notFound(inscripcionMsg.personaNotFound);
  const [personaFull, changes, mails] = await Promise.all([
    personaResponse(deps, auth, persona),
    q.enrolmentHistory(deps.db, id, persona.id),
    mailsAbout(deps.db, id, persona.id),
  ]);
  const historial = withMails(changes, mails);
  return {
    inscripto: {
      ...found.inscripto,
      carrera: found.carrera,
      instancia: found.instancia,
      empresa: found.empresa,
      situacion_laboral: found.situacion_laboral,
      estudio_secundario: found.estudio_secundario,
      persona: personaFull,
    },
    historial,
  };
}

type HistoryEntry = Awaited<ReturnType<typeof q.enrolmentHistory>>[number] & {
  correo?: Omit<MailDelivery, 'id' | 'created_at' | 'next_attempt_at'> & { next_attempt_at: Date | null };
};

/**
 * The audit trail with the e-mails to the applicant in it, newest first (issue 16). A message
 * is queued in the transaction of its change, with the same timestamp: at a tie the change
 * comes first and its e-mail right below it, so the latest entry is still the latest change.
 */
function withMails(changes: Awaited<ReturnType<typeof q.enrolmentHistory>>, mails: MailDelivery[]): HistoryEntry[] {
  const mailEntries: HistoryEntry[] = mails.map(({ id, created_at, ...correo }) => ({
    id,
    action: 'correo',
    before: null,
    after: null,
    created_at,
    actor: null,
    correo: { ...correo, next_attempt_at: correo.status === 'queued' ? correo.next_attempt_at : null },
  }));
  const out: HistoryEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < changes.length || j < mailEntries.length) {
    const change = changes[i];
    const mail = mailEntries[j];
    if (mail && (!change || mail.created_at.getTime() > change.created_at.getTime())) out.push(mailEntries[j++]);
    else out.push(changes[i++]);
  }
  return out;
}

/**
 * Staff change an enrolment's estado (2..6; the schema refuses 1 and -1). The
 * reason is sanitized before it is stored; it is kept only for a rejection. The
 * change, its audit row and the applicant's e-mail commit together (decision 240).
 */
export async function changeEstado(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  input: { estado_id: number; observacion: string; override_motivo?: string },
) {
  const observacion = input.estado_id === ESTADO.RECHAZADO ? sanitizeRichText(input.observacion) : '';
  return deps.db.transaction(async (tx) => {
    const current = await q.lockEnrolment(tx, id);
    if (!current) throw notFound(inscripcionMsg.inscriptoNotFound);
    if (input.estado_id === ESTADO.APROBADO) await assertRequirementsForApproval(tx, id, input.override_motivo ?? '', auth.userId);
    const updated = await q.setEstado(tx, id, input.estado_id, observacion);
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'inscripcion.estado',
      entity: 'inscripto',
      entityId: id,
      before: { estado_id: current.estado_id, observacion: current.observacion },
      after: { estado_id: updated.estado_id, observacion: updated.observacion },
    });
    if (current.estado_id !== updated.estado_id || current.observacion !== updated.observacion) {
      await queueEstadoMail(deps, tx, id, updated.estado_id as EstadoId, updated.observacion);
    }
    return updated;
  });
}

/**
 * Queues, in `tx`, the e-mail telling the applicant their enrolment is now in `estadoId`
 * (with the rejection reason, already sanitized). Every estado change that the applicant
 * must hear of goes through here, so the message shows in the enrolment's history.
 */
export async function queueEstadoMail(deps: AppDeps, tx: DbOrTx, inscriptoId: number, estadoId: EstadoId, reasonHtml: string) {
  const to = await q.enrolmentRecipient(tx, inscriptoId);
  if (!to) return;
  await enqueueMail(
    tx,
    estadoChangedMail({
      faculty: deps.config.facultyName,
      to: to.email,
      name: to.nombre,
      instancia: to.instancia,
      estadoId,
      reasonHtml,
      link: `${deps.config.publicUrl}/perfil`,
    }),
    { inscriptoId },
  );
}

export async function formData(deps: AppDeps) {
  const [estados, carreras] = await Promise.all([q.listEstados(deps.db), q.listEligibleCareers(deps.db)]);
  return { estados, carreras, documentos: [...DOCUMENT_NAMES] };
}
