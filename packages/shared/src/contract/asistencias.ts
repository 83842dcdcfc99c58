import { z } from 'zod';
import {
  asistenciaMarkSchema,
  asistenciaMsg,
  asistenciaQuerySchema,
  asistenciaRecordSchema,
  asistenciaSchema,
  asistenciaStoreSchema,
  estudianteSchema,
  estudiantesQuerySchema,
} from '../asistencia.js';
import {
  importarPlanillaResultSchema,
  importarPlanillaSchema,
  planillaAsistenciasSchema,
  planillaQuerySchema,
} from '../asistencia-planilla.js';
import { idParamSchema } from '../inscripcion.js';
import { instanciaMsg } from '../instancia.js';
import { staff } from './access.js';
import { errorBodySchema } from './common.js';
import { route } from './route.js';

/** Attendance of the approved enrollees of an instancia, per subject and class date (seed 001 §3). */
const tag = 'asistencias';

const loadBody =
  'Cuerpo {instancia_id, materia_id, fecha_clase (AAAA-MM-DD), ausentes: [ids de inscripto]}. Escribe una marca por cada inscripto aprobado (estado 2) de la instancia: asistencia 0 para los ausentes, 1 para el resto. Responde {data: {asistencias: [{id, inscripto_id, materia_id, fecha_clase, asistencia}]}}.';
const loadErrors =
  '404 si la instancia no existe; 422 si la materia no es de la carrera de la instancia, si algún ausente no es un inscripto aprobado de ella o si la fecha de la clase está fuera del curso de la instancia (fecha_inicio a fecha_fin, code fecha_fuera_del_curso, errors.fecha_clase). En todos esos casos no se escribe nada.';

const storeDescription = `${loadBody} Es una carga nueva: si esa materia y fecha ya tienen asistencias de inscriptos aprobados de la instancia, responde 409 (code asistencias_existentes) con cuántas hay y no escribe nada; para cambiarlas se usa la modificación (PUT .../update/, que parte de los valores leídos con get-by-fecha) o se repite la carga con reemplazar: true, que las reemplaza y queda auditada como reemplazo. ${loadErrors}`;
const updateDescription = `${loadBody} Es la modificación de una clase ya cargada (la pantalla parte de los valores leídos con get-by-fecha): actualiza las marcas existentes y agrega las que falten. ${loadErrors} La fecha fuera del curso se rechaza solo si la clase no tiene marcas: una clase ya cargada se puede corregir aunque las fechas de la instancia hayan cambiado después.`;

const loadAnswer = z.object({ data: z.object({ asistencias: z.array(asistenciaRecordSchema) }) });

/** An error answer as the API builds it, for the examples. */
const errorOf = (code: string, message: string, field?: string) => ({
  message,
  error: [field ? { message, field } : { message }],
  errors: field ? { [field]: [message] } : {},
  code,
});

const loadExamples = {
  body: { instancia_id: 7, materia_id: 41, fecha_clase: '2025-03-10', ausentes: [102] },
  responses: {
    200: {
      data: {
        asistencias: [
          { id: 501, inscripto_id: 101, materia_id: 41, fecha_clase: '2025-03-10', asistencia: 1 },
          { id: 502, inscripto_id: 102, materia_id: 41, fecha_clase: '2025-03-10', asistencia: 0 },
        ],
      },
    },
    404: errorOf('not_found', instanciaMsg.notFound),
    422: errorOf('fecha_fuera_del_curso', asistenciaMsg.fechaFueraDelCurso('2025-03-03', '2025-07-04'), 'fecha_clase'),
  },
};

export const storeAsistencias = route({
  operationId: 'storeAsistencias',
  method: 'POST',
  path: '/api/asistencias-inscripto/store',
  access: staff('asistencias.registrar'),
  tag,
  summary: 'Registra la asistencia de una clase nueva (o la reemplaza con reemplazar: true)',
  description: storeDescription,
  body: asistenciaStoreSchema,
  responses: { 200: loadAnswer, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { ...loadExamples.body, reemplazar: false },
    responses: { ...loadExamples.responses, 409: errorOf('asistencias_existentes', asistenciaMsg.existing(24, '2025-03-10')) },
  },
});

export const updateAsistencias = route({
  operationId: 'updateAsistencias',
  method: 'PUT',
  path: '/api/asistencias-inscripto/update',
  access: staff('asistencias.registrar'),
  tag,
  summary: 'Modifica la asistencia de una clase',
  description: updateDescription,
  body: asistenciaSchema,
  responses: { 200: loadAnswer, 404: errorBodySchema, 422: errorBodySchema },
  examples: loadExamples,
});

