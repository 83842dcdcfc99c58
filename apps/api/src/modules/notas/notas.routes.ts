import type { FastifyInstance } from 'fastify';
import { notasContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './notas.service.js';

/** Grades (packages/shared/src/contract/notas.ts). */
export async function notasRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.storeNota, async ({ auth, body, reply }) => {
    const { nota, created } = await service.store(deps, auth, body);
    // 201 for a new grade, 200 when the same enrollee, subject and date already had one.
    reply.code(created ? 201 : 200);
    return { data: { nota } };
  });
  bindRoute(app, c.updateNota, async ({ auth, params, body }) => ({
    data: { nota: await service.update(deps, auth, params.id, body.nota) },
  }));
  bindRoute(app, c.getNotasByFecha, async ({ query }) => ({ notas: await service.byFecha(deps, query) }));
}
