import type { FastifyInstance } from 'fastify';
import { carrerasContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './carreras.service.js';

/** Careers and subjects (packages/shared/src/contract/carreras.ts). */
export async function carrerasRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.listTiposCarrera, async () => ({ data: { tipos_carrera: await service.tipos(deps) } }));
  bindRoute(app, c.listCarreras, async () => ({ data: { carreras: await service.list(deps) } }));
  bindRoute(app, c.createCarrera, async ({ auth, body }) => ({ data: { carrera: await service.create(deps, auth, body) } }));
  bindRoute(app, c.updateCarrera, async ({ auth, params, body }) => ({
    data: { carrera: await service.update(deps, auth, params.id, body) },
  }));
  bindRoute(app, c.listMaterias, async ({ params }) => ({ data: { materias: await service.listMaterias(deps, params.id) } }));
  bindRoute(app, c.createMateria, async ({ auth, params, body }) => ({
    data: { materia: await service.createMateria(deps, auth, params.id, body) },
  }));
  bindRoute(app, c.updateMateria, async ({ auth, params, body }) => ({
    data: { materia: await service.updateMateria(deps, auth, params.id, body) },
  }));
  bindRoute(app, c.deleteMateria, async ({ auth, params }) => service.removeMateria(deps, auth, params.id));
}
