import type { FastifyInstance } from 'fastify';
import { requisitosContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './requisitos.service.js';

/** Requirements and their per-document review (packages/shared/src/contract/requisitos.ts). */
export async function requisitosRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.listRequisitos, async ({ query }) => service.listRequisitos(deps, query));
  bindRoute(app, c.saveRequisitos, async ({ auth, body }) => service.saveRequisitos(deps, auth, body));
  bindRoute(app, c.listRevisionCounts, async () => service.revisionCounts(deps));
  bindRoute(app, c.getInscriptoRequisitos, async ({ auth, params }) => service.getInscriptoRequisitos(deps, auth, params.id));
  bindRoute(app, c.reviewRequisito, async ({ auth, params, body }) => service.reviewRequisito(deps, auth, params.id, params.codigo, body));
}
