import type { FastifyBaseLogger } from 'fastify';
import {
  PERSONA_FIELD_LABELS,
  UPLOAD_EXTENSIONS,
  correccionCreateSchema,
  correccionMsg,
  formatCuit,
  msg,
  uploadMsg,
  type UploadMimeType,
  type CorrectableField,
  type CorreccionCreateData,
  type CorreccionEstado,
  type PersonaStaffEditData,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { fileLinksFor, versionOf } from '../../lib/file-links.js';
import { parseInput } from '../../lib/validation.js';
import type { ObjectStorage } from '../../storage/index.js';
import { enqueueMail } from '../../mail/queue.js';
import { correccionRefusedMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { editPersonaInTx, queuePersonaEditMail } from '../personas/persona-edit.service.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { personaForCaller, personaResponse } from '../personas/personas.service.js';
import {
  checkedUpload,
  cleanOriginalName,
  drain,
  multipartError,
  newStorageKey,
  removeObjects,
  type UploadPart,
} from '../files/files.service.js';
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

/** The stored supporting document of a request, before its row exists. */
interface Respaldo {
  key: string;
  mime: UploadMimeType;
  size: number;
  originalName: string | null;
}

/** Only the applicant who owns the persona asks (staff edit directly). */
async function ownPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  const persona = await personaForCaller(deps, auth, personaId);
  if (persona.user_id !== auth.userId) throw forbidden(msg.session.forbidden);
  return persona;
}

/** POST /api/correcciones/persona/{id} (JSON, without a document). */
export async function create(deps: AppDeps, auth: AuthContext, personaId: number, input: CorreccionCreateData) {
  return insertRequest(deps, auth, await ownPersona(deps, auth, personaId), input, null);
}

/**
 * POST /api/correcciones/persona/{id}/respaldo (multipart): campo, valor, motivo and an
 * optional `respaldo` file, checked while it streams (type by content, 2 MB) and stored
 * under a generated key. The fields are validated once the body has arrived; any refusal,
 * there or when the row is written, deletes the stored object: no request, no file.
 */
export async function createWithRespaldo(
  deps: AppDeps,
  storage: ObjectStorage,
  auth: AuthContext,
  personaId: number,
  parts: AsyncIterable<UploadPart>,
  log: FastifyBaseLogger,
) {
  const persona = await ownPersona(deps, auth, personaId);
  const fields: Record<string, string> = {};
  let respaldo: Respaldo | null = null;
  let fileSeen = false;
  let failure: unknown = null;
  const stored = () => (respaldo ? [respaldo.key] : []);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (['campo', 'valor', 'motivo'].includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (failure || part.fieldname !== 'respaldo' || fileSeen) {
        failure ??= new AppError('one_file', 400, correccionMsg.oneRespaldo, { respaldo: [correccionMsg.oneRespaldo] });
        await drain(part.file);
        continue;
      }
      fileSeen = true;
      const key = newStorageKey('correcciones');
      const detected: { type?: UploadMimeType } = {};
      try {
        const { size } = await storage.put(
          key,
          checkedUpload(part.file, 'respaldo', (t) => (detected.type = t)),
        );
        if (!detected.type) throw new AppError('unsupported_file_type', 415, uploadMsg.badType, { respaldo: [uploadMsg.badType] });
        respaldo = { key, mime: detected.type, size, originalName: cleanOriginalName(part.filename) };
      } catch (err) {
        await drain(part.file);
        if (!(err instanceof AppError)) throw err;
        failure = err;
      }
    }
  } catch (err) {
    await removeObjects(storage, stored(), log);
    throw multipartError(err);
  }
  try {
    if (failure) throw failure;
    const input = parseInput(correccionCreateSchema, fields);
    return await insertRequest(deps, auth, persona, input, respaldo);
  } catch (err) {
    // Refused or failed to write: the object must not outlive its request.
    await removeObjects(storage, stored(), log);
    throw err;
  }
}

async function insertRequest(
  deps: AppDeps,
  auth: AuthContext,
  persona: Awaited<ReturnType<typeof ownPersona>>,
  input: CorreccionCreateData,
  respaldo: Respaldo | null,
) {
  const personaId = persona.id;
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
        respaldo_key: respaldo?.key ?? null,
        respaldo_mime: respaldo?.mime ?? null,
        respaldo_size: respaldo?.size ?? null,
        respaldo_nombre: respaldo?.originalName ?? null,
      });
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'correccion.solicitar',
        entity: 'persona',
        entityId: personaId,
        before: { campo: input.campo, valor: current },
        after: {
          campo: input.campo,
          valor: proposed,
          motivo: input.motivo,
          correccion_id: row.id,
          ...(respaldo ? { respaldo: { size: respaldo.size, mime_type: respaldo.mime } } : {}),
        },
      });
      return row.id;
    });
    return { correccion: await answer(deps, auth, id) };
  } catch (err) {
    // The partial unique index allows one open request per field, even for two at once.
    if (uniqueViolation(err)?.constraint === 'correcciones_abierta_unique') throw openExists();
    throw err;
  }
}

