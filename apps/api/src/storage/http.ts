import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadMsg } from '@ingreso/shared';
import { AppError } from '../lib/app-error.js';
import { StorageNotFoundError, type ObjectStorage } from './storage.js';

/**
 * @fastify/multipart options of an upload route: `files` documents of at most
 * UPLOAD_MAX_BYTES and a few short fields. `throwFileSizeLimit` is off because the
 * upload checks `truncated` itself, to answer the seed's message and keep nothing.
 */
export function uploadMultipartOptions(files: number, fieldSize = 100, fields = 5) {
  return {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files, fields, fieldSize, fieldNameSize: 100, parts: files + fields, headerPairs: 50 },
  };
}

/**
 * The document uploads (up to REQUISITOS_MAX files): busboy's own field limit, once reached
 * while a file part streams, surfaces as a closed stream (a 400), so these routes let busboy
 * read up to this many fields and `receiveDocuments` refuses more than DOCUMENT_UPLOAD_FIELDS with 413.
 */
export const DOCUMENT_UPLOAD_BUSBOY_FIELDS = 50;

/** A stored document as a download answers it. */
export interface StoredDocument {
  key: string;
  mime: string;
  size: number;
  filename: string;
}

/**
 * Sends a stored document inline: its own type, no sniffing, no cache, and a CSP that
 * lets only the document render (no scripts; the PDF viewer may show it). A row whose
 * object is missing is our fault: logged, and the user sees a plain "not found".
 */
export async function sendStoredDocument(
  reply: FastifyReply,
  storage: ObjectStorage,
  doc: StoredDocument,
  log: FastifyBaseLogger,
  context: Record<string, unknown>,
) {
  let body;
  try {
    body = await storage.get(doc.key);
  } catch (err) {
    if (!(err instanceof StorageNotFoundError)) throw err;
    log.error({ key: doc.key, ...context }, 'document row without stored object');
    throw new AppError('not_found', 404, uploadMsg.fileNotFound);
  }
  return reply
    .header('content-type', doc.mime)
    .header('content-length', doc.size)
    .header('content-disposition', `inline; filename="${doc.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
    )
    .send(body);
}
