import type { FastifyInstance } from 'fastify';
import { dashboardContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './dashboard.service.js';

/** The staff dashboard (packages/shared/src/contract/dashboard.ts). */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.getDashboard, async () => ({ data: await service.summary(deps) }));
}
