import type { FastifyInstance } from 'fastify';
import { personaMsg, situacionLaboralSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { idParam } from '../../lib/params.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireUser } from '../../plugins/auth-guard.js';
import * as service from './situacion-laboral.service.js';

/** The job situation calls of seed 000 section 7 (the profile's "Situacion Laboral"). */
export async function situacionLaboralRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['personas'];
  const security = [{ bearer: [] }];

  app.get<{ Params: { id: string } }>(
    '/situacion-laboral/get_by_persona/:id',
    {
      schema: { tags, security, summary: 'Situación laboral de una persona', description: 'Responde {data: {situacion: [fila]}}.' },
      preHandler: requireUser(deps.db),
    },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      return service.getByPersona(deps, auth, idParam(req.params.id, personaMsg.personaNotFound));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/situacion-laboral/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Actualiza la situación laboral',
        description:
          'Cuerpo: trabaja_actualmente (1/0), ocupacion, cargo, empresa, horas_semanales, relacion_carrera (id y persona_id se aceptan y se ignoran). Sin trabajo, los cinco campos se vacían. Responde {data: fila}.',
      },
      preHandler: requireUser(deps.db),
    },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      const id = idParam(req.params.id, personaMsg.situacionNotFound);
      await service.situacionForCaller(deps, auth, id);
      return service.update(deps, id, parseInput(situacionLaboralSchema, req.body));
    },
  );
}
