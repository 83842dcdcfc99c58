import { z } from 'zod';
import { carreraMsg, carreraRowSchema, carreraSchema, materiaRowSchema, materiaSchema, tipoCarreraSchema } from '../carrera.js';
import { idParamSchema } from '../inscripcion.js';
import { staff } from './access.js';
import { errorBodySchema, messageSchema } from './common.js';
import { route } from './route.js';

/** Careers and their subjects (seed 001 §9): administration by staff. */
const tag = 'carreras';
const carreraExample = {
  id: 3,
  descripcion: 'Ingeniería en Sistemas',
  tipo_carrera_id: 1,
  tipo_carrera: 'Grado',
  elegible_en_ingreso: 1,
  materias_count: 12,
};
const materiaExample = { id: 41, carrera_id: 3, descripcion: 'Matemática', en_uso: false };

export const listTiposCarrera = route({
  operationId: 'listTiposCarrera',
  method: 'GET',
  path: '/api/tipos-carrera',
  access: staff('carreras.ver'),
  tag,
  summary: 'Tipos de carrera',
  responses: { 200: z.object({ data: z.object({ tipos_carrera: z.array(tipoCarreraSchema) }) }) },
  examples: { responses: { 200: { data: { tipos_carrera: [{ id: 1, descripcion: 'Grado', url_externa: null }] } } } },
});

export const listCarreras = route({
  operationId: 'listCarreras',
  method: 'GET',
  path: '/api/carreras',
  access: staff('carreras.ver'),
  tag,
  summary: 'Carreras con su tipo y cantidad de materias',
  responses: { 200: z.object({ data: z.object({ carreras: z.array(carreraRowSchema) }) }) },
  examples: { responses: { 200: { data: { carreras: [carreraExample] } } } },
});

export const createCarrera = route({
  operationId: 'createCarrera',
  method: 'POST',
  path: '/api/carreras',
  access: staff('carreras.gestionar'),
  tag,
  summary: 'Crea una carrera',
  body: carreraSchema,
  responses: { 201: z.object({ data: z.object({ carrera: carreraRowSchema }) }), 422: errorBodySchema },
  examples: {
    body: { descripcion: 'Ingeniería en Sistemas', tipo_carrera_id: 1, elegible_en_ingreso: 1 },
    responses: { 201: { data: { carrera: carreraExample } } },
  },
});

export const updateCarrera = route({
  operationId: 'updateCarrera',
  method: 'PUT',
  path: '/api/carreras/:id',
  access: staff('carreras.gestionar'),
  tag,
  summary: 'Edita una carrera',
  description: 'Sin elegible_en_ingreso lo deja como estaba.',
  params: idParamSchema,
  body: carreraSchema,
  responses: { 200: z.object({ data: z.object({ carrera: carreraRowSchema }) }), 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { descripcion: 'Ingeniería en Sistemas de Información', tipo_carrera_id: 1 },
    responses: { 200: { data: { carrera: carreraExample } } },
  },
});

export const listMaterias = route({
  operationId: 'listMaterias',
  method: 'GET',
  path: '/api/carreras/:id/materias',
  access: staff('carreras.ver'),
  tag,
  summary: 'Materias de una carrera',
  description: 'en_uso indica que tiene asistencias o notas y no se puede eliminar.',
  params: idParamSchema,
  responses: { 200: z.object({ data: z.object({ materias: z.array(materiaRowSchema) }) }), 404: errorBodySchema },
  examples: { responses: { 200: { data: { materias: [materiaExample] } } } },
});

export const createMateria = route({
  operationId: 'createMateria',
  method: 'POST',
  path: '/api/carreras/:id/materias',
  access: staff('carreras.gestionar'),
  tag,
  summary: 'Agrega una materia a una carrera',
  params: idParamSchema,
  body: materiaSchema,
  responses: { 201: z.object({ data: z.object({ materia: materiaRowSchema }) }), 404: errorBodySchema, 422: errorBodySchema },
  examples: { body: { descripcion: 'Matemática' }, responses: { 201: { data: { materia: materiaExample } } } },
});

export const updateMateria = route({
  operationId: 'updateMateria',
  method: 'PUT',
  path: '/api/materias/:id',
  access: staff('carreras.gestionar'),
  tag,
  summary: 'Renombra una materia',
  params: idParamSchema,
  body: materiaSchema,
  responses: { 200: z.object({ data: z.object({ materia: materiaRowSchema }) }), 404: errorBodySchema, 422: errorBodySchema },
  examples: { body: { descripcion: 'Matemática I' }, responses: { 200: { data: { materia: materiaExample } } } },
});

export const deleteMateria = route({
  operationId: 'deleteMateria',
  method: 'DELETE',
  path: '/api/materias/:id',
  access: staff('carreras.gestionar'),
  tag,
  summary: 'Elimina una materia sin asistencias ni notas',
  description: '409 si la materia tiene asistencias o notas.',
  params: idParamSchema,
  responses: { 200: messageSchema, 404: errorBodySchema, 409: errorBodySchema },
  examples: {
    responses: {
      200: { message: carreraMsg.materiaDeleted },
      409: { message: carreraMsg.materiaInUse, error: [{ message: carreraMsg.materiaInUse }], errors: {} },
    },
  },
});

export const carrerasRoutes = [
  listTiposCarrera,
  listCarreras,
  createCarrera,
  updateCarrera,
  listMaterias,
  createMateria,
  updateMateria,
  deleteMateria,
] as const;
