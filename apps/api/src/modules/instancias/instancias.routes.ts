import type { FastifyInstance } from 'fastify';
import { instanciasContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './instancias.service.js';

/** Instancias (packages/shared/src/contract/instancias.ts). */
export async function instanciasRoutes(app: FastifyInstance, deps: AppDeps) {
  // The hot path: every applicant gets the same list, kept as JSON text by the offerings cache (decision 77).
  bindRoute(app, c.listOpenInstancias, async ({ reply }) =>
    reply.type('application/json; charset=utf-8').send(await service.openOfferingsJson(deps)),
  );
  bindRoute(app, c.listInstancias, async () => ({ data: { instancias: await service.listAll(deps) } }));
  bindRoute(app, c.getInstancia, async ({ params }) => {
    const instancia = await service.getOne(deps, params.id);
    return { data: { instancia }, instancia };
  });
  bindRoute(app, c.createInstancia, async ({ auth, body }) => {
    const instancia = await service.create(deps, auth, body);
    return { instancia, data: { instancia } };
  });
  bindRoute(app, c.updateInstancia, async ({ auth, params, body }) => {
    const instancia = await service.update(deps, auth, params.id, body);
    return { instancia, data: { instancia } };
  });
  bindRoute(app, c.deleteInstancia, async ({ auth, params }) => service.remove(deps, auth, params.id));
}
