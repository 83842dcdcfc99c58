import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { correccionesContract as c, msg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { AppError } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
import { authenticateDownload } from '../../plugins/auth-guard.js';
import { createStorage } from '../../storage/index.js';
import { sendStoredDocument, uploadMultipartOptions } from '../../storage/http.js';
import type { UploadPart } from '../files/files.service.js';
import * as service from './correcciones.service.js';

/** Correction requests of locked personal data, declared in packages/shared/src/contract/correcciones.ts. */
export async function correccionesRoutes(app: FastifyInstance, deps: AppDeps) {
  const storage = createStorage(deps.config);
  const links = fileLinksFor(deps.config.dataDir, 'correcciones');

  bindRoute(app, c.createCorreccion, ({ auth, params, body }) => service.create(deps, auth, params.id, body));
  bindRoute(app, c.listPersonaCorrecciones, ({ auth, params }) => service.listForPersona(deps, auth, params.id));
  bindRoute(app, c.listCorrecciones, ({ auth, query }) => service.listForStaff(deps, auth, query.estado));
  bindRoute(app, c.countCorrecciones, () => service.countPending(deps));
  bindRoute(app, c.applyCorreccion, ({ auth, params, body }) => service.apply(deps, auth, params.id, body));
  bindRoute(app, c.refuseCorreccion, ({ auth, params, body }) => service.refuse(deps, auth, params.id, body.respuesta));

  // Multipart only in this scope: one document, three short fields (motivo up to 1000 characters of UTF-8).
  await app.register(async (scope) => {
    await scope.register(multipart, uploadMultipartOptions(1, 4096));
    bindRoute(scope, c.createCorreccionConRespaldo, async ({ auth, params, request }) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415, msg.http.unsupportedMediaType);
      return service.createWithRespaldo(deps, storage, auth, params.id, request.parts() as AsyncIterable<UploadPart>, request.log);
    });
  });

  // Like GET /api/files/{id}: a session (owner or staff) or the signed link of `respaldo.url`,
  // which acts for the session that minted it while it lives, and for that document only.
  bindRoute(app, c.downloadCorreccionRespaldo, async ({ params, query, request, reply }) => {
    const access = await authenticateDownload(deps.db, request, links, params.id, query, c.downloadCorreccionRespaldo.access.permission);
    const doc = await service.respaldoForDownload(deps, access.auth, params.id, access.version);
    return sendStoredDocument(reply, storage, doc, request.log, { correccionId: params.id });
  });
}