type QueryRow = NonNullable<Awaited<ReturnType<typeof q.findCorreccion>>>;

/**
 * A row as the API answers it: the document as a signed link bound to the caller's
 * session and to that stored object (decisions 154 and 155), never its storage key.
 */
function present<R extends QueryRow>(deps: AppDeps, auth: AuthContext, row: R) {
  const { respaldo_key, respaldo_mime, respaldo_size, respaldo_nombre, ...rest } = row;
  const respaldo = respaldo_key
    ? {
        url: fileLinksFor(deps.config.dataDir, 'correcciones').url(row.id, { sessionId: auth.sessionId, storageKey: respaldo_key }),
        mime_type: respaldo_mime as UploadMimeType,
        size: respaldo_size ?? 0,
        original_name: respaldo_nombre,
      }
    : null;
  return { ...rest, respaldo } as Omit<R, 'respaldo_key' | 'respaldo_mime' | 'respaldo_size' | 'respaldo_nombre' | 'campo' | 'estado'> & {
    campo: CorrectableField;
    estado: CorreccionEstado;
    respaldo: typeof respaldo;
  };
}

async function answer(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await q.findCorreccion(deps.db, id);
  if (!row) throw notFound(correccionMsg.notFound);
  return present(deps, auth, row);
}

export async function listForPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  await personaForCaller(deps, auth, personaId);
  const rows = await q.listByPersona(deps.db, personaId);
  return { correcciones: rows.map((r) => present(deps, auth, r)) };
}

export async function listForStaff(deps: AppDeps, auth: AuthContext, estado: CorreccionEstado) {
  const rows = await q.listByEstado(deps.db, estado);
  return { correcciones: rows.map((r) => present(deps, auth, r)) };
}

/**
 * The supporting document for GET /api/correcciones/respaldo/{id}, for the bearer
 * session or the session that minted the signed link (with its rights today): the
 * owning applicant, or staff with personas.corregir; another applicant gets 403. Applying or refusing keeps the
 * document: it is the evidence behind the decision.
 */
export async function respaldoForDownload(deps: AppDeps, auth: AuthContext, id: number, version: string | null) {
  const row = await q.findCorreccion(deps.db, id);
  if (!row) throw notFound(correccionMsg.notFound);
  const persona = await findPersonaById(deps.db, row.persona_id);
  const allowed = auth.isAdmin ? auth.permissions.includes('personas.corregir') : persona?.user_id === auth.userId;
  if (!allowed) throw forbidden(msg.session.forbidden);
  if (!row.respaldo_key || !row.respaldo_mime) throw notFound(correccionMsg.respaldoNotFound);
  // A signed link opens only the object it was minted for (decision 155).
  if (version !== null && versionOf(row.respaldo_key) !== version) throw new AppError('link_replaced', 410, uploadMsg.linkReplaced);
  const mime = row.respaldo_mime as UploadMimeType;
  return { key: row.respaldo_key, mime, size: row.respaldo_size ?? 0, filename: `respaldo-${id}.${UPLOAD_EXTENSIONS[mime] ?? 'bin'}` };
}

export async function countPending(deps: AppDeps) {
  return { pendientes: await q.countPending(deps.db) };
}

/**
 * POST /api/correcciones/aplicar/{id}: one transaction locks the request, runs the
 * audited staff edit with the form's values and version, and marks it applied.
 */
export async function apply(deps: AppDeps, auth: AuthContext, id: number, input: PersonaStaffEditData) {
  const edit = await deps.db.transaction(async (tx) => {
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
    await queuePersonaEditMail(deps, tx, edit, PERSONA_FIELD_LABELS[campo]);
    return edit;
  });
  return { correccion: await answer(deps, auth, id), persona: await personaResponse(deps, auth, edit.row) };
}

/** POST /api/correcciones/rechazar/{id}: the message is kept as plain text and e-mailed in the same transaction. */
export async function refuse(deps: AppDeps, auth: AuthContext, id: number, respuesta: string) {
  await deps.db.transaction(async (tx) => {
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
    const persona = await findPersonaById(tx, row.persona_id);
    if (persona) {
      await enqueueMail(
        tx,
        correccionRefusedMail({
          faculty: deps.config.facultyName,
          to: persona.email,
          name: persona.nombre,
          field: PERSONA_FIELD_LABELS[row.campo as CorrectableField],
          proposed: row.valor_propuesto,
          reply: respuesta,
          link: `${deps.config.publicUrl}/perfil`,
        }),
        { personaId: persona.id },
      );
    }
  });
  return { correccion: await answer(deps, auth, id) };
}
