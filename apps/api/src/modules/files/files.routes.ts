import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { REQUISITOS_MAX, filesContract as c, msg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { AppError } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
import { authenticateDownload } from '../../plugins/auth-guard.js';
import { createStorage } from '../../storage/index.js';
import { DOCUMENT_UPLOAD_BUSBOY_FIELDS, sendStoredDocument, uploadMultipartOptions } from '../../storage/http.js';
import * as service from './files.service.js';

/**
 * Applicant documents: upload (multipart), delete and download
 * (packages/shared/src/contract/files.ts). Multipart is registered only in this
 * scope, with the seed's limits enforced by the parser while the body streams in;
 * the declared multipart fields document the upload and the handler reads the parts.
 */
export async function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  const storage = createStorage(deps.config);
  const links = fileLinksFor(deps.config.dataDir);

  await app.register(async (scope) => {
    await scope.register(multipart, uploadMultipartOptions(REQUISITOS_MAX, 100, DOCUMENT_UPLOAD_BUSBOY_FIELDS));

    bindRoute(scope, c.uploadDocuments, async ({ auth, request }) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415, msg.http.unsupportedMediaType);
      return service.storeDocuments(deps, storage, auth, request.parts() as AsyncIterable<service.UploadPart>, request.log);
    });

    bindRoute(scope, c.deleteDocument, async ({ auth, params, request }) =>
      service.deleteDocument(deps, storage, auth, params.fileId, request.log),
    );

    // The guard authenticated the request if it brought a token; otherwise the signed link must
    // name a live session, whose rights then apply, and the document version it was minted for.
    bindRoute(scope, c.downloadDocument, async ({ params, query, request, reply }) => {
      const id = params.fileId;
      const access = await authenticateDownload(deps.db, request, links, id, query, c.downloadDocument.access.permission);
      const doc = await service.documentForDownload(deps, access.auth, id, access.version);
      return sendStoredDocument(reply, storage, doc, request.log, { fileId: id });
    });
  });
}
