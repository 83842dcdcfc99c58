import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { REQUISITOS_MAX, msg, wizardDraftContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { AppError } from '../../lib/app-error.js';
import { createStorage } from '../../storage/index.js';
import { DOCUMENT_UPLOAD_BUSBOY_FIELDS, uploadMultipartOptions } from '../../storage/http.js';
import * as service from './wizard-draft.service.js';

/**
 * The registration wizard's draft (packages/shared/src/contract/wizard-draft.ts): every
 * route acts on the caller's own account only. Documents go through the same multipart
 * limits and checks as the persona's upload.
 */
export async function wizardDraftRoutes(app: FastifyInstance, deps: AppDeps) {
  const storage = createStorage(deps.config);

  bindRoute(app, c.getWizardDraft, ({ auth }) => service.getDraft(deps, auth));
  bindRoute(app, c.saveWizardDraft, ({ auth, body }) => service.saveDraft(deps, auth, body));
  // Whether a DNI is registered is personal data of its owner: an account may not sweep the
  // number space, so the check shares the per-address limit of the account calls (decision 104).
  bindRoute(app, c.checkDniAvailable, ({ auth, params, request }) => service.dniAvailable(deps, auth, params.dni, request.ip), {
    config: { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  });

  await app.register(async (scope) => {
    await scope.register(multipart, uploadMultipartOptions(REQUISITOS_MAX, 100, DOCUMENT_UPLOAD_BUSBOY_FIELDS));
    bindRoute(scope, c.uploadWizardDraftFiles, async ({ auth, request }) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415, msg.http.unsupportedMediaType);
      return service.uploadFiles(deps, storage, auth, request.parts() as AsyncIterable<service.UploadPartOf>, request.log);
    });
    bindRoute(scope, c.deleteWizardDraftFile, ({ auth, params, request }) =>
      service.deleteFile(deps, storage, auth, params.name, request.log),
    );
  });
}
