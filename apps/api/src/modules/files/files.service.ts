import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  UPLOAD_SNIFF_BYTES,
  detectUploadType,
  msg,
  personaMsg,
  uploadMsg,
  type UploadMimeType,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { versionOf } from '../../lib/file-links.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import type { ObjectStorage } from '../../storage/index.js';
import { findPersonaById, lockPersona, type PersonaRow } from '../personas/personas.queries.js';
import { canAccessPersona, personaForCaller, personaResponse } from '../personas/personas.service.js';
import { applyDocumentDeletion, applyNewDocuments } from '../requisitos/document-locks.js';
import { documentRules, type DocumentRules } from '../requisitos/document-rules.js';
import * as q from './files.queries.js';

/** How many plain fields a document upload may carry (persona_id, and room to spare). */
const DOCUMENT_UPLOAD_FIELDS = 5;

/** A multipart part as @fastify/multipart yields it (only what is used here). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated: boolean } };

export interface StoredObject {
  /** A document code (decision 180). */
  name: string;
  key: string;
  mime: UploadMimeType;
  size: number;
  originalName: string | null;
}

const tooBig = (field: string) => new AppError('file_too_large', 413, uploadMsg.tooBig, { [field]: [uploadMsg.tooBig] });
const badType = (field: string) => new AppError('unsupported_file_type', 415, uploadMsg.badType, { [field]: [uploadMsg.badType] });
const notAccepted = (field: string, accepted: readonly UploadMimeType[]) => {
  const message = uploadMsg.notAccepted(accepted.map((t) => UPLOAD_EXTENSIONS[t].toUpperCase()));
  return new AppError('unsupported_file_type', 415, message, { [field]: [message] });
};

/**
 * The part's bytes, checked while they stream: the first bytes must be a JPEG,
 * PNG, WebP or PDF signature, and the total must not pass UPLOAD_MAX_BYTES. A
 * failure throws before the storage renames the object onto its key, so nothing
 * is kept. The part's stream is not destroyed on failure (busboy needs it drained).
 * `accepted` narrows the types (a requirement list's, issue 15).
 */
export async function* checkedUpload(
  file: Readable & { truncated: boolean },
  field: string,
  onType: (t: UploadMimeType) => void,
  accepted: readonly UploadMimeType[] = UPLOAD_MIME_TYPES,
): AsyncGenerator<Buffer> {
  let head: Buffer[] = [];
  let headLength = 0;
  let sniffed = false;
  let total = 0;
  const sniff = (buf: Buffer) => {
    const type = detectUploadType(buf);
    if (!type) throw badType(field);
    if (!accepted.includes(type)) throw notAccepted(field, accepted);
    onType(type);
    sniffed = true;
  };
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (file.truncated || total > UPLOAD_MAX_BYTES) throw tooBig(field);
    if (sniffed) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headLength += chunk.length;
    if (headLength < UPLOAD_SNIFF_BYTES) continue;
    const buf = Buffer.concat(head);
    head = [];
    sniff(buf);
    yield buf;
  }
  // busboy cuts a file at the limit and marks it truncated; the cut file must not be kept.
  if (file.truncated) throw tooBig(field);
  if (!sniffed) {
    const buf = Buffer.concat(head);
    sniff(buf);
    yield buf;
  }
}

/** Reads and discards the rest of a part so the next one can arrive. */
export async function drain(file: Readable) {
  if (file.readableEnded || file.destroyed) return;
  file.resume();
  await finished(file).catch(() => {});
}

/** Only for the record: a base name without paths or control characters. Never used as a key. */
export function cleanOriginalName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || null;
}

export function newStorageKey(prefix = 'docs'): string {
  const id = randomUUID();
  return `${prefix}/${id.slice(0, 2)}/${id}`;
}

/** The upload rules, read while the body starts arriving; a failed read surfaces when awaited, never as an unhandled rejection. */
export function pendingRules(deps: AppDeps): Promise<DocumentRules> {
  const rules = documentRules(deps.db);
  rules.catch(() => undefined);
  return rules;
}

/** Errors of the multipart reader itself (limits, malformed bodies) in the API's terms. */
export function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string })?.code;
  if (code === 'FST_FILES_LIMIT') return new AppError('too_many_files', 413, uploadMsg.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('payload_too_large', 413, msg.http.payloadTooLarge);
  // busboy's own errors, and a part stream closed early because the body ended
  // mid-file: a body that is not valid multipart is bad input, not a server fault.
  if (
    code === 'FST_PROTO_VIOLATION' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /multipart data|Boundary not found/.test((err as Error)?.message ?? '')
  ) {
    return new AppError('bad_multipart', 400, msg.http.badRequest);
  }
  return err;
}

