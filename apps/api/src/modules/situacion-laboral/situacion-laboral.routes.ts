import type { FastifyInstance } from 'fastify';
import { situacionLaboralContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './situacion-laboral.service.js';

/** The job situation calls of seed 000 section 7 (packages/shared/src/contract/situacion-laboral.ts). */
export async function situacionLaboralRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.getSituacionLaboralByPersona, ({ auth, params }) => service.getByPersona(deps, auth, params.id));
  bindRoute(app, c.updateSituacionLaboral, async ({ auth, params, body }) => {
    await service.situacionForCaller(deps, auth, params.id);
    return service.update(deps, params.id, body);
  });
}
