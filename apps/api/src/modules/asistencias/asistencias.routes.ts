import type { FastifyInstance } from 'fastify';
import { asistenciasContract as c, estudiantesQuerySchema, idParamSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import { parseInput } from '../../lib/validation.js';
import { requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './asistencias.service.js';

/** Attendance (packages/shared/src/contract/asistencias.ts) and, until instancias binds it, the wizard's student list. */
export async function asistenciasRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['asistencias'];
  const security = [{ bearer: [] }];
  const admin = requireAdmin(deps.db);

  app.get(
    '/instancias/:id/estudiantes',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Inscriptos aprobados de una instancia (asistente de asistencias y notas)',
        description:
          'Query opcional dni (coincidencia parcial). Responde {data: {estudiantes: [{inscripto_id, persona_id, nombre, apellido, tipo_documento, numero_documento}]}} ordenados por apellido y nombre.',
      },
    },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      const { dni } = parseInput(estudiantesQuerySchema, req.query);
      return { data: { estudiantes: await service.listStudents(deps, id, dni) } };
    },
  );

  bindRoute(app, c.storeAsistencias, async ({ auth, body }) => ({ data: { asistencias: await service.record(deps, auth, body) } }));
  bindRoute(app, c.updateAsistencias, async ({ auth, body }) => ({ data: { asistencias: await service.record(deps, auth, body) } }));
  bindRoute(app, c.getAsistenciasByFecha, async ({ query }) => ({ asistencias: await service.byFecha(deps, query) }));
}
