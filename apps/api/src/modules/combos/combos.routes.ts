import type { FastifyInstance } from 'fastify';
import { combosContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { createComboCache } from './combos.service.js';

/** GET /api/data-form-persona: every combo of the profile wizard in one round trip (packages/shared/src/contract/combos.ts). */
export async function combosRoutes(app: FastifyInstance, deps: AppDeps) {
  const cache = createComboCache(deps);
  bindRoute(app, c.getDataFormPersona, async ({ reply }) => {
    // Read once per process and sent as the same serialized text (combos.service.ts).
    const json = await cache.personaCombosJson();
    // Private: only signed-in users get it; the browser may reuse it within the session.
    return reply.header('cache-control', 'private, max-age=600').type('application/json; charset=utf-8').send(json);
  });
}
