import type { FastifyBaseLogger } from 'fastify';
import { draftMsg, personaMsg, uploadMsg, type WizardDraftBody, type WizardDraftFile } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import type { ObjectStorage } from '../../storage/index.js';
import { pendingRules, receiveDocuments, removeObjects, type UploadPart } from '../files/files.service.js';

export type UploadPartOf = UploadPart;
import { linkableBy } from '../personas/persona-link.service.js';
import { findDocumentHolder, findPersonaByDni, findPersonaByUser } from '../personas/personas.queries.js';
import { refundWizardSubmission, reserveWizardSubmission } from '../personas/wizard-checks.js';
import * as q from './wizard-draft.queries.js';

/** The wizard ends with the persona: an account that has one has no draft left to save. */
async function assertNoPersona(deps: AppDeps, auth: AuthContext) {
  if (await findPersonaByUser(deps.db, auth.userId)) throw new AppError('persona_exists', 409, personaMsg.alreadyRegistered);
}

const publicFile = (f: Awaited<ReturnType<typeof q.draftFiles>>[number]): WizardDraftFile => ({
  name: f.name as WizardDraftFile['name'],
  mime_type: f.mime_type,
  size: f.size,
  original_name: f.original_name,
});

async function filesOf(deps: AppDeps, userId: number) {
  return (await q.draftFiles(deps.db, userId)).map(publicFile);
}

/** GET /api/wizard-draft: the caller's own draft, or null. */
export async function getDraft(deps: AppDeps, auth: AuthContext) {
  const draft = await q.findDraft(deps.db, auth.userId);
  if (!draft) return { draft: null };
  return {
    draft: { step: draft.step, values: draft.values ?? null, welcome_seen: draft.welcome_seen, files: await filesOf(deps, auth.userId) },
  };
}

/** PUT /api/wizard-draft: the given fields; the rest stays. */
export async function saveDraft(deps: AppDeps, auth: AuthContext, body: WizardDraftBody) {
  await assertNoPersona(deps, auth);
  await q.upsertDraft(deps.db, auth.userId, body);
  return getDraft(deps, auth);
}

/**
 * POST /api/wizard-draft/files: the documents' checks and storage of the persona
 * upload (files.service receiveDocuments), then, in one transaction under the draft's
 * lock, a row per document; one of the same name is replaced and its old object
 * deleted after the commit. Any refusal keeps nothing of the request.
 */
export async function uploadFiles(
  deps: AppDeps,
  storage: ObjectStorage,
  auth: AuthContext,
  parts: AsyncIterable<UploadPart>,
  log: FastifyBaseLogger,
) {
  const received = await receiveDocuments(storage, parts, log, pendingRules(deps));
  const stored = received.stored;
  const discard = () =>
    removeObjects(
      storage,
      stored.map((s) => s.key),
      log,
    );
  if (!received.failure && stored.length === 0) received.failure = new AppError('no_files', 400, uploadMsg.noFiles);
  if (received.failure) {
    await discard();
    throw received.failure;
  }

  const replacedKeys: string[] = [];
  try {
    await assertNoPersona(deps, auth);
    await deps.db.transaction(async (tx) => {
      await q.lockDraft(tx, auth.userId);
      const existing = new Map((await q.draftFiles(tx, auth.userId)).map((f) => [f.name, f]));
      for (const s of stored) {
        const values = { storage_key: s.key, mime_type: s.mime, size: s.size, original_name: s.originalName };
        const old = existing.get(s.name);
        if (old) {
          await q.replaceDraftFile(tx, old.id, values);
          replacedKeys.push(old.storage_key);
        } else {
          await q.insertDraftFile(tx, { ...values, user_id: auth.userId, name: s.name });
        }
      }
    });
  } catch (err) {
    await discard();
    throw err;
  }
  await removeObjects(storage, replacedKeys, log);
  return { files: await filesOf(deps, auth.userId) };
}

/** DELETE /api/wizard-draft/files/{name}: the row, then (after it is gone) the object. */
export async function deleteFile(deps: AppDeps, storage: ObjectStorage, auth: AuthContext, name: string, log: FastifyBaseLogger) {
  const removed = await q.deleteDraftFile(deps.db, auth.userId, name);
  if (!removed) throw notFound(draftMsg.fileNotFound);
  await removeObjects(storage, [removed.storage_key], log);
  return { files: await filesOf(deps, auth.userId) };
}

/** GET /api/wizard-draft/dni/{dni}: whether it is free; never whose it is. */
/**
 * Step 1's early check. It is a probe too (issue 18 §1): an applicant's call counts against
 * the wizard's limits like a submission, and a free number gives its reservation back, so
 * only "taken" answers use them up. A counter registration with this account's verified
 * e-mail reads as free: Finalizar will link it.
 */
export async function dniAvailable(deps: AppDeps, auth: AuthContext, dni: string, ip: string) {
  if (auth.isAdmin) {
    const taken = await findPersonaByDni(deps.db, dni);
    return taken ? { available: false, message: draftMsg.dniTaken } : { available: true };
  }
  await reserveWizardSubmission(deps.db, auth.userId, ip);
  const holder = await findDocumentHolder(deps.db, { tipo_documento: 'dni', nacionalidad_id: 1, numero_documento: dni });
  if (holder && !(await linkableBy(deps, holder, auth.userId))) return { available: false, message: draftMsg.dniTaken };
  await refundWizardSubmission(deps.db, auth.userId, ip);
  return { available: true };
}
