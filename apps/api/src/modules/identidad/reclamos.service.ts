import type { FastifyBaseLogger } from 'fastify';
import {
  RECLAMO_ARCHIVOS,
  UPLOAD_EXTENSIONS,
  identidadMsg,
  msg,
  reclamoCreateSchema,
  uploadMsg,
  type ReclamoArchivo,
  type ReclamoEstado,
  type ReclamoResolveData,
  type UploadMimeType,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { fileLinksFor, versionOf } from '../../lib/file-links.js';
import { parseInput } from '../../lib/validation.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueMail } from '../../mail/queue.js';
import { identityMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import type { ObjectStorage } from '../../storage/index.js';
import { writeAudit } from '../audit/audit.queries.js';
import { checkedUpload, drain, multipartError, newStorageKey, removeObjects, type UploadPart } from '../files/files.service.js';
import { findPersonaByDni, findPersonaByUser, lockPersonaRow, setPersonaUser } from '../personas/personas.queries.js';
import { reserveWizardSubmission } from '../personas/wizard-checks.js';
import * as q from './reclamos.queries.js';

/**
 * Identity claims (issue 18 §2). An applicant whose document number another account (or a
 * counter registration) holds uploads the document's front and back, an optional selfie and
 * a note; staff compare both sides and move the persona to the claimant or refuse. The
 * answer to the claimant never says whether, or by whom, the number is held.
 */

interface StoredClaimFile {
  nombre: ReclamoArchivo;
  key: string;
  mime: UploadMimeType;
  size: number;
}

const openExists = () => new AppError('reclamo_abierto', 409, identidadMsg.openExists, { numero_documento: [identidadMsg.openExists] });
const notPending = () => new AppError('reclamo_resuelto', 409, identidadMsg.notPending);

/** POST /api/identidad/reclamos (multipart). Any refusal deletes what was stored: no claim, no file. */
export async function create(
  deps: AppDeps,
  storage: ObjectStorage,
  auth: AuthContext,
  parts: AsyncIterable<UploadPart>,
  client: { ip: string },
  log: FastifyBaseLogger,
) {
  // 422, not 403: the route is any session's (the matrix), and staff simply have nothing to claim.
  if (auth.isAdmin) throw new AppError('validation', 422, identidadMsg.staffCannotClaim);
  const fields: Record<string, string> = {};
  const stored: StoredClaimFile[] = [];
  let failure: unknown = null;
  const keys = () => stored.map((s) => s.key);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (['numero_documento', 'nota'].includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const nombre = part.fieldname as ReclamoArchivo;
      if (failure || !RECLAMO_ARCHIVOS.includes(nombre) || stored.some((s) => s.nombre === nombre)) {
        failure ??= new AppError('one_file', 400, identidadMsg.oneFileEach, { [part.fieldname]: [identidadMsg.oneFileEach] });
        await drain(part.file);
        continue;
      }
      const key = newStorageKey('identidad');
      const detected: { type?: UploadMimeType } = {};
      try {
        const { size } = await storage.put(
          key,
          checkedUpload(part.file, nombre, (t) => (detected.type = t)),
        );
        if (!detected.type) throw new AppError('unsupported_file_type', 415, uploadMsg.badType, { [nombre]: [uploadMsg.badType] });
        stored.push({ nombre, key, mime: detected.type, size });
      } catch (err) {
        await drain(part.file);
        if (!(err instanceof AppError)) throw err;
        failure = err;
      }
    }
  } catch (err) {
    await removeObjects(storage, keys(), log);
    throw multipartError(err);
  }
  try {
    if (failure) throw failure;
    const input = parseInput(reclamoCreateSchema, fields);
    const missing: Record<string, string[]> = {};
    if (!stored.some((s) => s.nombre === 'frente')) missing.frente = [identidadMsg.frenteRequired];
    if (!stored.some((s) => s.nombre === 'dorso')) missing.dorso = [identidadMsg.dorsoRequired];
    if (Object.keys(missing).length) throw new AppError('validation', 422, Object.values(missing)[0][0], missing);
    if (await findPersonaByUser(deps.db, auth.userId)) throw new AppError('persona_exists', 409, identidadMsg.alreadyHasPersona);
    // A claim is a probe too: it counts like a wizard submission (decision 262).
    await reserveWizardSubmission(deps.db, auth.userId, client.ip);
    const holder = await findPersonaByDni(deps.db, input.numero_documento);
    const id = await deps.db.transaction(async (tx) => {
      // The wizard may have opened this claim already, without files (decision 178): the form completes it.
      const opened = await q.findOpenClaimWithoutFiles(tx, auth.userId, input.numero_documento);
      if (opened !== null) await q.updateClaimNota(tx, opened, { nota: input.nota, persona_id: holder?.id ?? null });
      const row =
        opened !== null
          ? { id: opened }
          : await q.insertClaim(tx, {
              claimant_user_id: auth.userId,
              numero_documento: input.numero_documento,
              persona_id: holder?.id ?? null,
              nota: input.nota,
            });
      await q.insertClaimFiles(
        tx,
        stored.map((s) => ({ claim_id: row.id, nombre: s.nombre, storage_key: s.key, mime_type: s.mime, size: s.size })),
      );
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'identidad.reclamar',
        entity: 'reclamo',
        entityId: row.id,
        before: null,
        after: { numero_documento: input.numero_documento, persona_id: holder?.id ?? null, archivos: stored.map((s) => s.nombre) },
      });
      return row.id;
    });
    return { reclamo: await ownAnswer(deps, auth, id), message: identidadMsg.created };
  } catch (err) {
    await removeObjects(storage, keys(), log);
    if (uniqueViolation(err)?.constraint === 'identity_claims_open_unique') throw openExists();
    throw err;
  }
}

