import { ESTADO, ESTADOS_ACTIVOS, inscripcionMsg, seatsMsg, type AuditAction, type EstadoId } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { enqueueMails } from '../../mail/queue.js';
import { estadoChangedMail } from '../../mail/templates.js';
import { writeAudits, type AuditEntry } from '../audit/audit.queries.js';
import { approvalVerdict, pendingRequirements, type PendingRequirement } from '../requisitos/approval-rule.js';
import * as seats from './seats.queries.js';
import * as q from './staff.queries.js';

/**
 * The one estado change of an enrolment (issue 16): the single route (`setEstado`), every
 * row of `bulkSetEstado` and the applicant's withdrawal all run this, so a rule added here
 * (the cupo today, the document rule of the review issue next) holds on every path.
 */

export interface EstadoChange {
  estado_id: number;
  observacion: string;
  empresa?: { razon_social: string; cuit: string };
  beca?: { tipo: string; porcentaje: number };
  /** Issue 15: the reason to approve with documents still undecided (audited). */
  override_motivo?: string;
}

/** An e-mail owed to an applicant: queued in the change's transaction (decision 240). */
export interface PendingMail {
  inscriptoId: number;
  estadoId: EstadoId;
  reasonHtml: string;
  note?: string;
}

export interface ChangeOutcome {
  inscripto: q.EnrolmentRow;
  /** Approval asked for, the cupo was full: the enrolment is (or stays) in Lista de espera. */
  waitlisted: boolean;
  /** What to tell staff besides "saved" (waitlisted, nothing to change). */
  message?: string;
  /** Whether anything was written. */
  changed: boolean;
  mails: PendingMail[];
}

export interface ChangeOptions {
  /** The audit action: 'inscripcion.estado' for staff, 'inscripcion.baja' for the applicant's withdrawal. */
  action: Extract<AuditAction, 'inscripcion.estado' | 'inscripcion.baja'>;
  /** Estados the enrolment must be in (the applicant withdraws only from 1, 2 and 6); 409 otherwise. */
  allowedFrom?: readonly EstadoId[];
  allowedFromMessage?: string;
  /** Who acts, for the período limit's message. */
  isStaff: boolean;
}

const PROMOTED_NOTE = 'Se liberó un lugar en la instancia y tu inscripción pasó de la lista de espera a Aprobado.';
const WAITLISTED_NOTE = 'La instancia alcanzó su cupo: pasarás a Aprobado cuando se libere un lugar, en el orden de la lista de espera.';

/** One row of a change of several enrolments: done (possibly with nothing to change) or refused with the single change's error. */
export type RowOutcome =
  { id: number; ok: true; outcome: ChangeOutcome } | { id: number; ok: false; error: AppError; estado_id: number | null };

/**
 * The single change (`setEstado`, the applicant's withdrawal): the set-based change below
 * with a one-row set, its refusal thrown as the error it is.
 */
export async function applyEstadoChange(
  tx: Tx,
  deps: AppDeps,
  actorUserId: number,
  id: number,
  change: EstadoChange,
  opts: ChangeOptions,
): Promise<ChangeOutcome> {
  const [row] = await applyEstadoChanges(tx, deps, actorUserId, [id], change, opts);
  if (!row.ok) throw row.error;
  return row.outcome;
}

/**
 * THE estado change (issue 16), of one enrolment or of a bulk request's rows, inside the
 * caller's transaction. Each row gets exactly the outcome the single change would give it
 * if the rows were changed one after another in the order of `ids`: the rules are decided
 * row by row, in memory, over the rows' locked state; the writes go to the database a
 * statement per table for all rows (decision 176: one statement per row made 5,000
 * approvals take 75 s).
 *
 * Lock order, the same on every path: the instancias' rows (ascending), then the
 * enrolments' (ascending), then the waitlist's head, so concurrent approvals, withdrawals
 * and bulk changes of one instancia take turns and cannot deadlock (decision 222).
 *
 * What one row's change does to the next rows is kept exact this way:
 * - the approved count of each instancia is carried in memory, so the cupo is applied in order;
 * - before a row that needs the período limit (back from Rechazado or Baja to an active
 *   estado), the rows decided so far are written, so the limit counts them;
 * - after an approved row leaves Aprobado in an instancia with a cupo, the rows decided so
 *   far are written, the waitlist's head is promoted into the freed seats as the single
 *   change does, and the rows still to decide are read again (one of them may have been promoted).
 * A refused row writes nothing and leaves the others done.
 */