export async function removeObjects(storage: ObjectStorage, keys: string[], log: FastifyBaseLogger) {
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'could not remove a stored object'))),
  );
}

/** What a multipart reader keeps: the objects stored so far and the first refusal. */
export interface ReceivedDocuments {
  stored: StoredObject[];
  failure: unknown;
}

/**
 * Reads the parts of a document upload: each file part must be a document code `rules`
 * knows, at most once, and its bytes are checked while they stream (type by content and
 * the types `rules` accepts for the code, size)
 * and stored under a new generated key. Field parts go to `onField`. After the first
 * refusal later parts are only drained. A broken body removes what was stored and
 * throws; a refusal is returned, and the caller removes the stored objects.
 */
export async function receiveDocuments(
  storage: ObjectStorage,
  parts: AsyncIterable<UploadPart>,
  log: FastifyBaseLogger,
  /**
   * Awaited at the first file part, not before reading: the body must be read from its start
   * (busboy's limits answer as they should only while the parts are consumed).
   */
  rules: Promise<DocumentRules>,
  onField: (part: Extract<UploadPart, { type: 'field' }>, fail: (err: unknown) => void, failed: boolean) => Promise<void> = async () => {},
): Promise<ReceivedDocuments> {
  const received: ReceivedDocuments = { stored: [], failure: null };
  const names = new Set<string>();
  let fields = 0;
  const fail = (err: unknown) => {
    received.failure ??= err;
  };

  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // A document upload has one or two plain fields; a flood of them is refused, not read.
        if (++fields > DOCUMENT_UPLOAD_FIELDS) fail(new AppError('payload_too_large', 413, msg.http.payloadTooLarge));
        else await onField(part, fail, received.failure !== null);
        continue;
      }

      const field = part.fieldname;
      const known = await rules;
      if (received.failure) {
        await drain(part.file);
      } else if (!known.has(field)) {
        fail(new AppError('unknown_document', 400, uploadMsg.unknownDocument, { [field.slice(0, 40)]: [uploadMsg.unknownDocument] }));
        await drain(part.file);
      } else if (names.has(field)) {
        fail(new AppError('one_file', 400, uploadMsg.oneFile, { [field]: [uploadMsg.oneFile] }));
        await drain(part.file);
      } else {
        names.add(field);
        const key = newStorageKey();
        const detected: { type?: UploadMimeType } = {};
        try {
          const { size } = await storage.put(
            key,
            checkedUpload(part.file, field, (t) => (detected.type = t), known.get(field)),
          );
          if (!detected.type) throw badType(field);
          received.stored.push({ name: field, key, mime: detected.type, size, originalName: cleanOriginalName(part.filename) });
        } catch (err) {
          await drain(part.file);
          if (!(err instanceof AppError)) throw err;
          fail(err);
        }
      }
    }
  } catch (err) {
    await removeObjects(
      storage,
      received.stored.map((s) => s.key),
      log,
    );
    throw multipartError(err);
  }
  return received;
}

/**
 * POST /api/files/store_docs_persona/: `persona_id` plus one file part per document
 * name. All or nothing: every part is checked (name, one per name, type by content,
 * size) and stored under a new generated key; only when all are fine are the rows
 * written, in one transaction that replaces documents of the same name. The
 * replaced objects are deleted after the commit, so a failed request never loses
 * the previous document.
 */