export const getAsistenciasByFecha = route({
  operationId: 'getAsistenciasByFecha',
  method: 'GET',
  path: '/api/asistencias-inscripto/get-by-fecha',
  access: staff('asistencias.registrar'),
  tag,
  summary: 'Asistencias de una materia y fecha de clase',
  description:
    'Query instancia_id, materia_id, fecha_clase (AAAA-MM-DD). Responde {asistencias: [{inscripto_id, asistencia}]} (0 ausente, 1 presente); lista vacía si esa clase no se cargó. Su largo es la cantidad de marcas de la clase: la pantalla de carga nueva lo consulta al elegir materia y fecha para avisar que ya hay asistencias y ofrecer abrirlas en modo edición.',
  query: asistenciaQuerySchema,
  responses: { 200: z.object({ asistencias: z.array(asistenciaMarkSchema) }), 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    responses: {
      200: {
        asistencias: [
          { inscripto_id: 101, asistencia: 1 },
          { inscripto_id: 102, asistencia: 0 },
        ],
      },
      404: errorOf('not_found', instanciaMsg.notFound),
      422: errorOf('materia_not_of_carrera', asistenciaMsg.materiaNotOfCarrera, 'materia_id'),
    },
  },
});

export const listEstudiantes = route({
  operationId: 'listEstudiantes',
  method: 'GET',
  path: '/api/instancias/:id/estudiantes',
  access: staff('asistencias.registrar'),
  tag,
  summary: 'Inscriptos aprobados de una instancia (asistente de asistencias y notas)',
  description: 'dni opcional (coincidencia parcial); ordenados por apellido y nombre.',
  params: idParamSchema,
  query: estudiantesQuerySchema,
  responses: { 200: z.object({ data: z.object({ estudiantes: z.array(estudianteSchema) }) }), 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        data: {
          estudiantes: [
            { inscripto_id: 12, persona_id: 7, nombre: 'María', apellido: 'Gómez', tipo_documento: 'dni', numero_documento: '30123456' },
          ],
        },
      },
      404: { message: instanciaMsg.notFound, error: [{ message: instanciaMsg.notFound }], errors: {} },
    },
  },
});

export const getPlanillaAsistencias = route({
  operationId: 'getPlanillaAsistencias',
  method: 'GET',
  path: '/api/asistencias-inscripto/planilla',
  access: staff('asistencias.registrar'),
  tag,
  summary: 'Asistencias de una instancia y materia como matriz estudiantes × fechas (para la planilla Excel)',
  description:
    'Query instancia_id, materia_id. Responde {data: {instancia, materia, fechas: [AAAA-MM-DD], estudiantes: [{inscripto_id, numero_documento, apellido, nombre, marcas: ["P"|"A"|""]}]}}: los inscriptos aprobados por apellido y nombre y cada fecha con alguna marca de esa materia. La web arma con esto la planilla (DNI, Apellido, Nombre y una columna por fecha) que después se importa.',
  query: planillaQuerySchema,
  responses: { 200: z.object({ data: planillaAsistenciasSchema }), 404: errorBodySchema, 422: errorBodySchema },
});

export const importAsistencias = route({
  operationId: 'importAsistencias',
  method: 'POST',
  path: '/api/asistencias-inscripto/importar',
  access: staff('asistencias.registrar'),
  tag,
  summary: 'Importa la planilla de asistencias (vista previa o guardado, todo o nada)',
  description:
    'Cuerpo {instancia_id, materia_id, encabezado: [celdas de la fila 1], filas: [{fila, celdas}], aplicar, reemplazar}. Valida toda la planilla antes de escribir: con algún error responde 422 code planilla_invalida y errors por celda ("D5": ["..."]). aplicar: false responde la vista previa {aplicado: false, nuevas, reemplazos, sin_cambios, cambios}; aplicar: true guarda todo o nada. Una celda vacía no escribe nada (nunca borra una asistencia). Si la planilla cambia asistencias ya cargadas y no trae reemplazar: true, responde 409 asistencias_existentes y no escribe nada (la regla de la carga de una clase, decisiones 89 a 94).',
  body: importarPlanillaSchema,
  responses: {
    200: z.object({ data: importarPlanillaResultSchema }),
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  },
});

export const asistenciasRoutes = [
  listEstudiantes,
  storeAsistencias,
  updateAsistencias,
  getAsistenciasByFecha,
  getPlanillaAsistencias,
  importAsistencias,
] as const;
