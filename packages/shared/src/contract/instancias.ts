import { z } from 'zod';
import { idParamSchema } from '../inscripcion.js';
import { instanciaCreateSchema, instanciaMsg, instanciaSchema } from '../instancia.js';
import { signedIn, staff } from './access.js';
import { errorBodySchema, messageSchema, timestamp, errorExample } from './common.js';
import { route } from './route.js';

/** Instancias: the offerings open to applicants, and their administration by staff (seed 001 §5). */
const tag = 'instancias';

/** An instancia open today, as the offerings page lists it. */
export const openInstanciaSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  carrera_id: z.number().int(),
  carrera: z.string(),
  fecha_publicacion: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  /** Issue 15: the registration window (the card says "Inscripción abierta hasta …"). */
  inscripcion_desde: z.string(),
  inscripcion_hasta: z.string(),
});
export type OpenInstancia = z.output<typeof openInstanciaSchema>;

/** A career type with its instancias open today (none for a type with nothing open). */
export const careerTypeOfferingsSchema = z.object({
  tipo_carrera_id: z.number().int(),
  tipo_carrera: z.string(),
  /** Types handled outside the portal (5, extension) link out here. */
  url_externa: z.string().nullable(),
  instancias: z.array(openInstanciaSchema),
});
export type CareerTypeOfferings = z.output<typeof careerTypeOfferingsSchema>;

/** An instancia for staff, with its carrera. */
export const instanciaRowSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  carrera_id: z.number().int(),
  fecha_publicacion: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  inscripcion_desde: z.string(),
  inscripcion_hasta: z.string(),
  /** Seats for approved enrolments; null = unlimited (issue 16). */
  cupo: z.number().int().nullable(),
  /** The academic período the applicant's limit counts in; null only for rows written around the API. */
  periodo: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  carrera: z.object({ id: z.number().int(), descripcion: z.string(), tipo_carrera_id: z.number().int() }),
});
export type InstanciaRow = z.output<typeof instanciaRowSchema>;

/** One instancia with its carrera's materias (for the attendance and grades screens). */
export const instanciaDetailSchema = instanciaRowSchema.extend({
  carrera: z.object({
    id: z.number().int(),
    descripcion: z.string(),
    tipo_carrera_id: z.number().int(),
    materias: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
  }),
});
export type InstanciaDetail = z.output<typeof instanciaDetailSchema>;

/** Create and edit answer the instancia twice, at the top and under data, as the seed's screens read it. */
const instanciaEnvelope = z.object({ instancia: instanciaDetailSchema, data: z.object({ instancia: instanciaDetailSchema }) });

const openExample = {
  id: 12,
  descripcion: 'Ingreso 2026 - Primer cuatrimestre',
  carrera_id: 1,
  carrera: 'Curso de ingreso',
  fecha_publicacion: '2026-02-01',
  fecha_inicio: '2026-03-01',
  fecha_fin: '2026-03-31',
  inscripcion_desde: '2026-02-01',
  inscripcion_hasta: '2026-03-31',
};
const rowExample = {
  id: 12,
  descripcion: 'Ingreso 2026 - Primer cuatrimestre',
  carrera_id: 8,
  fecha_publicacion: '2026-02-01',
  fecha_inicio: '2026-03-01',
  fecha_fin: '2026-03-31',
  inscripcion_desde: '2026-02-01',
  inscripcion_hasta: '2026-03-31',
  cupo: 50,
  periodo: '2026',
  created_at: '2026-01-15T13:00:00.000Z',
  updated_at: '2026-01-15T13:00:00.000Z',
  carrera: { id: 8, descripcion: 'Tecnicatura en Programación', tipo_carrera_id: 2 },
};
const detailExample = { ...rowExample, carrera: { ...rowExample.carrera, materias: [{ id: 41, descripcion: 'Matemática' }] } };
const bodyExample = {
  carrera_id: 8,
  descripcion: 'Ingreso 2026 - Primer cuatrimestre',
  fecha_publicacion: '2026-02-01',
  fecha_inicio: '2026-03-01',
  fecha_fin: '2026-03-31',
  inscripcion_desde: '2026-02-01',
  inscripcion_hasta: '2026-03-31',
};
export const listOpenInstancias = route({
  operationId: 'listOpenInstancias',
  method: 'GET',
  path: '/api/instancias/get_all_bff',
  access: signedIn('instancias abiertas hoy'),
  tag,
  summary: 'Instancias abiertas hoy, agrupadas por tipo de carrera',
  responses: { 200: z.object({ data: z.array(careerTypeOfferingsSchema) }) },
  examples: {
    responses: {
      200: {
        data: [
          { tipo_carrera_id: 1, tipo_carrera: 'Grado', url_externa: null, instancias: [openExample] },
          { tipo_carrera_id: 5, tipo_carrera: 'Extensión', url_externa: 'https://extension.example.edu.ar', instancias: [] },
        ],
      },
    },
  },
});

