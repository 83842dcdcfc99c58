import type { FastifyInstance } from 'fastify';
import { idParamSchema, inscripcionMsg, inscripcionSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate } from '../../plugins/auth-guard.js';
import * as service from './inscriptos.service.js';

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
}
