import type { FastifyInstance } from 'fastify';
import { asistenciaQuerySchema, asistenciaSchema, estudiantesQuerySchema, idParamSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './asistencias.service.js';

export async function asistenciasRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['asistencias'];
  const security = [{ bearer: [] }];
  const admin = requireAdmin(deps.db);
  const body =
    'Cuerpo {instancia_id, materia_id, fecha_clase (AAAA-MM-DD), ausentes: [ids de inscripto]}. Escribe una marca por cada inscripto aprobado (estado 2) de la instancia: asistencia 0 para los ausentes, 1 para el resto; la misma materia y fecha dos veces actualiza en lugar de duplicar. Responde {data: {asistencias: [{id, inscripto_id, materia_id, fecha_clase, asistencia}]}}. 404 si la instancia no existe; 422 si la materia no es de la carrera de la instancia o algún ausente no es un inscripto aprobado de ella (no se escribe nada).';

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

  app.post(
    '/asistencias-inscripto/store',
    { preHandler: admin, schema: { tags, security, summary: 'Registra la asistencia de una clase', description: body } },
    async (req) => {
      const input = parseInput(asistenciaSchema, req.body);
      return { data: { asistencias: await service.record(deps, await authenticate(deps.db, req), input) } };
    },
  );

  app.put(
    '/asistencias-inscripto/update',
    { preHandler: admin, schema: { tags, security, summary: 'Modifica la asistencia de una clase', description: body } },
    async (req) => {
      const input = parseInput(asistenciaSchema, req.body);
      return { data: { asistencias: await service.record(deps, await authenticate(deps.db, req), input) } };
    },
  );

  app.get(
    '/asistencias-inscripto/get-by-fecha',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Asistencias de una materia y fecha de clase',
        description:
          'Query instancia_id, materia_id, fecha_clase (AAAA-MM-DD). Responde {asistencias: [{inscripto_id, asistencia}]} (0 ausente, 1 presente); lista vacía si esa clase no se cargó.',
      },
    },
    async (req) => {
      const input = parseInput(asistenciaQuerySchema, req.query);
      return { asistencias: await service.byFecha(deps, input) };
    },
  );
}
