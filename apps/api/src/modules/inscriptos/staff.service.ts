import { BULK_MAX_ROWS, DOCUMENT_NAMES, inscripcionMsg, instanciaMsg, seatsMsg, type EstadoId, type RevisionFiltro } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueMail, mailsAbout, type MailDelivery } from '../../mail/queue.js';
import { staffMessageMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia } from '../instancias/instancias.queries.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { personaResponse } from '../personas/personas.service.js';
import { applyEstadoChange, applyEstadoChanges, queueEstadoMails, type EstadoChange } from './estado-change.js';
import * as seats from './seats.queries.js';
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
  const [{ rows, total }, instanciaTotal, figures] = await Promise.all([
    q.pageEnrollees(deps.db, { instanciaId, dni: query.dni, estado: query.estado, revision: query.revision }, query.page, query.page_size),
    // Without a filter it is the same number: no second read.
    filtered ? q.instanciaTotal(deps.db, instanciaId) : null,
    seats.seatFigures(deps.db, [instanciaId]),
  ]);
  return {
    inscriptos: rows,
    total,
    total_instancia: instanciaTotal ?? total,
    page: query.page,
    page_size: query.page_size,
    cupo: figures.get(instanciaId) ?? { cupo: null, aprobados: 0, en_espera: 0 },
  };
}

export async function exportEnrollees(
  deps: AppDeps,
  instanciaId: number,
  query: { dni: string; estado?: number; revision?: RevisionFiltro },
) {
  await assertInstancia(deps, instanciaId);
  return q.exportEnrollees(deps.db, { instanciaId, dni: query.dni, estado: query.estado, revision: query.revision });
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
 * Staff change an enrolment's estado (2..7; the schema refuses 1 and -1). The reason is
 * sanitized before it is stored; it is kept only for a rejection. Approving with the cupo
 * reached leaves the enrolment in Lista de espera; an approved one leaving Aprobado frees
 * its seat for the head of the waitlist (estado-change.ts). The change, its audit rows and
 * any promotion commit together with the applicants' e-mails (queued, decision 240).
 * Approving also needs the documents decided or an override reason (issue 15, decision 204).
 */
export async function changeEstado(deps: AppDeps, auth: AuthContext, id: number, input: EstadoChange) {
  return deps.db.transaction((tx) => applyEstadoChange(tx, deps, auth.userId, id, input, { action: 'inscripcion.estado', isStaff: true }));
}

/**
 * Queues, in `tx`, the e-mail telling the applicant their enrolment is now in `estadoId`
 * (with the rejection reason, already sanitized): for changes made outside
 * applyEstadoChange, such as an observed document (requisitos).
 */
export async function queueEstadoMail(deps: AppDeps, tx: DbOrTx, inscriptoId: number, estadoId: EstadoId, reasonHtml: string) {
  await queueEstadoMails(deps, tx, [{ inscriptoId, estadoId, reasonHtml }]);
}

/** Rows per transaction of a bulk request: what the enrollee table sends per request. */
export const BULK_CHUNK = 200;

/**
 * `bulkSetEstado`: the single change for every row, in the table's order (by id), through
 * the same set-based change (applyEstadoChanges), BULK_CHUNK rows per transaction. Each row
 * gets the outcome the single change would give it one after another; a refused row (not
 * found, the período limit, the document rule, any rule of the single change) writes
 * nothing, is reported with its message and leaves the others done. Each row's e-mails are
 * queued in its chunk's transaction; the mail worker sends them, so the request never
 * waits on the mail server (decisions 176, 228 and 240).
 */
export async function bulkChangeEstado(
  deps: AppDeps,
  auth: AuthContext,
  input: EstadoChange & { ids?: number[]; filtro?: { instancia_id: number; dni: string; estado?: number; revision?: RevisionFiltro } },
) {
  const ids = await bulkTargetIds(deps, input);
  const resultados: { id: number; ok: boolean; estado_id: number | null; message?: string }[] = [];
  const change: EstadoChange = {
    estado_id: input.estado_id,
    observacion: input.observacion,
    empresa: input.empresa,
    beca: input.beca,
    override_motivo: input.override_motivo,
  };
  for (let i = 0; i < ids.order.length; i += BULK_CHUNK) {
    const chunk = ids.order.slice(i, i + BULK_CHUNK).filter((id) => ids.existing.has(id));
    const rows = chunk.length
      ? await deps.db.transaction((tx) =>
          applyEstadoChanges(tx, deps, auth.userId, chunk, change, { action: 'inscripcion.estado', isStaff: true }),
        )
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids.order.slice(i, i + BULK_CHUNK)) {
      const row = byId.get(id);
      if (!row) resultados.push({ id, ok: false, estado_id: null, message: inscripcionMsg.inscriptoNotFound });
      else if (row.ok) {
        const { inscripto, message } = row.outcome;
        resultados.push({ id, ok: true, estado_id: inscripto.estado_id, ...(message ? { message } : {}) });
      } else resultados.push({ id, ok: false, estado_id: row.estado_id, message: row.error.message });
    }
  }
  return { resultados };
}

