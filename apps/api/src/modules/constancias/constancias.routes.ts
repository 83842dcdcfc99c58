import type { FastifyInstance } from 'fastify';
import { constanciasContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './constancias.service.js';

/** Verifications per address and minute: a person checks a few papers, a guesser many codes (decision 161). */
export const VERIFY_RATE_LIMIT_PER_MINUTE = 30;

/** A file download: the name in ASCII and in UTF-8 (RFC 6266), never cached. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The constancia, its public verification and the hand-off CSV (packages/shared/src/contract/constancias.ts). */
export async function constanciasRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.downloadConstancia, async ({ auth, params, reply }) => {
    const { pdf, fileName } = await service.constanciaPdf(deps, auth, params.id);
    return reply.type('application/pdf').header('content-disposition', attachment(fileName)).header('cache-control', 'no-store').send(pdf);
  });

  bindRoute(app, c.verifyConstancia, async ({ params }) => service.verifyConstancia(deps, params.code), {
    config: { rateLimit: { max: VERIFY_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
  });

  bindRoute(app, c.exportHandoff, async ({ params, query, reply }) => {
    const { csv, fileName } = await service.handoff(deps, params.instancia, query.formato);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(fileName))
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
