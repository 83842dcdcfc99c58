import {
  PERSONA_FIELD_LABELS,
  correccionMsg,
  formatCuit,
  msg,
  type CorrectableField,
  type CorreccionCreateData,
  type CorreccionEstado,
  type PersonaStaffEditData,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { correccionRefusedMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { editPersonaInTx, notifyPersonaEdit } from '../personas/persona-edit.service.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { personaForCaller, personaResponse } from '../personas/personas.service.js';
import * as q from './correcciones.queries.js';

/**
 * Correction requests (issue 14 §2): the applicant asks for a locked field with a
 * proposed value and a reason; staff apply it through the audited staff edit or
 * refuse it with a message. Every step is audited on the persona, so the enrolment
 * history shows it, and the applicant is told by e-mail.
 */

const openExists = () => new AppError('correccion_abierta', 409, correccionMsg.openExists, { campo: [correccionMsg.openExists] });
const notPending = () => new AppError('correccion_resuelta', 409, correccionMsg.notPending);

/** The value on record as the applicant reads it (a CUIT with its mask, an empty piso as empty). */
function recordValue(value: unknown, campo: CorrectableField): string {
  if (value === null || value === undefined) return '';
  return campo === 'cuit' ? formatCuit(String(value)) : String(value);
}

/** POST /api/correcciones/persona/{id}: only the applicant who owns the persona (staff edit directly). */
export async function create(deps: AppDeps, auth: AuthContext, personaId: number, input: CorreccionCreateData) {
  const persona = await personaForCaller(deps, auth, personaId);
  if (persona.user_id !== auth.userId) throw forbidden(msg.session.forbidden);
  const current = recordValue(persona[input.campo], input.campo);
  const proposed = recordValue(input.valor === '' ? null : input.valor, input.campo);
  if (current === proposed) throw new AppError('valor_igual', 422, correccionMsg.sameValue, { valor: [correccionMsg.sameValue] });
  try {
    const id = await deps.db.transaction(async (tx) => {
      const row = await q.insertCorreccion(tx, {
        persona_id: personaId,
        campo: input.campo,
        valor_actual: current,
        valor_propuesto: proposed,
        motivo: input.motivo,
        created_by: auth.userId,
      });
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'correccion.solicitar',
        entity: 'persona',
        entityId: personaId,
        before: { campo: input.campo, valor: current },
        after: { campo: input.campo, valor: proposed, motivo: input.motivo, correccion_id: row.id },
      });
      return row.id;
    });
    return { correccion: await answer(deps, id) };
  } catch (err) {
    // The partial unique index allows one open request per field, even for two at once.
    if (uniqueViolation(err)?.constraint === 'correcciones_abierta_unique') throw openExists();
    throw err;
  }
}

async function answer(deps: AppDeps, id: number) {
  const row = await q.findCorreccion(deps.db, id);
  if (!row) throw notFound(correccionMsg.notFound);
  return row as typeof row & { campo: CorrectableField; estado: CorreccionEstado };
}

export async function listForPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  await personaForCaller(deps, auth, personaId);
  const rows = await q.listByPersona(deps.db, personaId);
  return { correcciones: rows as Array<(typeof rows)[number] & { campo: CorrectableField; estado: CorreccionEstado }> };
}

export async function listForStaff(deps: AppDeps, estado: CorreccionEstado) {
  const rows = await q.listByEstado(deps.db, estado);
  return { correcciones: rows as Array<(typeof rows)[number] & { campo: CorrectableField; estado: CorreccionEstado }> };
}

export async function countPending(deps: AppDeps) {
  return { pendientes: await q.countPending(deps.db) };
}

/**
 * POST /api/correcciones/aplicar/{id}: one transaction locks the request, runs the
 * audited staff edit with the form's values and version, and marks it applied.
 */
export async function apply(deps: AppDeps, auth: AuthContext, id: number, input: PersonaStaffEditData) {
  const { edit, campo } = await deps.db.transaction(async (tx) => {
    const request = await q.lockCorreccion(tx, id);
    if (!request) throw notFound(correccionMsg.notFound);
    if (request.estado !== 'pendiente') throw notPending();
    const edit = await editPersonaInTx(tx, auth, request.persona_id, input.persona, input.updated_at);
    await q.resolveCorreccion(tx, id, { estado: 'aplicada', respuesta: null, resuelta_por: auth.userId });
    const campo = request.campo as CorrectableField;
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'correccion.aplicar',
      entity: 'persona',
      entityId: request.persona_id,
      before: { campo, valor: request.valor_actual },
      after: { campo, valor: recordValue(edit.row[campo], campo), correccion_id: id },
    });
    return { edit, campo };
  });
  await notifyPersonaEdit(deps, edit, PERSONA_FIELD_LABELS[campo]);
  return { correccion: await answer(deps, id), persona: await personaResponse(deps, edit.row) };
}

/** POST /api/correcciones/rechazar/{id}: the message is kept as plain text and e-mailed. */
export async function refuse(deps: AppDeps, auth: AuthContext, id: number, respuesta: string) {
  const request = await deps.db.transaction(async (tx) => {
    const row = await q.lockCorreccion(tx, id);
    if (!row) throw notFound(correccionMsg.notFound);
    if (row.estado !== 'pendiente') throw notPending();
    await q.resolveCorreccion(tx, id, { estado: 'rechazada', respuesta, resuelta_por: auth.userId });
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'correccion.rechazar',
      entity: 'persona',
      entityId: row.persona_id,
      before: { campo: row.campo, valor: row.valor_propuesto },
      after: { campo: row.campo, respuesta, correccion_id: id },
    });
    return row;
  });

  const persona = await findPersonaById(deps.db, request.persona_id);
  if (persona) {
    await deps.mailer
      .send(
        correccionRefusedMail({
          faculty: deps.config.facultyName,
          to: persona.email,
          name: persona.nombre,
          field: PERSONA_FIELD_LABELS[request.campo as CorrectableField],
          proposed: request.valor_propuesto,
          reply: respuesta,
          link: `${deps.config.publicUrl}/perfil`,
        }),
      )
      // The refusal is committed either way; a mail failure must not undo it.
      .catch((err: unknown) => deps.log.error({ err, correccionId: id }, 'correction refusal e-mail failed'));
  }
  return { correccion: await answer(deps, id) };
}