export async function applyEstadoChanges(
  tx: Tx,
  deps: AppDeps,
  actorUserId: number,
  ids: number[],
  change: EstadoChange,
  opts: ChangeOptions,
): Promise<RowOutcome[]> {
  const instancias = await seats.lockInstancias(tx, await seats.enrolmentInstanciaIds(tx, ids));
  let rows = await q.lockEnrolments(tx, ids);
  // Only instancias with a cupo need their count (no cupo: no seat to decide).
  const withCupo = [...instancias.values()].filter((i) => i.cupo !== null).map((i) => i.id);
  let approved = await seats.approvedCounts(tx, withCupo);
  const approving = change.estado_id === ESTADO.APROBADO;
  // Issue 15: the documents of every row that could be approved, read at once.
  const missingDocs = approving
    ? await pendingRequirements(
        tx,
        ids.filter((id) => rows.has(id) && rows.get(id)?.estado_id !== ESTADO.APROBADO),
      )
    : new Map<number, PendingRequirement[]>();
  const empresas = await seats.findEmpresas(tx, [
    ...new Set([...rows.values()].map((r) => r.empresa_id).filter((e): e is number => e !== null)),
  ]);
  let observacionRechazo: string | undefined;

  const results: RowOutcome[] = [];
  // Decided and not written yet: estado writes, audit entries (in order), e-mails (in order).
  let writes: seats.EstadoWrite[] = [];
  let audits: AuditEntry[] = [];
  let mails: PendingMail[] = [];
  // The outcomes whose row is written at the next flush (their `inscripto` is read back then).
  let unwritten: { id: number; outcome: ChangeOutcome }[] = [];

  const flush = async () => {
    if (!writes.length && !audits.length && !mails.length) return;
    await seats.writeEstados(tx, writes);
    await writeAudits(tx, audits);
    await queueEstadoMails(deps, tx, mails);
    const written = await q.enrolmentsById(
      tx,
      unwritten.map((u) => u.id),
    );
    for (const u of unwritten) {
      const row = written.get(u.id);
      if (row) u.outcome.inscripto = row;
    }
    writes = [];
    audits = [];
    mails = [];
    unwritten = [];
  };

  for (const id of ids) {
    const current = rows.get(id);
    const instancia = current ? instancias.get(current.instancia_id) : undefined;
    if (!current || !instancia) {
      results.push({ id, ok: false, error: notFound(inscripcionMsg.inscriptoNotFound), estado_id: null });
      continue;
    }
    const refuse = (error: AppError) => results.push({ id, ok: false, error, estado_id: current.estado_id });
    if (opts.allowedFrom && !opts.allowedFrom.includes(current.estado_id as EstadoId)) {
      refuse(new AppError('conflict', 409, opts.allowedFromMessage ?? seatsMsg.withdrawOnly));
      continue;
    }
    const instanciaId = current.instancia_id;

    // Approval with the cupo reached becomes Lista de espera (an enrolment already approved keeps its seat).
    let target = change.estado_id;
    let waitlisted = false;
    if (target === ESTADO.APROBADO && current.estado_id !== ESTADO.APROBADO && instancia.cupo !== null) {
      if ((approved.get(instanciaId) ?? 0) >= instancia.cupo) {
        target = ESTADO.LISTA_DE_ESPERA;
        waitlisted = true;
      }
    }
    // Issue 15: approving needs every required document accepted, waived or extended, or an
    // audited override reason (decision 204). Checked on the approval asked for, so a row that
    // goes to the waitlist was checked too and its later promotion needs no second look.
    let override: { motivo: string; documentos: string[] } | null = null;
    if (approving && current.estado_id !== ESTADO.APROBADO) {
      const verdict = approvalVerdict(missingDocs.get(id) ?? [], change.override_motivo ?? '');
      if ('error' in verdict) {
        refuse(verdict.error);
        continue;
      }
      override = verdict.override;
    }

    // Back from Rechazado or Baja to an active estado: the período limit counts again, over
    // what the database holds, so the rows decided before this one are written first.
    const wasActive = ESTADOS_ACTIVOS.includes(current.estado_id as EstadoId);
    if (!wasActive && ESTADOS_ACTIVOS.includes(target as EstadoId)) {
      await flush();
      try {
        await assertPeriodLimit(tx, deps, current.persona_id, instanciaId, id, opts.isStaff);
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        refuse(err);
        continue;
      }
    }
    if (override) audits.push({ actorUserId, action: 'inscripcion.aprobar_forzado', entity: 'inscripto', entityId: id, after: override });

    const observacion = target === ESTADO.RECHAZADO ? (observacionRechazo ??= sanitizeRichText(change.observacion)) : '';
    let empresa: { id: number; razon_social: string; cuit: string | null } | null = null;
    if (target === ESTADO.POR_EMPRESA && change.empresa) {
      const stored = current.empresa_id ? empresas.get(current.empresa_id) : undefined;
      empresa =
        stored && current.empresa_id && stored.razon_social === change.empresa.razon_social && stored.cuit === change.empresa.cuit
          ? { id: current.empresa_id, ...stored }
          : await seats.insertEmpresa(tx, change.empresa);
    }
    const beca = target === ESTADO.POR_BECA ? (change.beca ?? null) : null;
    const message = waitlisted ? seatsMsg.waitlisted(instancia.cupo ?? 0) : undefined;

    const same =
      target === current.estado_id &&
      observacion === current.observacion &&
      (empresa?.id ?? null) === current.empresa_id &&
      (beca?.tipo ?? null) === current.beca_tipo &&
      (beca?.porcentaje ?? null) === current.beca_porcentaje;
    if (same) {
      results.push({
        id,
        ok: true,
        outcome: { inscripto: current, waitlisted, message: message ?? seatsMsg.sameEstado, changed: false, mails: [] },
      });
      continue;
    }

    const write: seats.EstadoWrite = {
      id,
      estado_id: target,
      observacion,
      empresa_id: empresa?.id ?? null,
      abona_empresa: empresa ? 1 : 0,
      es_beca: beca ? 1 : 0,
      beca_tipo: beca?.tipo ?? null,
      beca_porcentaje: beca?.porcentaje ?? null,
      en_espera: target !== ESTADO.LISTA_DE_ESPERA ? null : current.estado_id === ESTADO.LISTA_DE_ESPERA ? 'keep' : 'now',
    };
    writes.push(write);
    const currentEmpresa = current.empresa_id ? (empresas.get(current.empresa_id) ?? null) : null;
    audits.push({
      actorUserId,
      action: opts.action,
      entity: 'inscripto',
      entityId: id,
      before: auditView(current, currentEmpresa),
      after: { ...auditView(write, empresa), ...(waitlisted ? { lista_de_espera_por_cupo: instancia.cupo } : {}) },
    });
    const rowMails: PendingMail[] = [];
    if (current.estado_id !== write.estado_id || current.observacion !== write.observacion) {
      rowMails.push({
        inscriptoId: id,
        estadoId: write.estado_id as EstadoId,
        reasonHtml: write.observacion,
        ...(waitlisted ? { note: WAITLISTED_NOTE } : {}),
      });
    }
    mails.push(...rowMails);
    const outcome: ChangeOutcome = { inscripto: current, waitlisted, message, changed: true, mails: rowMails };
    unwritten.push({ id, outcome });
    results.push({ id, ok: true, outcome });
    if (instancia.cupo !== null) {
      const delta = (target === ESTADO.APROBADO ? 1 : 0) - (current.estado_id === ESTADO.APROBADO ? 1 : 0);
      approved.set(instanciaId, (approved.get(instanciaId) ?? 0) + delta);
    }

    // A seat freed: the waitlist's head takes it now, before the next row is decided.
    if (current.estado_id === ESTADO.APROBADO && target !== ESTADO.APROBADO && instancia.cupo !== null) {
      await flush();
      const promoted = await fillFreedSeats(tx, actorUserId, instanciaId, instancia.cupo);
      if (promoted.length) {
        await queueEstadoMails(deps, tx, promoted);
        rowMails.push(...promoted);
        rows = await q.enrolmentsById(tx, ids);
        approved = await seats.approvedCounts(tx, withCupo);
      }
    }
  }
  await flush();
  return results;
}

