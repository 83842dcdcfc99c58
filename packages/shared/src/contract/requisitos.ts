import { z } from 'zod';
import { idParamSchema, inscripcionMsg } from '../inscripcion.js';
import {
  REQUISITO_CODIGO_PATTERN,
  inscriptoRequisitosSchema,
  requisitoMsg,
  requisitosListSchema,
  requisitosQuerySchema,
  revisionCountsSchema,
  reviewRequisitoSchema,
  saveRequisitosSchema,
} from '../requisito.js';
import { owner, ownedPath, signedIn, staff } from './access.js';
import { errorBodySchema, errorExample } from './common.js';
import { route } from './route.js';

/** The documents an enrolment requires and their per-document review (issue 15). */
const tag = 'requisitos';

const pdfImages = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const requisitoExample = {
  codigo: 'dni_frente',
  nombre: 'DNI (frente)',
  descripcion: '',
  tipos: [...pdfImages],
  obligatorio: true,
  condicion: 'siempre' as const,
};

export const listRequisitos = route({
  operationId: 'listRequisitos',
  method: 'GET',
  path: '/api/requisitos',
  access: signedIn('la lista de documentos que pide una carrera o instancia no es personal'),
  tag,
  summary: 'Documentos que pide una instancia, una carrera o la facultad',
  description:
    'Con `instancia`: su lista propia, si no la de su carrera, si no la de la facultad (`origen` dice cuál). Con `carrera`: la de la carrera o la de la facultad. Sin ninguno: la de la facultad.',
  query: requisitosQuerySchema,
  responses: { 200: requisitosListSchema, 404: errorBodySchema },
  examples: { responses: { 200: { origen: 'facultad', requisitos: [requisitoExample] } } },
});

export const saveRequisitos = route({
  operationId: 'saveRequisitos',
  method: 'PUT',
  path: '/api/requisitos',
  access: staff('instancias.gestionar', 'configurar las inscripciones es del personal que abre las instancias (decisión 205)'),
  tag,
  summary: 'Guarda la lista de documentos de una carrera, una instancia o la facultad',
  description:
    'Reemplaza la lista de ese alcance. Una lista vacía de una carrera o instancia vuelve a heredar; la de la facultad no puede quedar vacía.',
  body: saveRequisitosSchema,
  responses: { 200: requisitosListSchema, 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { carrera_id: 3, instancia_id: null, requisitos: [requisitoExample] },
    responses: { 200: { origen: 'carrera', requisitos: [requisitoExample] } },
  },
});

export const getInscriptoRequisitos = route({
  operationId: 'getInscriptoRequisitos',
  method: 'GET',
  path: '/api/requisitos/inscripto/:id',
  access: owner([ownedPath('inscripto')], { permission: 'documentos.ver' }),
  tag,
  summary: 'Cada documento de una inscripción con su archivo (o ninguno) y su revisión',
  params: idParamSchema,
  responses: { 200: inscriptoRequisitosSchema, 404: errorBodySchema },
  examples: { responses: { 404: errorExample(inscripcionMsg.inscriptoNotFound) } },
});

const reviewPath = idParamSchema.extend({ codigo: z.string().regex(REQUISITO_CODIGO_PATTERN, requisitoMsg.notFound) });

export const reviewRequisito = route({
  operationId: 'reviewRequisito',
  method: 'PUT',
  path: '/api/requisitos/inscripto/:id/:codigo',
  access: staff('inscripciones.decidir'),
  tag,
  summary: 'Acepta, observa, exceptúa, da prórroga o reabre un documento de una inscripción',
  description:
    'La decisión vale para la versión del archivo que se vio (`file_version`): si el aspirante lo reemplazó, responde 409 y no cambia nada. Observar pasa la inscripción a Rechazado con una observación armada con los documentos observados y avisa por correo. `pendiente` reabre un documento aceptado.',
  params: reviewPath,
  body: reviewRequisitoSchema,
  responses: { 200: inscriptoRequisitosSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { estado: 'observado', motivo: 'La foto está borrosa.', file_version: 'Zk3q9XbA1c2D3e4F' },
    responses: { 404: errorExample(requisitoMsg.notFound), 409: errorExample(requisitoMsg.staleFile) },
  },
});

export const listRevisionCounts = route({
  operationId: 'listRevisionCounts',
  method: 'GET',
  path: '/api/requisitos/pendientes',
  access: staff('inscripciones.ver'),
  tag,
  summary: 'Por instancia: inscripciones con documentos por revisar, reenviados y prórrogas vencidas',
  responses: { 200: revisionCountsSchema },
  examples: { responses: { 200: { instancias: [{ instancia_id: 4, por_revisar: 12, reenviados: 3, prorroga_vencida: 1 }] } } },
});

export const requisitosRoutes = [listRequisitos, saveRequisitos, getInscriptoRequisitos, reviewRequisito, listRevisionCounts] as const;
