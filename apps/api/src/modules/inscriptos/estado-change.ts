import { ESTADO, ESTADOS_ACTIVOS, inscripcionMsg, seatsMsg, type AuditAction, type EstadoId } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { enqueueMail } from '../../mail/queue.js';
import { estadoChangedMail } from '../../mail/templates.js';
import { writeAudit } from '../audit/audit.queries.js';
import { assertRequirementsForApproval } from '../requisitos/approval-rule.js';
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
  inscripto: NonNullable<Awaited<ReturnType<typeof q.lockEnrolment>>>;
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

/**
 * Runs inside the caller's transaction. Lock order, the same on every path: the instancia's
 * row, then the enrolment's (then the waitlist's head), so concurrent approvals and
 * withdrawals of one instancia take turns and cannot deadlock (decision 222).
 */
export async function applyEstadoChange(
  tx: Tx,
  deps: AppDeps,
  actorUserId: number,
  id: number,
  change: EstadoChange,
  opts: ChangeOptions,
): Promise<ChangeOutcome> {
  const instanciaId = await seats.enrolmentInstanciaId(tx, id);
  if (instanciaId === null) throw notFound(inscripcionMsg.inscriptoNotFound);
  const instancia = await seats.lockInstancia(tx, instanciaId);
  if (!instancia) throw notFound(inscripcionMsg.inscriptoNotFound);
  const current = await q.lockEnrolment(tx, id);
  if (!current) throw notFound(inscripcionMsg.inscriptoNotFound);
  if (opts.allowedFrom && !opts.allowedFrom.includes(current.estado_id as EstadoId)) {
    throw new AppError('conflict', 409, opts.allowedFromMessage ?? seatsMsg.withdrawOnly);
  }

  // Approval with the cupo reached becomes Lista de espera (an enrolment already approved keeps its seat).
  let target = change.estado_id;
  let waitlisted = false;
  if (target === ESTADO.APROBADO && current.estado_id !== ESTADO.APROBADO && instancia.cupo !== null) {
    if ((await seats.approvedCount(tx, instanciaId)) >= instancia.cupo) {
      target = ESTADO.LISTA_DE_ESPERA;
      waitlisted = true;
    }
  }
  // Issue 15: approving needs every required document accepted, waived or extended, or an
  // audited override reason (decision 204). Checked on the approval asked for, so a row that
  // goes to the waitlist was checked too and its later promotion needs no second look.
  if (change.estado_id === ESTADO.APROBADO && current.estado_id !== ESTADO.APROBADO) {
    await assertRequirementsForApproval(tx, id, change.override_motivo ?? '', actorUserId);
  }

  // Back from Rechazado or Baja to an active estado: the período limit counts again.
  const wasActive = ESTADOS_ACTIVOS.includes(current.estado_id as EstadoId);
  if (!wasActive && ESTADOS_ACTIVOS.includes(target as EstadoId)) {
    await assertPeriodLimit(tx, deps, current.persona_id, instanciaId, id, opts.isStaff);
  }

  const observacion = target === ESTADO.RECHAZADO ? sanitizeRichText(change.observacion) : '';
  let empresa: { id: number; razon_social: string; cuit: string | null } | null = null;
  if (target === ESTADO.POR_EMPRESA && change.empresa) {
    const stored = current.empresa_id ? await seats.findEmpresa(tx, current.empresa_id) : null;
    empresa =
      stored && current.empresa_id && stored.razon_social === change.empresa.razon_social && stored.cuit === change.empresa.cuit
        ? { id: current.empresa_id, ...stored }
        : await seats.insertEmpresa(tx, change.empresa);
  }
  const beca = target === ESTADO.POR_BECA ? (change.beca ?? null) : null;

  const same =
    target === current.estado_id &&
    observacion === current.observacion &&
    (empresa?.id ?? null) === current.empresa_id &&
    (beca?.tipo ?? null) === current.beca_tipo &&
    (beca?.porcentaje ?? null) === current.beca_porcentaje;
  if (same) {
    return {
      inscripto: current,
      waitlisted,
      message: waitlisted ? seatsMsg.waitlisted(instancia.cupo ?? 0) : seatsMsg.sameEstado,
      changed: false,
      mails: [],
    };
  }

  const updated = await seats.writeEstado(tx, id, {
    estado_id: target,
    observacion,
    empresa_id: empresa?.id ?? null,
    abona_empresa: empresa ? 1 : 0,
    es_beca: beca ? 1 : 0,
    beca_tipo: beca?.tipo ?? null,
    beca_porcentaje: beca?.porcentaje ?? null,
    en_espera: target !== ESTADO.LISTA_DE_ESPERA ? null : current.estado_id === ESTADO.LISTA_DE_ESPERA ? 'keep' : 'now',
  });
  const currentEmpresa = current.empresa_id ? await seats.findEmpresa(tx, current.empresa_id) : null;
  await writeAudit(tx, {
    actorUserId,
    action: opts.action,
    entity: 'inscripto',
    entityId: id,
    before: auditView(current, currentEmpresa),
    after: { ...auditView(updated, empresa), ...(waitlisted ? { lista_de_espera_por_cupo: instancia.cupo } : {}) },
  });

  const mails: PendingMail[] = [];
  if (current.estado_id !== updated.estado_id || current.observacion !== updated.observacion) {
    mails.push({
      inscriptoId: id,
      estadoId: updated.estado_id as EstadoId,
      reasonHtml: updated.observacion,
      ...(waitlisted
        ? { note: 'La instancia alcanzó su cupo: pasarás a Aprobado cuando se libere un lugar, en el orden de la lista de espera.' }
        : {}),
    });
  }
  if (current.estado_id === ESTADO.APROBADO && updated.estado_id !== ESTADO.APROBADO) {
    mails.push(...(await fillFreedSeats(tx, actorUserId, instanciaId, instancia.cupo)));
  }
  await queueEstadoMails(deps, tx, mails);
  return {
    inscripto: updated,
    waitlisted,
    message: waitlisted ? seatsMsg.waitlisted(instancia.cupo ?? 0) : undefined,
    changed: true,
    mails,
  };
}

/** Before and after of an estado change as the history shows them. */
function auditView(
  row: ChangeOutcome['inscripto'],
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
  const mails: PendingMail[] = [];
  for (const row of head) {
    const promoted = await seats.promote(tx, row.id);
    await writeAudit(tx, {
      actorUserId,
      action: 'inscripcion.promocion',
      entity: 'inscripto',
      entityId: row.id,
      before: { estado_id: row.estado_id, en_espera_desde: row.en_espera_desde },
      after: { estado_id: promoted.estado_id, promocion: true },
    });
    mails.push({ inscriptoId: row.id, estadoId: ESTADO.APROBADO, reasonHtml: '', note: PROMOTED_NOTE });
  }
  return mails;
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
  for (const m of mails) {
    const to = await q.enrolmentRecipient(tx, m.inscriptoId);
    if (!to) continue;
    await enqueueMail(
      tx,
      estadoChangedMail({
        faculty: deps.config.facultyName,
        to: to.email,
        name: to.nombre,
        instancia: to.instancia,
        estadoId: m.estadoId,
        reasonHtml: m.reasonHtml,
        link: `${deps.config.publicUrl}/perfil`,
        ...(m.note ? { note: m.note } : {}),
      }),
      { inscriptoId: m.inscriptoId },
    );
  }
}
