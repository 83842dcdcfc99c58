import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { enrolleeListQuerySchema, idParamSchema, inscripcionMsg, inscripcionSchema, setEstadoSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './inscriptos.service.js';
import * as staff from './staff.service.js';

const instanciaParamSchema = z.object({ instancia: idParamSchema.shape.id });

export async function inscriptosRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['inscripciones'];
  const security = [{ bearer: [] }];

  app.post('/inscriptos', { schema: { tags, security, summary: 'Inscribe una persona en una instancia' } }, async (req, reply) => {
    const auth = await authenticate(deps.db, req);
    const input = parseInput(inscripcionSchema, req.body);
    const inscripto = await service.enrol(deps, auth, input);
    return reply.status(201).send({ inscripto, message: inscripcionMsg.success });
  });

  app.get(
    '/inscriptos/get_by_persona/:id',
    { schema: { tags, security, summary: 'Inscripciones de una persona' } },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      const { id } = parseInput(idParamSchema, req.params);
      return { data: { inscriptos: await service.listForPersona(deps, auth, id) } };
    },
  );

  app.put(
    '/inscriptos/reenviar/:id',
    {
      schema: {
        tags,
        security,
        summary: '"Ya corregí mi documentación": vuelve una inscripción rechazada a Pendiente (solo su titular)',
      },
    },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      const { id } = parseInput(idParamSchema, req.params);
      return { inscripto: await service.resubmit(deps, auth, id) };
    },
  );

  const admin = requireAdmin(deps.db);

  app.get(
    '/inscriptos/get_by_instancia/:instancia',
    { preHandler: admin, schema: { tags, security, summary: 'Inscriptos de una instancia, paginados (page, page_size, dni, estado)' } },
    async (req) => {
      const { instancia } = parseInput(instanciaParamSchema, req.params);
      return staff.listEnrollees(deps, instancia, parseInput(enrolleeListQuerySchema, req.query));
    },
  );

  app.get(
    '/inscriptos/export/:instancia',
    { preHandler: admin, schema: { tags, security, summary: 'Todos los inscriptos del filtro, con los campos de la exportación a Excel' } },
    async (req) => {
      const { instancia } = parseInput(instanciaParamSchema, req.params);
      const { dni, estado } = parseInput(enrolleeListQuerySchema, req.query);
      return { rows: await staff.exportEnrollees(deps, instancia, { dni, estado }) };
    },
  );

  app.get('/inscriptos/:id', { preHandler: admin, schema: { tags, security, summary: 'Detalle de un inscripto con su historial' } }, async (req) => {
    const { id } = parseInput(idParamSchema, req.params);
    return staff.enrolmentDetail(deps, id);
  });

  app.put(
    '/inscriptos/set_estado/:id',
    { preHandler: admin, schema: { tags, security, summary: 'Cambia el estado de una inscripción (2 a 6; 3 con motivo)' } },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      const input = parseInput(setEstadoSchema, req.body);
      return { inscripto: await staff.changeEstado(deps, await authenticate(deps.db, req), id, input) };
    },
  );

  app.get('/data-form-inscripcion', { preHandler: admin, schema: { tags, security, summary: 'Datos para los formularios de inscripción del personal' } }, async () =>
    staff.formData(deps),
  );
}
