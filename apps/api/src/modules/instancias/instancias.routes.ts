import type { FastifyInstance } from 'fastify';
import { idParamSchema, instanciaSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin, requireUser } from '../../plugins/auth-guard.js';
import * as service from './instancias.service.js';

export async function instanciasRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['instancias'];
  const security = [{ bearer: [] }];
  const admin = requireAdmin(deps.db);

  app.get(
    '/instancias/get_all_bff',
    { preHandler: requireUser(deps.db), schema: { tags, security, summary: 'Instancias abiertas hoy, agrupadas por tipo de carrera' } },
    async (_req, reply) => reply.type('application/json; charset=utf-8').send(await service.openOfferingsJson(deps)),
  );

  app.get('/instancias', { preHandler: admin, schema: { tags, security, summary: 'Todas las instancias (personal)' } }, async () => ({
    data: { instancias: await service.listAll(deps) },
  }));

  app.get('/instancias/:id', { preHandler: admin, schema: { tags, security, summary: 'Una instancia con su carrera y materias' } }, async (req) => {
    const { id } = parseInput(idParamSchema, req.params);
    const instancia = await service.getOne(deps, id);
    return { data: { instancia }, instancia };
  });

  app.post('/instancias', { preHandler: admin, schema: { tags, security, summary: 'Crea una instancia' } }, async (req, reply) => {
    const input = parseInput(instanciaSchema, req.body);
    const instancia = await service.create(deps, await authenticate(deps.db, req), input);
    return reply.status(201).send({ instancia, data: { instancia } });
  });

  app.put('/instancias/:id', { preHandler: admin, schema: { tags, security, summary: 'Edita una instancia' } }, async (req) => {
    const { id } = parseInput(idParamSchema, req.params);
    const input = parseInput(instanciaSchema, req.body);
    const instancia = await service.update(deps, await authenticate(deps.db, req), id, input);
    return { instancia, data: { instancia } };
  });

  app.delete('/instancias/:id', { preHandler: admin, schema: { tags, security, summary: 'Elimina una instancia sin inscriptos' } }, async (req) => {
    const { id } = parseInput(idParamSchema, req.params);
    return service.remove(deps, await authenticate(deps.db, req), id);
  });
}
