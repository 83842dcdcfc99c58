import type { FastifyInstance } from 'fastify';
import { idParamSchema, notaQuerySchema, notaSchema, notaUpdateSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './notas.service.js';

export async function notasRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['notas'];
  const security = [{ bearer: [] }];
  const admin = requireAdmin(deps.db);

  app.post(
    '/notas-inscripto/store',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Carga la nota de un inscripto aprobado',
        description:
          'Cuerpo {inscripto_id, materia_id, fecha_examen (AAAA-MM-DD), nota}. nota de 0 a 10 con hasta 2 decimales, número o texto con coma o punto ("7,5"). El mismo inscripto, materia y fecha dos veces actualiza la nota. Responde 201 (nueva) o 200 (actualizada) {data: {nota: {id, inscripto_id, materia_id, fecha_examen, nota}}}. 404 inscripto inexistente; 422 inscripto no aprobado o materia de otra carrera.',
      },
    },
    async (req, reply) => {
      const input = parseInput(notaSchema, req.body);
      const { nota, created } = await service.store(deps, await authenticate(deps.db, req), input);
      return reply.status(created ? 201 : 200).send({ data: { nota } });
    },
  );

  app.put(
    '/notas-inscripto/update/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Modifica una nota',
        description: 'Cuerpo {nota}. Responde {data: {nota: {id, inscripto_id, materia_id, fecha_examen, nota}}}. 404 nota inexistente; 422 inscripto ya no aprobado.',
      },
    },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      const { nota } = parseInput(notaUpdateSchema, req.body);
      return { data: { nota: await service.update(deps, await authenticate(deps.db, req), id, nota) } };
    },
  );

  app.get(
    '/notas-inscripto/get-by-fecha',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Notas de una materia y fecha de examen',
        description:
          'Query instancia_id, materia_id, fecha_examen (AAAA-MM-DD). Responde {notas: [{id, inscripto_id, materia_id, fecha_examen, nota}]}.',
      },
    },
    async (req) => {
      const input = parseInput(notaQuerySchema, req.query);
      return { notas: await service.byFecha(deps, input) };
    },
  );
}