/**
 * Issue 18 §3: the wizard met a persona staff registered without an account and with another
 * e-mail. It opens a claim for staff in the account's name (no files yet; the applicant can add
 * them with the claim form, which completes this same claim), audited like a claim.
 */
export async function openCounterClaim(deps: AppDeps, claimantUserId: number, numero: string, personaId: number) {
  await deps.db.transaction(async (tx) => {
    const id = await q.insertClaimIfNoneOpen(tx, {
      claimant_user_id: claimantUserId,
      numero_documento: numero,
      persona_id: personaId,
      nota: identidadMsg.autoNota,
    });
    if (id === null) return; // one is open already
    await writeAudit(tx, {
      actorUserId: claimantUserId,
      action: 'identidad.reclamar',
      entity: 'reclamo',
      entityId: id,
      before: null,
      after: { numero_documento: numero, persona_id: personaId, archivos: [], origen: 'asistente' },
    });
  });
}

type ClaimQueryRow = NonNullable<Awaited<ReturnType<typeof q.findClaim>>>;

async function filesOf(deps: AppDeps, auth: AuthContext, ids: number[]) {
  const links = fileLinksFor(deps.config.dataDir, 'identidad');
  const rows = await q.claimFiles(deps.db, ids);
  return (claimId: number) =>
    rows
      .filter((f) => f.claim_id === claimId)
      .map((f) => ({
        id: f.id,
        nombre: f.nombre as ReclamoArchivo,
        url: links.url(f.id, { sessionId: auth.sessionId, storageKey: f.storage_key }),
        mime_type: f.mime_type as UploadMimeType,
        size: f.size,
      }));
}

function claimantView(row: ClaimQueryRow, archivos: ReturnType<Awaited<ReturnType<typeof filesOf>>>) {
  return {
    id: row.id,
    numero_documento: row.numero_documento,
    nota: row.nota,
    estado: row.estado as ReclamoEstado,
    respuesta: row.respuesta,
    created_at: row.created_at.toISOString(),
    resuelta_at: row.resuelta_at?.toISOString() ?? null,
    archivos,
  };
}

