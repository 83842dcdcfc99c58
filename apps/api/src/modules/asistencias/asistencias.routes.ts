import type { FastifyInstance } from 'fastify';
import { asistenciasContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './asistencias.service.js';
import * as planilla from './planilla.service.js';

/** Attendance and the wizard's student list (packages/shared/src/contract/asistencias.ts). */
export async function asistenciasRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.listEstudiantes, async ({ params, query }) => ({
    data: { estudiantes: await service.listStudents(deps, params.id, query.dni) },
  }));
  bindRoute(app, c.storeAsistencias, async ({ auth, body }) => ({ data: { asistencias: await service.store(deps, auth, body) } }));
  bindRoute(app, c.updateAsistencias, async ({ auth, body }) => ({ data: { asistencias: await service.update(deps, auth, body) } }));
  bindRoute(app, c.getAsistenciasByFecha, async ({ query }) => ({ asistencias: await service.byFecha(deps, query) }));
  bindRoute(app, c.getPlanillaAsistencias, async ({ query }) => ({
    data: await planilla.planilla(deps, query.instancia_id, query.materia_id),
  }));
  bindRoute(app, c.importAsistencias, async ({ auth, body }) => ({ data: await planilla.importar(deps, auth, body) }));
}
