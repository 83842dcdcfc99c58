import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES, correccionesContract as c, msg, uploadMsg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
import { createStorage, StorageNotFoundError } from '../../storage/index.js';
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
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096, fieldNameSize: 100, parts: 6, headerPairs: 50 },
    });
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
    let body;
    try {
      body = await storage.get(doc.key);
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      request.log.error({ key: doc.key, correccionId: params.id }, 'correction row without stored object');
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
  });
}