async function ownAnswer(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await q.findClaim(deps.db, id);
  if (!row) throw notFound(identidadMsg.notFound);
  return claimantView(row, (await filesOf(deps, auth, [id]))(id));
}

export async function listMine(deps: AppDeps, auth: AuthContext) {
  const rows = await q.listByClaimant(deps.db, auth.userId);
  const of = await filesOf(
    deps,
    auth,
    rows.map((r) => r.id),
  );
  return { reclamos: rows.map((r) => claimantView(r, of(r.id))) };
}

/** Staff's view: the claim, and the persona that holds the number, side by side. */
async function staffView(deps: AppDeps, auth: AuthContext, rows: ClaimQueryRow[]) {
  const of = await filesOf(
    deps,
    auth,
    rows.map((r) => r.id),
  );
  const personaIds = [...new Set(rows.map((r) => r.persona_id).filter((v): v is number => v !== null))];
  const [people, docs] = await Promise.all([q.holders(deps.db, personaIds), q.holderDocuments(deps.db, personaIds)]);
  const links = fileLinksFor(deps.config.dataDir);
  // The holder's documents open only for staff who may open documents (decision 132).
  const mayOpen = auth.permissions.includes('documentos.ver');
  return rows.map((r) => {
    const holder = people.find((p) => p.id === r.persona_id) ?? null;
    return {
      ...claimantView(r, of(r.id)),
      reclamante: r.reclamante,
      resuelta_por: r.resuelta_por,
      titular: holder && {
        ...holder,
        documentos: docs
          .filter((d) => d.persona_id === holder.id)
          .map((d) => ({
            id: d.id,
            name: d.name,
            mime_type: d.mime_type,
            url: mayOpen ? links.url(d.id, { sessionId: auth.sessionId, storageKey: d.storage_key }) : null,
          })),
      },
    };
  });
}

export async function listForStaff(deps: AppDeps, auth: AuthContext, estado: ReclamoEstado) {
  return { reclamos: await staffView(deps, auth, await q.listByEstado(deps.db, estado)) };
}

export async function getForStaff(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await q.findClaim(deps.db, id);
  if (!row) throw notFound(identidadMsg.notFound);
  return { reclamo: (await staffView(deps, auth, [row]))[0] };
}

export async function countPending(deps: AppDeps) {
  return { pendientes: await q.countPending(deps.db) };
}

/** GET /api/identidad/archivos/{id}: the claimant or staff with identidad.resolver; nobody else, the holder included. */
export async function fileForDownload(deps: AppDeps, auth: AuthContext, id: number, version: string | null) {
  const found = await q.findClaimFile(deps.db, id);
  if (!found) throw notFound(identidadMsg.fileNotFound);
  const allowed = auth.isAdmin ? auth.permissions.includes('identidad.resolver') : found.claimant_user_id === auth.userId;
  if (!allowed) throw forbidden(msg.session.forbidden);
  if (version !== null && versionOf(found.file.storage_key) !== version) throw new AppError('link_replaced', 410, uploadMsg.linkReplaced);
  const mime = found.file.mime_type as UploadMimeType;
  return {
    key: found.file.storage_key,
    mime,
    size: found.file.size,
    filename: `reclamo-${found.file.nombre}-${id}.${UPLOAD_EXTENSIONS[mime] ?? 'bin'}`,
  };
}

/**
 * POST /api/identidad/reclamos/{id}/resolver. transferir: one transaction locks the claim
 * and the persona, checks the claimant still has no persona, and moves the persona's
 * account; its enrolments (with attendance and grades), documents and corrections hang
 * on the persona and move with it. Both accounts are e-mailed after the commit.
 */