export const listInstancias = route({
  operationId: 'listInstancias',
  method: 'GET',
  path: '/api/instancias',
  access: staff('instancias.ver'),
  tag,
  summary: 'Todas las instancias (personal)',
  responses: { 200: z.object({ data: z.object({ instancias: z.array(instanciaRowSchema) }) }) },
  examples: { responses: { 200: { data: { instancias: [rowExample] } } } },
});

export const getInstancia = route({
  operationId: 'getInstancia',
  method: 'GET',
  path: '/api/instancias/:id',
  access: staff('instancias.ver'),
  tag,
  summary: 'Una instancia con su carrera y materias',
  params: idParamSchema,
  responses: {
    200: z.object({ data: z.object({ instancia: instanciaDetailSchema }), instancia: instanciaDetailSchema }),
    404: errorBodySchema,
  },
  examples: {
    responses: { 200: { data: { instancia: detailExample }, instancia: detailExample }, 404: errorExample(instanciaMsg.notFound) },
  },
});

export const createInstancia = route({
  operationId: 'createInstancia',
  method: 'POST',
  path: '/api/instancias',
  access: staff('instancias.gestionar'),
  tag,
  summary: 'Crea una instancia',
  description:
    'Si ya existe una instancia de la misma carrera con la misma descripción (sin espacios al comienzo ni al final y sin distinguir mayúsculas) y las mismas fechas de publicación, inicio y fin, responde 409 (code instancia_duplicada) y no crea nada, para que la pantalla avise antes de guardar; con confirmar_duplicado: true la crea igual.',
  body: instanciaCreateSchema,
  responses: { 201: instanciaEnvelope, 409: errorBodySchema },
  examples: {
    body: { ...bodyExample, confirmar_duplicado: false },
    responses: {
      201: { instancia: detailExample, data: { instancia: detailExample } },
      409: { ...errorExample(instanciaMsg.duplicada), code: 'instancia_duplicada' },
    },
  },
});

export const updateInstancia = route({
  operationId: 'updateInstancia',
  method: 'PUT',
  path: '/api/instancias/:id',
  access: staff('instancias.gestionar'),
  tag,
  summary: 'Edita una instancia',
  description:
    'cupo y periodo que no vienen en el cuerpo conservan los guardados; cupo null o vacío quita el límite. Subir el cupo promueve a Aprobado, en el mismo cambio, a las primeras inscripciones de la lista de espera.',
  params: idParamSchema,
  body: instanciaSchema,
  responses: { 200: instanciaEnvelope, 404: errorBodySchema },
  examples: {
    body: bodyExample,
    responses: { 200: { instancia: detailExample, data: { instancia: detailExample } }, 404: errorExample(instanciaMsg.notFound) },
  },
});

export const deleteInstancia = route({
  operationId: 'deleteInstancia',
  method: 'DELETE',
  path: '/api/instancias/:id',
  access: staff('instancias.gestionar'),
  tag,
  summary: 'Elimina una instancia sin inscriptos',
  description: '409 si la instancia tiene inscriptos: se la finaliza editando sus fechas.',
  params: idParamSchema,
  responses: { 200: messageSchema, 404: errorBodySchema, 409: errorBodySchema },
  examples: {
    responses: {
      200: { message: instanciaMsg.deleted },
      404: errorExample(instanciaMsg.notFound),
      409: errorExample(instanciaMsg.hasEnrollees),
    },
  },
});

export const instanciasRoutes = [
  listOpenInstancias,
  listInstancias,
  getInstancia,
  createInstancia,
  updateInstancia,
  deleteInstancia,
] as const;
