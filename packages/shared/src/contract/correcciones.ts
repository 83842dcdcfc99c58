import { z } from 'zod';
import {
  CORRECCION_ESTADOS,
  correccionCreateSchema,
  correccionMsg,
  correccionRefuseSchema,
  correccionSchema,
  personaStaffEditSchema,
  staffCorreccionSchema,
  type Correccion,
} from '../correccion.js';
import { personaMsg, personaResponseSchema } from '../persona.js';
import { owner, ownedPath, staff } from './access.js';
import { errorBodySchema, errorExample, idPath } from './common.js';
import { personaExample } from './examples.js';
import { route } from './route.js';

/** Correction requests of locked personal data (issue 14 §2): the applicant asks, staff apply or refuse. */
const tag = 'correcciones';

const correccionExample: Correccion = {
  id: 5,
  persona_id: 31,
  campo: 'nombre',
  valor_actual: 'María',
  valor_propuesto: 'María Laura',
  motivo: 'Mi segundo nombre figura en el DNI.',
  estado: 'pendiente',
  respuesta: null,
  created_at: '2026-02-03T12:00:00.000Z',
  resuelta_at: null,
  resuelta_por: null,
};
const staffExample = { ...correccionExample, persona: { nombre: 'María', apellido: 'Gómez', numero_documento: '30123456' } };

const correccionIdPath = idPath('id', correccionMsg.notFound);

export const createCorreccion = route({
  operationId: 'createCorreccion',
  method: 'POST',
  path: '/api/correcciones/persona/:id',
  access: owner([ownedPath('persona')], { ownerOnly: true, note: 'la pide el aspirante dueño de los datos' }),
  tag,
  summary: 'El aspirante pide corregir un dato bloqueado',
  description:
    'campo (nombre, apellido, numero_documento, cuit, fecha_nacimiento, direccion, piso, departamento, localidad, provincia), valor propuesto (con la regla del asistente para ese campo) y motivo. 409 si ya hay una solicitud abierta para ese campo; 422 si el valor propuesto es el que ya está registrado.',
  params: idPath('id', personaMsg.personaNotFound),
  body: correccionCreateSchema,
  responses: { 201: z.object({ correccion: correccionSchema }), 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { campo: 'nombre', valor: 'María Laura', motivo: 'Mi segundo nombre figura en el DNI.' },
    responses: { 201: { correccion: correccionExample }, 409: errorExample(correccionMsg.openExists, {}, 'correccion_abierta') },
  },
});

export const listPersonaCorrecciones = route({
  operationId: 'listPersonaCorrecciones',
  method: 'GET',
  path: '/api/correcciones/persona/:id',
  access: owner([ownedPath('persona')]),
  tag,
  summary: 'Solicitudes de corrección de una persona, la más nueva primero',
  params: idPath('id', personaMsg.personaNotFound),
  responses: { 200: z.object({ correcciones: z.array(correccionSchema) }), 404: errorBodySchema },
  examples: { responses: { 200: { correcciones: [correccionExample] } } },
});

export const listCorrecciones = route({
  operationId: 'listCorrecciones',
  method: 'GET',
  path: '/api/correcciones',
  access: staff('personas.corregir'),
  tag,
  summary: 'Solicitudes de corrección por estado (personal)',
  description: 'Por omisión las pendientes, la más vieja primero; aplicadas y rechazadas, la más nueva primero (hasta 200).',
  query: z.object({ estado: z.enum(CORRECCION_ESTADOS).default('pendiente') }),
  responses: { 200: z.object({ correcciones: z.array(staffCorreccionSchema) }) },
  examples: { responses: { 200: { correcciones: [staffExample] } } },
});

export const countCorrecciones = route({
  operationId: 'countCorrecciones',
  method: 'GET',
  path: '/api/correcciones/pendientes',
  access: staff('personas.corregir'),
  tag,
  summary: 'Cuántas solicitudes de corrección esperan respuesta (el menú del personal)',
  responses: { 200: z.object({ pendientes: z.number().int() }) },
  examples: { responses: { 200: { pendientes: 3 } } },
});

export const applyCorreccion = route({
  operationId: 'applyCorreccion',
  method: 'POST',
  path: '/api/correcciones/aplicar/:id',
  access: staff('personas.corregir'),
  tag,
  summary: 'Aplica una solicitud de corrección con la edición auditada del personal',
  description:
    'Cuerpo: el de PUT /api/personas/datos/{id} ({persona, updated_at}), con el valor propuesto ya puesto (el personal puede ajustar otros campos, como el CUIT de un DNI corregido). En una transacción: edita la persona, audita cada cambio y marca la solicitud aplicada; después avisa al aspirante por correo. 409 si la solicitud ya fue resuelta, si la persona cambió desde que se abrió el formulario o si el documento es de otra persona.',
  params: correccionIdPath,
  body: personaStaffEditSchema,
  responses: {
    200: z.object({ correccion: correccionSchema, persona: personaResponseSchema }),
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  },
  examples: {
    responses: {
      200: {
        correccion: { ...correccionExample, estado: 'aplicada', resuelta_at: '2026-02-04T09:00:00.000Z', resuelta_por: 'Bedelía' },
        persona: { ...personaExample, nombre: 'María Laura' },
      },
      409: errorExample(correccionMsg.notPending, {}, 'correccion_resuelta'),
    },
  },
});

export const refuseCorreccion = route({
  operationId: 'refuseCorreccion',
  method: 'POST',
  path: '/api/correcciones/rechazar/:id',
  access: staff('personas.corregir'),
  tag,
  summary: 'Rechaza una solicitud de corrección con un mensaje para el aspirante',
  description: 'El mensaje se guarda como texto, queda en la auditoría y se envía por correo. 409 si la solicitud ya fue resuelta.',
  params: correccionIdPath,
  body: correccionRefuseSchema,
  responses: { 200: z.object({ correccion: correccionSchema }), 404: errorBodySchema, 409: errorBodySchema },
  examples: {
    body: { respuesta: 'El DNI adjunto no muestra el segundo nombre.' },
    responses: {
      200: {
        correccion: {
          ...correccionExample,
          estado: 'rechazada',
          respuesta: 'El DNI adjunto no muestra el segundo nombre.',
          resuelta_at: '2026-02-04T09:00:00.000Z',
          resuelta_por: 'Bedelía',
        },
      },
    },
  },
});

export const correccionesRoutes = [
  createCorreccion,
  listPersonaCorrecciones,
  listCorrecciones,
  countCorrecciones,
  applyCorreccion,
  refuseCorreccion,
] as const;
