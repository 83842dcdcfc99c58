import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { correccionesContract as c, msg, uploadMsg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
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
  bindRoute(app, c.listCorrecciones, ({ query }) => service.listForStaff(deps, query.estado));
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

  // Like GET /api/files/{id}: a session (owner or staff) or the signed link of `respaldo.url`.
  bindRoute(app, c.downloadCorreccionRespaldo, async ({ auth, params, query, request, reply }) => {
    const signed = links.verify(params.id, query.exp, query.sig);
    if (!signed && !auth) throw unauthorized(query.sig !== undefined ? uploadMsg.linkExpired : msg.session.unauthorized);
    const doc = await service.respaldoForDownload(deps, signed ? null : auth, params.id);
    return sendStoredDocument(reply, storage, doc, request.log, { correccionId: params.id });
  });
}
