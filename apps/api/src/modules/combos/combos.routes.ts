import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { createComboCache } from './combos.service.js';

/** GET /api/data-form-persona: every combo of the profile wizard in one round trip. */
export async function combosRoutes(app: FastifyInstance, deps: AppDeps) {
  const cache = createComboCache(deps);
  app.get(
    '/data-form-persona',
    {
      schema: {
        tags: ['personas'],
        summary: 'Combos del formulario de datos personales',
        description:
          'generos, nacionalidades, paises, discapacidades, escuelas, niveles_estudio, estados_estudio, lenguajes, conocimientos, carreras (elegibles), provincias, localidades, documentos (tipos de documento), tiposangre, estadoscivil, documentos_requeridos y roles; cada entrada {id, descripcion} salvo escuelas y localidades.',
        security: [{ bearer: [] }],
      },
      preHandler: requireUser(deps.db),
    },
    async (_req, reply) => {
      const json = await cache.personaCombosJson();
      // Private: only signed-in users get it; the browser may reuse it within the session.
      return reply.header('cache-control', 'private, max-age=600').type('application/json; charset=utf-8').send(json);
    },
  );
}
