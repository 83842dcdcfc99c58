import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_NAMES, UPLOAD_MAX_BYTES, msg, uploadMsg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
import { idParam } from '../../lib/params.js';
import { authenticate, requireUser } from '../../plugins/auth-guard.js';
import { createStorage, StorageNotFoundError } from '../../storage/index.js';
import * as service from './files.service.js';

/**
 * Applicant documents: upload (multipart), delete and download. Multipart is
 * registered only in this scope, with the seed's limits enforced by the parser
 * while the body streams in.
 */
export async function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  const storage = createStorage(deps.config);
  const links = fileLinksFor(deps.config.dataDir);
  const tags = ['documentos'];
  const security = [{ bearer: [] }];

  await app.register(async (scope) => {
    await scope.register(multipart, {
      // We check `truncated` ourselves, to answer the seed's message and keep nothing.
      throwFileSizeLimit: false,
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: DOCUMENT_NAMES.length,
        fields: 5,
        fieldSize: 100,
        fieldNameSize: 100,
        parts: DOCUMENT_NAMES.length + 5,
        headerPairs: 50,
      },
    });

    scope.post(
      '/files/store_docs_persona',
      {
        schema: {
          tags,
          security,
          summary: 'Sube documentos de una persona',
          description: `multipart/form-data: persona_id y un archivo por nombre de documento (${DOCUMENT_NAMES.join(', ')}). JPEG, PNG, WebP o PDF según su contenido, hasta ${UPLOAD_MAX_BYTES} bytes cada uno. Un archivo nuevo reemplaza al anterior del mismo nombre. Responde {persona} con sus archivos.`,
        },
        preHandler: requireUser(deps.db),
      },
      async (req) => {
        const auth = await authenticate(deps.db, req);
        if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, msg.http.unsupportedMediaType);
        return service.storeDocuments(deps, storage, auth, req.parts() as AsyncIterable<service.UploadPart>, req.log);
      },
    );

    scope.delete<{ Params: { fileId: string } }>(
      '/files/delete/:fileId',
      { schema: { tags, security, summary: 'Elimina un documento', description: 'Responde {persona} con sus archivos.' }, preHandler: requireUser(deps.db) },
      async (req) => {
        const auth = await authenticate(deps.db, req);
        return service.deleteDocument(deps, storage, auth, idParam(req.params.fileId, uploadMsg.fileNotFound), req.log);
      },
    );

    scope.get<{ Params: { fileId: string }; Querystring: { exp?: string; sig?: string } }>(
      '/files/:fileId',
      {
        schema: {
          tags,
          security: [{ bearer: [] }, {}],
          summary: 'Descarga un documento',
          description:
            'Con el encabezado Authorization (dueño o personal) o con el enlace firmado (exp, sig) que trae la url de cada archivo, válido 10 minutos.',
        },
      },
      async (req, reply) => {
        const id = idParam(req.params.fileId, uploadMsg.fileNotFound);
        const { exp, sig } = req.query;
        const signed = links.verify(id, exp, sig);
        if (!signed && !req.headers.authorization && sig !== undefined) {
          throw unauthorized(uploadMsg.linkExpired);
        }
        const auth = signed ? null : await authenticate(deps.db, req);
        const doc = await service.documentForDownload(deps, auth, id);
        let body;
        try {
          body = await storage.get(doc.key);
        } catch (err) {
          if (!(err instanceof StorageNotFoundError)) throw err;
          // A row without its object is our fault; the user sees a plain "not found".
          req.log.error({ key: doc.key, fileId: id }, 'document row without stored object');
          throw new AppError('not_found', 404, uploadMsg.fileNotFound);
        }
        return reply
          .header('content-type', doc.mime)
          .header('content-length', doc.size)
          .header('content-disposition', `inline; filename="${doc.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Only the document itself: no scripts, and the PDF viewer may render it.
          .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'")
          .send(body);
      },
    );
  });
}
