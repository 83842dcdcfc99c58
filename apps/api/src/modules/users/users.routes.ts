import type { FastifyInstance } from 'fastify';
import { usuariosContract as c, usuarioMsg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './users.service.js';

/** User administration (packages/shared/src/contract/usuarios.ts). */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.listUsers, async ({ query }) => ({ data: [{ users: await service.list(deps, query.email || undefined) }] }));
  bindRoute(app, c.getDataFormUser, async () => ({ combos: { roles: await service.roles(deps) } }));
  bindRoute(app, c.createUser, async ({ auth, body }) => ({
    data: { user: await service.create(deps, auth, body) },
    message: usuarioMsg.success,
  }));
  bindRoute(app, c.updateUser, async ({ auth, params, body }) => ({
    data: { user: await service.update(deps, auth, params.id, body) },
    message: usuarioMsg.updated,
  }));
  bindRoute(app, c.listUserHistory, async ({ params }) => ({ historial: await service.history(deps, params.id) }));
}
