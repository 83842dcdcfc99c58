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
import { UPLOAD_MAX_BYTES, personaMsg, personaResponseSchema, uploadMsg } from '../persona.js';
import { owner, ownedPath, staff } from './access.js';
import { binaryBody, errorBodySchema, errorExample, filePart, idPath, multipartFields, signedLinkQuerySchema } from './common.js';
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
  respaldo: {
    url: '/api/correcciones/respaldo/5?exp=1770120600&sid=412&v=Qm9sZXRhMjAyNl9h&sig=x1y2z3',
    mime_type: 'application/pdf',
    size: 48213,
    original_name: 'dni.pdf',
  },
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

/** The same request as multipart, with the optional supporting document in `respaldo`. */
export const createCorreccionBody = multipartFields({
  campo: z.string().meta({ description: 'el dato a corregir' }),
  valor: z.string().optional().meta({ description: 'el valor propuesto' }),
  motivo: z.string().meta({ description: 'por qué hay que corregirlo' }),
  respaldo: filePart.optional(),
});

export const createCorreccionConRespaldo = route({
  operationId: 'createCorreccionConRespaldo',
  method: 'POST',
  path: '/api/correcciones/persona/:id/respaldo',
  access: owner([ownedPath('persona')], { ownerOnly: true, note: 'la pide el aspirante dueño de los datos' }),
  tag,
  summary: 'El aspirante pide corregir un dato bloqueado, con un documento de respaldo',
  description: `multipart/form-data: campo, valor y motivo como en POST /api/correcciones/persona/{id}, y un archivo opcional respaldo (JPEG, PNG, WebP o PDF según su contenido, hasta ${UPLOAD_MAX_BYTES} bytes). Si algo falla no queda ni el pedido ni el archivo.`,
  params: idPath('id', personaMsg.personaNotFound),
  body: createCorreccionBody,
  responses: { 201: z.object({ correccion: correccionSchema }), 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    responses: {
      201: { correccion: correccionExample },
      413: errorExample(uploadMsg.tooBig, { respaldo: [uploadMsg.tooBig] }),
      415: errorExample(uploadMsg.badType, { respaldo: [uploadMsg.badType] }),
    },
  },
});

export const downloadCorreccionRespaldo = route({
  operationId: 'downloadCorreccionRespaldo',
  method: 'GET',
  path: '/api/correcciones/respaldo/:id',
  access: owner([ownedPath('correccion')], { permission: 'personas.corregir', signedLink: true }),
  tag,
  summary: 'Descarga el documento de respaldo de una solicitud de corrección',
  description:
    'Con el encabezado Authorization (el aspirante dueño o el personal con personas.corregir) o con el enlace firmado (exp, sid, v, sig) de respaldo.url: vale 10 minutos, solo mientras siga abierta la sesión que lo generó (con sus permisos) y solo para el documento para el que se generó (410 si no es el mismo).',
  params: correccionIdPath,
  query: signedLinkQuerySchema,
  responses: { 200: binaryBody, 404: errorBodySchema, 410: errorBodySchema },
  fileMediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  examples: {
    responses: {
      401: errorExample(uploadMsg.linkSessionEnded),
      404: errorExample(correccionMsg.respaldoNotFound),
      410: errorExample(uploadMsg.linkReplaced),
    },
  },
});

export const listPersonaCorrecciones = route({
  operationId: 'listPersonaCorrecciones',
  method: 'GET',
  path: '/api/correcciones/persona/:id',
  access: owner([ownedPath('persona')], { permission: 'personas.corregir' }),
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
  createCorreccionConRespaldo,
  downloadCorreccionRespaldo,
  listPersonaCorrecciones,
  listCorrecciones,
  countCorrecciones,
  applyCorreccion,
  refuseCorreccion,
] as const;
