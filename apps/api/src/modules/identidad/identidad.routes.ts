import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { identidadContract as c, msg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { AppError } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
import { authenticateDownload } from '../../plugins/auth-guard.js';
import { createStorage } from '../../storage/index.js';
import { sendStoredDocument, uploadMultipartOptions } from '../../storage/http.js';
import type { UploadPart } from '../files/files.service.js';
import * as duplicates from './duplicados.service.js';
import * as link from './vincular.service.js';
import * as claims from './reclamos.service.js';

/** Identity (issue 18), declared in packages/shared/src/contract/identidad.ts. */
export async function identidadRoutes(app: FastifyInstance, deps: AppDeps) {
  const storage = createStorage(deps.config);
  const links = fileLinksFor(deps.config.dataDir, 'identidad');

  bindRoute(app, c.listMyIdentityClaims, ({ auth }) => claims.listMine(deps, auth));
  bindRoute(app, c.listIdentityClaims, ({ auth, query }) => claims.listForStaff(deps, auth, query.estado));
  bindRoute(app, c.countIdentityClaims, () => claims.countPending(deps));
  bindRoute(app, c.getIdentityClaim, ({ auth, params }) => claims.getForStaff(deps, auth, params.id));
  bindRoute(app, c.resolveIdentityClaim, ({ auth, params, body }) => claims.resolve(deps, auth, params.id, body));
  bindRoute(app, c.linkPersonaAccount, ({ auth, params, body }) => link.linkByStaff(deps, auth, params.id, body.email));
  bindRoute(app, c.listDuplicatePersonas, ({ query }) => duplicates.list(deps, query.persona_id ?? null));
  bindRoute(app, c.mergePersonas, ({ auth, body }) => duplicates.merge(deps, auth, body));
  bindRoute(app, c.markNotDuplicate, ({ auth, body }) => duplicates.markNotDuplicate(deps, auth, body.a_id, body.b_id));

  // Multipart only in this scope: three documents and two short fields (the note up to 1000 characters of UTF-8).
  await app.register(async (scope) => {
    await scope.register(multipart, uploadMultipartOptions(3, 4096));
    bindRoute(scope, c.createIdentityClaim, async ({ auth, request }) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415, msg.http.unsupportedMediaType);
      return claims.create(deps, storage, auth, request.parts() as AsyncIterable<UploadPart>, { ip: request.ip }, request.log);
    });
  });

  bindRoute(app, c.downloadIdentityClaimFile, async ({ params, query, request, reply }) => {
    const access = await authenticateDownload(deps.db, request, links, params.id, query, c.downloadIdentityClaimFile.access.permission);
    const doc = await claims.fileForDownload(deps, access.auth, params.id, access.version);
    return sendStoredDocument(reply, storage, doc, request.log, { claimFileId: params.id });
  });
}