export async function storeDocuments(
  deps: AppDeps,
  storage: ObjectStorage,
  auth: AuthContext,
  parts: AsyncIterable<UploadPart>,
  log: FastifyBaseLogger,
) {
  let persona = null as PersonaRow | null;
  let personaIdSeen = false;
  const received = await receiveDocuments(storage, parts, log, pendingRules(deps), async (part, fail, failed) => {
    if (part.fieldname !== 'persona_id') return;
    const raw = typeof part.value === 'string' ? part.value.trim() : '';
    if (personaIdSeen || !/^\d{1,10}$/.test(raw)) {
      fail(new AppError('validation', 400, msg.required, { persona_id: [msg.required] }));
      return;
    }
    personaIdSeen = true;
    // Checked as soon as it arrives: parts after a refusal are only drained, never stored.
    if (!failed) persona = await personaForCaller(deps, auth, Number(raw)).catch((err: unknown) => (fail(err), null));
  });
  const { stored } = received;
  const fail = (err: unknown) => {
    received.failure ??= err;
  };

  if (!received.failure && !personaIdSeen) fail(new AppError('validation', 400, msg.required, { persona_id: [msg.required] }));
  if (!received.failure && stored.length === 0) fail(new AppError('no_files', 400, uploadMsg.noFiles));
  const failure = received.failure;
  if (failure || !persona) {
    await removeObjects(
      storage,
      stored.map((s) => s.key),
      log,
    );
    throw failure;
  }

  const personaId = persona.id;
  const replacedKeys: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      // One upload per persona at a time: the existing names below are then final.
      if (!(await lockPersona(tx, personaId))) throw notFound(personaMsg.personaNotFound);
      const existing = await q.filesByName(tx, personaId);
      for (const s of stored) {
        const values = {
          storage_key: s.key,
          mime_type: s.mime,
          size: s.size,
          original_name: s.originalName,
          uploaded_by: auth.userId,
        };
        const old = existing.get(s.name);
        if (old) {
          await q.replaceFile(tx, old.id, values);
          replacedKeys.push(old.storage_key);
        } else {
          await q.insertFile(tx, { ...values, persona_id: personaId, name: s.name });
        }
        // Who added or replaced which document, for the history staff review.
        await writeAudit(tx, {
          actorUserId: auth.userId,
          action: old ? 'documento.reemplazar' : 'documento.cargar',
          entity: 'persona',
          entityId: personaId,
          before: old ? { name: s.name, size: old.size, mime_type: old.mime_type } : null,
          after: { name: s.name, size: s.size, mime_type: s.mime },
        });
      }
      // Issue 15: an accepted document refuses the upload; other reviews wait for the new file.
      await applyNewDocuments(
        tx,
        personaId,
        stored.map((s) => ({ name: s.name, version: versionOf(s.key) })),
        auth.userId,
      );
    });
  } catch (err) {
    await removeObjects(
      storage,
      stored.map((s) => s.key),
      log,
    );
    throw err;
  }
  await removeObjects(storage, replacedKeys, log);
  const fresh = await findPersonaById(deps.db, personaId);
  if (!fresh) throw notFound(personaMsg.personaNotFound);
  return { persona: await personaResponse(deps, auth, fresh) };
}

/** The file `id` if the caller may reach it: 404 unknown, 403 someone else's. */
async function fileForCaller(deps: AppDeps, auth: AuthContext, id: number) {
  const file = await q.findFileById(deps.db, id);
  if (!file) throw notFound(uploadMsg.fileNotFound);
  const persona = await findPersonaById(deps.db, file.persona_id);
  if (!persona || !canAccessPersona(auth, persona)) throw forbidden(msg.session.forbidden);
  return { file, persona };
}

/** DELETE /api/files/delete/{id}: the row first, then (after the commit) the object. */
export async function deleteDocument(deps: AppDeps, storage: ObjectStorage, auth: AuthContext, id: number, log: FastifyBaseLogger) {
  const { persona } = await fileForCaller(deps, auth, id);
  const removed = await deps.db.transaction(async (tx) => {
    // The same lock as an upload and a review: the locks below are then final (issue 15).
    await lockPersona(tx, persona.id);
    const row = await q.deleteFile(tx, id);
    if (!row) throw notFound(uploadMsg.fileNotFound);
    await applyDocumentDeletion(tx, row.persona_id, row.name);
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: 'documento.eliminar',
      entity: 'persona',
      entityId: row.persona_id,
      before: { name: row.name, size: row.size, mime_type: row.mime_type },
    });
    return row;
  });
  await removeObjects(storage, [removed.storage_key], log);
  return { persona: await personaResponse(deps, auth, persona) };
}

/**
 * The file to send for GET /api/files/{id}, for the bearer session or the session that
 * minted the signed link (with its rights today). `version` is the one a signed link
 * names: a document replaced since answers 410, never the new file (decision 155).
 */
export async function documentForDownload(deps: AppDeps, auth: AuthContext, id: number, version: string | null) {
  const { file } = await fileForCaller(deps, auth, id);
  if (version !== null && versionOf(file.storage_key) !== version) throw new AppError('link_replaced', 410, uploadMsg.linkReplaced);
  const mime = file.mime_type as UploadMimeType;
  return {
    key: file.storage_key,
    mime,
    size: file.size,
    filename: `${file.name}.${UPLOAD_EXTENSIONS[mime] ?? 'bin'}`,
  };
}