export async function resolve(deps: AppDeps, auth: AuthContext, id: number, input: ReclamoResolveData) {
  await deps.db.transaction(async (tx) => {
    const claim = await q.lockClaim(tx, id);
    if (!claim) throw notFound(identidadMsg.notFound);
    if (claim.estado !== 'pendiente') throw notPending();
    if (input.decision === 'rechazar') {
      await q.resolveClaim(tx, id, { estado: 'rechazada', respuesta: input.respuesta, resuelta_por: auth.userId });
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'identidad.rechazar',
        entity: 'reclamo',
        entityId: id,
        before: { estado: 'pendiente' },
        after: { estado: 'rechazada', respuesta: input.respuesta, persona_id: claim.persona_id },
      });
      const holder = claim.persona_id === null ? null : await lockPersonaRow(tx, claim.persona_id);
      await tellBoth(deps, tx, claim.claimant_user_id, holder?.user_id ?? null, false, claim.numero_documento, input);
      return;
    }
    if (claim.persona_id === null) throw new AppError('reclamo_sin_titular', 409, identidadMsg.noHolder);
    const persona = await lockPersonaRow(tx, claim.persona_id);
    if (!persona) throw new AppError('reclamo_sin_titular', 409, identidadMsg.noHolder);
    if (await findPersonaByUser(tx, claim.claimant_user_id))
      throw new AppError('reclamante_con_persona', 409, identidadMsg.claimantHasPersona);
    const previousUserId = persona.user_id;
    await setPersonaUser(tx, persona.id, claim.claimant_user_id);
    await q.resolveClaim(tx, id, { estado: 'transferida', respuesta: null, resuelta_por: auth.userId, previous_user_id: previousUserId });
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'identidad.resolver',
      entity: 'persona',
      entityId: persona.id,
      before: { user_id: previousUserId },
      after: { user_id: claim.claimant_user_id, reclamo_id: id },
    });
    await tellBoth(deps, tx, claim.claimant_user_id, previousUserId, true, claim.numero_documento, input);
  });
  return getForStaff(deps, auth, id);
}

async function tellBoth(
  deps: AppDeps,
  tx: DbOrTx,
  claimantId: number,
  previousUserId: number | null,
  moved: boolean,
  numero: string,
  input: ReclamoResolveData,
) {
  const link = `${deps.config.publicUrl}/`;
  const send = async (userId: number, subject: string, title: string, lines: string[]) => {
    const user = await q.userById(tx, userId);
    if (!user) return;
    // Queued in the decision's transaction (decision 240): sent by the mail worker after the commit.
    await enqueueMail(tx, identityMail({ faculty: deps.config.facultyName, to: user.email, name: user.name, subject, title, lines, link }));
  };
  if (moved) {
    await send(claimantId, 'Tu reclamo de identidad fue aceptado', 'Reclamo aceptado', [
      `El personal de la facultad comparó la documentación y aceptó tu reclamo del documento ${numero}.`,
      'Los datos personales, las inscripciones y los documentos de ese número ya están en tu cuenta. Revisalos en Mi Perfil.',
    ]);
    if (previousUserId !== null) {
      await send(previousUserId, 'Tu cuenta ya no tiene los datos de un documento', 'Datos transferidos a otra cuenta', [
        `La persona que reclamó el documento ${numero} presentó la documentación y el personal de la facultad se lo transfirió.`,
        'Tu cuenta ya no tiene esos datos personales ni sus inscripciones. Si creés que es un error, escribí a la facultad.',
      ]);
    }
    return;
  }
  const reason = input.decision === 'rechazar' ? input.respuesta : '';
  await send(claimantId, 'Tu reclamo de identidad fue rechazado', 'Reclamo rechazado', [
    `El personal de la facultad no aceptó tu reclamo del documento ${numero}.`,
    `Su respuesta: ${reason}`,
  ]);
  if (previousUserId !== null) {
    await send(previousUserId, 'Se rechazó un reclamo sobre tu documento', 'Reclamo rechazado', [
      `Otra cuenta reclamó el documento ${numero}, registrado en tu cuenta. El personal de la facultad lo rechazó: tus datos siguen en tu cuenta.`,
    ]);
  }
}
