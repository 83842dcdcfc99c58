import { z } from 'zod';
import { idParamSchema } from '../inscripcion.js';
import { instanciaMsg } from '../instancia.js';
import { notaMsg, notaQuerySchema, notaRecordSchema, notaStoreSchema, notaUpdateSchema } from '../nota.js';
import { staff } from './access.js';
import { errorBodySchema } from './common.js';
import { route } from './route.js';

/** Exam grades of the approved enrollees, per subject and exam date (seed 001 §3). */
const tag = 'notas';

const notaAnswer = z.object({ data: z.object({ nota: notaRecordSchema }) });
const notaExample = { id: 12, inscripto_id: 101, materia_id: 41, fecha_examen: '2025-03-20', nota: 7.5 };

/** An error answer as the API builds it, for the examples. */
const errorOf = (code: string, message: string, field?: string) => ({
  message,
  error: [field ? { message, field } : { message }],
  errors: field ? { [field]: [message] } : {},
  code,
});

export const storeNota = route({
  operationId: 'storeNota',
  method: 'POST',
  path: '/api/notas-inscripto/store',
  access: staff('notas.registrar'),
  tag,
  summary: 'Carga la nota nueva de un inscripto aprobado (o la reemplaza con reemplazar: true)',
  description:
    'Cuerpo {inscripto_id, materia_id, fecha_examen (AAAA-MM-DD), nota, reemplazar?}. nota de 0 a 10 con hasta 2 decimales, número o texto con coma o punto ("7,5"). Es una nota nueva: si el inscripto ya tiene nota en esa materia y fecha, responde 409 (code nota_existente) con la nota guardada y no escribe nada; para cambiarla se usa PUT /api/notas-inscripto/update/{id} (el id sale de get-by-fecha) o se repite con reemplazar: true, que la reemplaza y queda auditado como reemplazo. Responde 201 (nueva) o 200 (reemplazada) {data: {nota: {id, inscripto_id, materia_id, fecha_examen, nota}}}. 404 inscripto inexistente; 422 inscripto no aprobado, materia de otra carrera o fecha del examen fuera del curso de la instancia (fecha_inicio a fecha_fin, code fecha_fuera_del_curso, errors.fecha_examen).',
  body: notaStoreSchema,
  responses: { 200: notaAnswer, 201: notaAnswer, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { inscripto_id: 101, materia_id: 41, fecha_examen: '2025-03-20', nota: '7,5', reemplazar: false },
    responses: {
      200: { data: { nota: notaExample } },
      201: { data: { nota: notaExample } },
      404: errorOf('not_found', notaMsg.inscriptoNotFound),
      409: errorOf('nota_existente', notaMsg.existing(8, '2025-03-20')),
      422: errorOf('fecha_fuera_del_curso', notaMsg.fechaFueraDelCurso('2025-03-03', '2025-07-04'), 'fecha_examen'),
    },
  },
});

export const updateNota = route({
  operationId: 'updateNota',
  method: 'PUT',
  path: '/api/notas-inscripto/update/:id',
  access: staff('notas.registrar'),
  tag,
  summary: 'Modifica una nota',
  description:
    'Cuerpo {nota}. Responde {data: {nota: {id, inscripto_id, materia_id, fecha_examen, nota}}}. 404 nota inexistente; 422 inscripto ya no aprobado.',
  params: idParamSchema,
  body: notaUpdateSchema,
  responses: { 200: notaAnswer, 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { nota: 8 },
    responses: {
      200: { data: { nota: { ...notaExample, nota: 8 } } },
      404: errorOf('not_found', notaMsg.notFound),
      422: errorOf('not_approved', notaMsg.notApproved, 'inscripto_id'),
    },
  },
});

export const getNotasByFecha = route({
  operationId: 'getNotasByFecha',
  method: 'GET',
  path: '/api/notas-inscripto/get-by-fecha',
  access: staff('notas.registrar'),
  tag,
  summary: 'Notas de una materia y fecha de examen',
  description:
    'Query instancia_id, materia_id, fecha_examen (AAAA-MM-DD). Responde {notas: [{id, inscripto_id, materia_id, fecha_examen, nota}]}: las notas ya cargadas de ese examen, con el id que usa la modificación. La pantalla de carga nueva lo consulta al elegir materia y fecha para avisar cuántas notas hay y ofrecer abrirlas en modo edición.',
  query: notaQuerySchema,
  responses: { 200: z.object({ notas: z.array(notaRecordSchema) }), 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    responses: {
      200: { notas: [notaExample] },
      404: errorOf('not_found', instanciaMsg.notFound),
      422: errorOf('materia_not_of_carrera', notaMsg.materiaNotOfCarrera, 'materia_id'),
    },
  },
});

export const notasRoutes = [storeNota, updateNota, getNotasByFecha] as const;
