import { DOCUMENT_NAMES, inscripcionMsg, instanciaMsg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { MailMessage } from '../../mail/mailer.js';
import { staffMessageMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia } from '../instancias/instancias.queries.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { personaResponse } from '../personas/personas.service.js';
import { applyEstadoChange, sendEstadoMails, type EstadoChange, type PendingMail } from './estado-change.js';
import * as seats from './seats.queries.js';
import * as q from './staff.queries.js';

async function assertInstancia(deps: AppDeps, id: number) {
  if (!(await findInstancia(deps.db, id))) throw notFound(instanciaMsg.notFound);
}

export async function listEnrollees(
  deps: AppDeps,
  instanciaId: number,
  query: { page: number; page_size: number; dni: string; estado?: number },
) {
  await assertInstancia(deps, instanciaId);
  const filtered = query.dni !== '' || query.estado !== undefined;
  const [{ rows, total }, instanciaTotal, figures] = await Promise.all([
    q.pageEnrollees(deps.db, { instanciaId, dni: query.dni, estado: query.estado }, query.page, query.page_size),
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

export async function exportEnrollees(deps: AppDeps, instanciaId: number, query: { dni: string; estado?: number }) {
  await assertInstancia(deps, instanciaId);
  return q.exportEnrollees(deps.db, { instanciaId, dni: query.dni, estado: query.estado });
}

export async function enrolmentDetail(deps: AppDeps, auth: AuthContext, id: number) {
  const found = await q.findEnrolmentDetail(deps.db, id);
  if (!found) throw notFound(inscripcionMsg.inscriptoNotFound);
  const persona = await findPersonaById(deps.db, found.inscripto.persona_id);
  if (!persona) throw notFound(inscripcionMsg.personaNotFound);
  const [personaFull, historial] = await Promise.all([personaResponse(deps, auth, persona), q.enrolmentHistory(deps.db, id, persona.id)]);
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

/**
 * Staff change an enrolment's estado (2..7; the schema refuses 1 and -1). The reason is
 * sanitized before it is stored; it is kept only for a rejection. Approving with the cupo
 * reached leaves the enrolment in Lista de espera; an approved one leaving Aprobado frees
 * its seat for the head of the waitlist (estado-change.ts). The change, its audit rows and
 * any promotion commit together; the applicants are told by e-mail after.
 */
export async function changeEstado(deps: AppDeps, auth: AuthContext, id: number, input: EstadoChange) {
  const outcome = await deps.db.transaction((tx) =>
    applyEstadoChange(tx, deps, auth.userId, id, input, { action: 'inscripcion.estado', isStaff: true }),
  );
  await sendEstadoMails(deps, outcome.mails);
  return outcome;
}

/**
 * `bulkSetEstado`: the single change, row by row in the table's order (by id), each row in
 * its own transaction so a refused row leaves the others done. A row's refusal (not
 * found, the período limit, any rule of the single change) is reported with its message.
 * The e-mails go out after the answer, one at a time, so the request never waits on the
 * mail server (decision 228).
 */
export async function bulkChangeEstado(
  deps: AppDeps,
  auth: AuthContext,
  input: EstadoChange & { ids?: number[]; filtro?: { instancia_id: number; dni: string; estado?: number } },
) {
  const ids = await bulkTargetIds(deps, input);
  const resultados: { id: number; ok: boolean; estado_id: number | null; message?: string }[] = [];
  const mails: PendingMail[] = [];
  const change: EstadoChange = { estado_id: input.estado_id, observacion: input.observacion, empresa: input.empresa, beca: input.beca };
  for (const id of ids.order) {
    if (!ids.existing.has(id)) {
      resultados.push({ id, ok: false, estado_id: null, message: inscripcionMsg.inscriptoNotFound });
      continue;
    }
    try {
      const outcome = await deps.db.transaction((tx) =>
        applyEstadoChange(tx, deps, auth.userId, id, change, { action: 'inscripcion.estado', isStaff: true }),
      );
      mails.push(...outcome.mails);
      resultados.push({ id, ok: true, estado_id: outcome.inscripto.estado_id, ...(outcome.message ? { message: outcome.message } : {}) });
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      const estado = await currentEstado(deps, id);
      resultados.push({ id, ok: false, estado_id: estado, message: err.message });
    }
  }
  if (mails.length) await afterAnswer(deps, 'bulk estado e-mails', () => sendEstadoMails(deps, mails));
  return { resultados };
}

/** The rows of a bulk request: the ids given (unknown ones reported as not found) or the filter's, in the table's order. */
async function bulkTargetIds(deps: AppDeps, input: { ids?: number[]; filtro?: { instancia_id: number; dni: string; estado?: number } }) {
  if (input.filtro) {
    await assertInstancia(deps, input.filtro.instancia_id);
    const found = await seats.filteredIds(deps.db, {
      instanciaId: input.filtro.instancia_id,
      dni: input.filtro.dni,
      estado: input.filtro.estado,
    });
    return { order: found, existing: new Set(found) };
  }
  const unique = [...new Set(input.ids ?? [])];
  const existing = await seats.existingIdsInOrder(deps.db, unique);
  const existingSet = new Set(existing);
  // Existing rows in the table's order, then the unknown ids as given.
  return { order: [...existing, ...unique.filter((id) => !existingSet.has(id))], existing: existingSet };
}

async function currentEstado(deps: AppDeps, id: number): Promise<number | null> {
  const row = await q.findEstado(deps.db, id);
  return row?.estado_id ?? null;
}

/**
 * Sends after the answer, one message at a time, so the request never waits on the mail
 * server. Without a background runner (a script) it is awaited.
 */
async function afterAnswer(deps: AppDeps, name: string, task: () => Promise<void>) {
  if (deps.background) deps.background.run(name, task);
  else await task();
}

/**
 * "Enviar correo" of the enrollee table: one message to every selected applicant, each
 * audited on the enrolment (its history shows the subject and the text). Sent after the answer.
 */
export async function bulkSendMail(
  deps: AppDeps,
  auth: AuthContext,
  input: { asunto: string; mensaje: string; ids?: number[]; filtro?: { instancia_id: number; dni: string; estado?: number } },
) {
  const ids = await bulkTargetIds(deps, input);
  const resultados: { id: number; ok: boolean; estado_id: number | null; message?: string }[] = [];
  const messages: MailMessage[] = [];
  for (const id of ids.order) {
    const to = ids.existing.has(id) ? await q.enrolmentRecipient(deps.db, id) : null;
    if (!to) {
      resultados.push({ id, ok: false, estado_id: null, message: inscripcionMsg.inscriptoNotFound });
      continue;
    }
    await writeAudit(deps.db, {
      actorUserId: auth.userId,
      action: 'inscripcion.correo',
      entity: 'inscripto',
      entityId: id,
      after: { asunto: input.asunto, mensaje: input.mensaje },
    });
    messages.push(
      staffMessageMail({
        faculty: deps.config.facultyName,
        to: to.email,
        name: to.nombre,
        instancia: to.instancia,
        asunto: input.asunto,
        mensaje: input.mensaje,
        link: `${deps.config.publicUrl}/perfil`,
      }),
    );
    resultados.push({ id, ok: true, estado_id: to.estado_id });
  }
  await afterAnswer(deps, 'bulk e-mails', async () => {
    for (const m of messages) {
      await deps.mailer.send(m).catch((err: unknown) => deps.log.error({ err, to: m.to }, 'bulk e-mail failed'));
    }
  });
  return { resultados };
}

export async function formData(deps: AppDeps) {
  const [estados, carreras] = await Promise.all([q.listEstados(deps.db), q.listEligibleCareers(deps.db)]);
  return { estados, carreras, documentos: [...DOCUMENT_NAMES] };
}
