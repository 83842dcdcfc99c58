import type { FastifyInstance } from 'fastify';
import { carreraSchema, idParamSchema, materiaSchema } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './carreras.service.js';

export async function carrerasRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['carreras'];
  const security = [{ bearer: [] }];
  const admin = requireAdmin(deps.db);
  const carreraShape = '{id, descripcion, tipo_carrera_id, tipo_carrera, elegible_en_ingreso, materias_count}';
  const materiaShape = '{id, carrera_id, descripcion, en_uso}';

  app.get(
    '/tipos-carrera',
    { preHandler: admin, schema: { tags, security, summary: 'Tipos de carrera', description: 'Responde {data: {tipos_carrera: [{id, descripcion, url_externa}]}}.' } },
    async () => ({ data: { tipos_carrera: await service.tipos(deps) } }),
  );

  app.get(
    '/carreras',
    { preHandler: admin, schema: { tags, security, summary: 'Carreras con su tipo y cantidad de materias', description: `Responde {data: {carreras: [${carreraShape}]}}.` } },
    async () => ({ data: { carreras: await service.list(deps) } }),
  );

  app.post(
    '/carreras',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Crea una carrera', description: `Cuerpo {descripcion, tipo_carrera_id, elegible_en_ingreso (0/1, opcional)}. Responde 201 {data: {carrera: ${carreraShape}}}.` },
    },
    async (req, reply) => {
      const input = parseInput(carreraSchema, req.body);
      const carrera = await service.create(deps, await authenticate(deps.db, req), input);
      return reply.status(201).send({ data: { carrera } });
    },
  );

  app.put(
    '/carreras/:id',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Edita una carrera', description: `Cuerpo como al crear; sin elegible_en_ingreso lo deja como estaba. Responde {data: {carrera: ${carreraShape}}}.` },
    },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      const input = parseInput(carreraSchema, req.body);
      return { data: { carrera: await service.update(deps, await authenticate(deps.db, req), id, input) } };
    },
  );

  app.get(
    '/carreras/:id/materias',
    { preHandler: admin, schema: { tags, security, summary: 'Materias de una carrera', description: `Responde {data: {materias: [${materiaShape}]}}; en_uso indica que tiene asistencias o notas.` } },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      return { data: { materias: await service.listMaterias(deps, id) } };
    },
  );

  app.post(
    '/carreras/:id/materias',
    { preHandler: admin, schema: { tags, security, summary: 'Agrega una materia a una carrera', description: `Cuerpo {descripcion}. Responde 201 {data: {materia: ${materiaShape}}}.` } },
    async (req, reply) => {
      const { id } = parseInput(idParamSchema, req.params);
      const input = parseInput(materiaSchema, req.body);
      const materia = await service.createMateria(deps, await authenticate(deps.db, req), id, input);
      return reply.status(201).send({ data: { materia } });
    },
  );

  app.put(
    '/materias/:id',
    { preHandler: admin, schema: { tags, security, summary: 'Renombra una materia', description: `Cuerpo {descripcion}. Responde {data: {materia: ${materiaShape}}}.` } },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      const input = parseInput(materiaSchema, req.body);
      return { data: { materia: await service.updateMateria(deps, await authenticate(deps.db, req), id, input) } };
    },
  );

  app.delete(
    '/materias/:id',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Elimina una materia sin asistencias ni notas', description: 'Responde {message}. 409 si la materia tiene asistencias o notas.' },
    },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      return service.removeMateria(deps, await authenticate(deps.db, req), id);
    },
  );
}
