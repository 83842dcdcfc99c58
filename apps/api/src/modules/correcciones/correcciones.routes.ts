import type { FastifyInstance } from 'fastify';
import { correccionesContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './correcciones.service.js';

/** Correction requests of locked personal data, declared in packages/shared/src/contract/correcciones.ts. */
export async function correccionesRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.createCorreccion, ({ auth, params, body }) => service.create(deps, auth, params.id, body));
  bindRoute(app, c.listPersonaCorrecciones, ({ auth, params }) => service.listForPersona(deps, auth, params.id));
  bindRoute(app, c.listCorrecciones, ({ query }) => service.listForStaff(deps, query.estado));
  bindRoute(app, c.countCorrecciones, () => service.countPending(deps));
  bindRoute(app, c.applyCorreccion, ({ auth, params, body }) => service.apply(deps, auth, params.id, body));
  bindRoute(app, c.refuseCorreccion, ({ auth, params, body }) => service.refuse(deps, auth, params.id, body.respuesta));
}