/** Before and after of an estado change as the history shows them. */
function auditView(
  row: Pick<ChangeOutcome['inscripto'], 'estado_id' | 'observacion' | 'beca_tipo' | 'beca_porcentaje'>,
  empresa: { razon_social: string; cuit: string | null } | null,
): Record<string, unknown> {
  return {
    estado_id: row.estado_id,
    observacion: row.observacion,
    ...(row.estado_id === ESTADO.POR_EMPRESA && empresa ? { empresa: { razon_social: empresa.razon_social, cuit: empresa.cuit } } : {}),
    ...(row.estado_id === ESTADO.POR_BECA ? { beca: { tipo: row.beca_tipo, porcentaje: row.beca_porcentaje } } : {}),
  };
}

/**
 * Promotes the head of the waitlist into every free seat of the instancia, in the order
 * the enrolments entered it, each audited as a promotion. The caller holds the
 * instancia's lock. No cupo (unlimited): nobody is promoted automatically (decision 223).
 */
export async function fillFreedSeats(tx: Tx, actorUserId: number, instanciaId: number, cupo: number | null): Promise<PendingMail[]> {
  if (cupo === null) return [];
  const free = cupo - (await seats.approvedCount(tx, instanciaId));
  if (free <= 0) return [];
  const head = await seats.waitlistHead(tx, instanciaId, free);
  await seats.promote(
    tx,
    head.map((row) => row.id),
  );
  await writeAudits(
    tx,
    head.map((row) => ({
      actorUserId,
      action: 'inscripcion.promocion' as const,
      entity: 'inscripto',
      entityId: row.id,
      before: { estado_id: row.estado_id, en_espera_desde: row.en_espera_desde },
      after: { estado_id: ESTADO.APROBADO, promocion: true },
    })),
  );
  return head.map((row) => ({ inscriptoId: row.id, estadoId: ESTADO.APROBADO, reasonHtml: '', note: PROMOTED_NOTE }));
}