/**
 * The ids a bulk action "on the N matching the filter" takes, in the table's order: the screen
 * sends them in parts of 200 and shows the progress (issue 16). More than a bulk request may
 * carry is refused, as the bulk request itself would.
 */
export async function listEnrolleeIds(
  deps: AppDeps,
  instanciaId: number,
  query: { dni: string; estado?: number; revision?: RevisionFiltro },
) {
  await assertInstancia(deps, instanciaId);
  const ids = await seats.filteredIds(deps.db, { instanciaId, ...query });
  if (ids.length > BULK_MAX_ROWS) {
    const message = seatsMsg.bulkTooMany(BULK_MAX_ROWS);
    throw new AppError('validation', 422, message, { ids: [message] });
  }
  return { ids };
}

/** The rows of a bulk request: the ids given (unknown ones reported as not found) or the filter's, in the table's order. */
async function bulkTargetIds(
  deps: AppDeps,
  input: { ids?: number[]; filtro?: { instancia_id: number; dni: string; estado?: number; revision?: RevisionFiltro } },
) {
  if (input.filtro) {
    await assertInstancia(deps, input.filtro.instancia_id);
    const found = await seats.filteredIds(deps.db, {
      instanciaId: input.filtro.instancia_id,
      dni: input.filtro.dni,
      estado: input.filtro.estado,
      revision: input.filtro.revision,
    });
    return { order: found, existing: new Set(found) };
  }
  const unique = [...new Set(input.ids ?? [])];
  const existing = await seats.existingIdsInOrder(deps.db, unique);
  const existingSet = new Set(existing);
  // Existing rows in the table's order, then the unknown ids as given.
  return { order: [...existing, ...unique.filter((id) => !existingSet.has(id))], existing: existingSet };
}

/**
 * "Enviar correo" of the enrollee table: one message to every selected applicant, each
 * audited on the enrolment (its history shows the subject and the text) and queued in the
 * same transaction as its audit row (decision 240).
 */
export async function bulkSendMail(
  deps: AppDeps,
  auth: AuthContext,
  input: {
    asunto: string;
    mensaje: string;
    ids?: number[];
    filtro?: { instancia_id: number; dni: string; estado?: number; revision?: RevisionFiltro };
  },
) {
  const ids = await bulkTargetIds(deps, input);
  const resultados: { id: number; ok: boolean; estado_id: number | null; message?: string }[] = [];
  for (const id of ids.order) {
    const to = ids.existing.has(id) ? await q.enrolmentRecipient(deps.db, id) : null;
    if (!to) {
      resultados.push({ id, ok: false, estado_id: null, message: inscripcionMsg.inscriptoNotFound });
      continue;
    }
    await deps.db.transaction(async (tx) => {
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'inscripcion.correo',
        entity: 'inscripto',
        entityId: id,
        after: { asunto: input.asunto, mensaje: input.mensaje },
      });
      await enqueueMail(
        tx,
        staffMessageMail({
          faculty: deps.config.facultyName,
          to: to.email,
          name: to.nombre,
          instancia: to.instancia,
          asunto: input.asunto,
          mensaje: input.mensaje,
          link: `${deps.config.publicUrl}/perfil`,
        }),
        { inscriptoId: id },
      );
    });
    resultados.push({ id, ok: true, estado_id: to.estado_id });
  }
  return { resultados };
}

export async function formData(deps: AppDeps) {
  const [estados, carreras] = await Promise.all([q.listEstados(deps.db), q.listEligibleCareers(deps.db)]);
  return { estados, carreras, documentos: [...DOCUMENT_NAMES] };
}
