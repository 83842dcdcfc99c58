import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(
    '/dashboard',
    {
      preHandler: requireAdmin(deps.db),
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: 'Tablero del personal: instancias abiertas y auditoría reciente',
        description:
          'Responde {data: {fecha, instancias: [{id, descripcion, carrera_id, carrera, fecha_publicacion, fecha_inicio, fecha_fin, total, por_estado: [{estado_id, estado, cantidad}] (estados 1 a 6), documentos_faltantes}], auditoria: [{id, action, entity, entity_id, created_at, actor: {id, name} | null}] (las 20 más recientes)}}. Instancia abierta: publicada y con fecha_fin hoy o después (UTC). documentos_faltantes cuenta los inscriptos a los que les falta algún documento obligatorio.',
      },
    },
    async () => ({ data: await service.summary(deps) }),
  );
}