/**
 * The período limit (issue 16, decision 225): an applicant holds at most
 * `enrolmentLimitPerPeriod` active enrolments in instancias of one período and carrera
 * type. Counted with the persona's row locked, so two enrolments at once take turns.
 */
export async function assertPeriodLimit(
  tx: Tx,
  deps: AppDeps,
  personaId: number,
  instanciaId: number,
  exceptInscriptoId: number | null,
  isStaff: boolean,
) {
  const limite = deps.config.enrolmentLimitPerPeriod;
  if (limite <= 0) return;
  const info = await seats.instanciaPeriodoTipo(tx, instanciaId);
  if (!info) return;
  const periodo = info.periodo ?? info.fecha_inicio.slice(0, 4);
  await seats.lockPersona(tx, personaId);
  const active = await seats.activeEnrolmentsInPeriod(tx, personaId, periodo, info.tipo_id, exceptInscriptoId);
  if (active >= limite) {
    const message = (isStaff ? seatsMsg.limitReachedStaff : seatsMsg.limitReached)(limite, periodo, info.tipo);
    throw new AppError('limite_periodo', 422, message);
  }
}

/**
 * Queues, in the change's transaction, the estado e-mails it owes (decision 240): they
 * commit or roll back with the change, the mail worker sends them, and each shows in its
 * enrolment's history with its delivery state.
 */
export async function queueEstadoMails(deps: AppDeps, tx: DbOrTx, mails: PendingMail[]): Promise<void> {
  if (!mails.length) return;
  const recipients = await q.enrolmentRecipients(tx, [...new Set(mails.map((m) => m.inscriptoId))]);
  const queued = mails.flatMap((m) => {
    const to = recipients.get(m.inscriptoId);
    if (!to) return [];
    const message = estadoChangedMail({
      faculty: deps.config.facultyName,
      to: to.email,
      name: to.nombre,
      instancia: to.instancia,
      estadoId: m.estadoId,
      reasonHtml: m.reasonHtml,
      link: `${deps.config.publicUrl}/perfil`,
      ...(m.note ? { note: m.note } : {}),
    });
    return [{ message, about: { inscriptoId: m.inscriptoId } }];
  });
  await enqueueMails(tx, queued);
}
