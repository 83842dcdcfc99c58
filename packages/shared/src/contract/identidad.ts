import { z } from 'zod';
import {
  RECLAMO_ESTADOS,
  duplicatePairSchema,
  identidadMsg,
  linkAccountSchema,
  mergeSchema,
  notDuplicateSchema,
  reclamoResolveSchema,
  reclamoSchema,
  staffReclamoSchema,
  type Reclamo,
  type StaffReclamo,
} from '../identidad.js';
import { UPLOAD_MAX_BYTES, personaMsg, personaResponseSchema, uploadMsg } from '../persona.js';
import { owner, ownedPath, signedIn, staff } from './access.js';
import { binaryBody, errorBodySchema, errorExample, filePart, idPath, multipartFields, signedLinkQuerySchema } from './common.js';
import { personaExample } from './examples.js';
import { route } from './route.js';

/** Identity (issue 18): claims of a document number, linking a counter registration, duplicates and merge. */
const tag = 'identidad';

const reclamoExample: Reclamo = {
  id: 4,
  numero_documento: '30111222',
  nota: 'Es mi DNI; nunca creé otra cuenta.',
  estado: 'pendiente',
  respuesta: null,
  created_at: '2026-02-03T12:00:00.000Z',
  resuelta_at: null,
  archivos: [
    {
      id: 9,
      nombre: 'frente',
      url: '/api/identidad/archivos/9?exp=1770120600&sid=412&v=Qm9sZXRhMjAyNl9h&sig=x1y2z3',
      mime_type: 'image/jpeg',
      size: 48213,
    },
    {
      id: 10,
      nombre: 'dorso',
      url: '/api/identidad/archivos/10?exp=1770120600&sid=412&v=Qm9sZXRhMjAyNl9i&sig=x1y2z4',
      mime_type: 'image/jpeg',
      size: 45120,
    },
  ],
};
const staffReclamoExample: StaffReclamo = {
  ...reclamoExample,
  reclamante: { id: 77, name: 'Lucía Fernández', email: 'lucia.fernandez@correo.test' },
  titular: {
    id: 31,
    nombre: 'Lucía',
    apellido: 'Fernández',
    tipo_documento: 'dni',
    numero_documento: '30111222',
    fecha_nacimiento: '2005-06-21',
    email: 'otra.persona@correo.test',
    cuenta_email: 'otra.persona@correo.test',
    inscripciones: 1,
    documentos: [{ id: 5, name: 'dni_frente', url: '/api/files/5?exp=1770120600&sid=412&v=Qm9sZXRh&sig=a1', mime_type: 'image/jpeg' }],
  },
  resuelta_por: null,
};

const reclamoIdPath = idPath('id', identidadMsg.notFound);

export const createIdentityClaimBody = multipartFields({
  numero_documento: z.string().meta({ description: 'el número de documento que se reclama' }),
  nota: z.string().meta({ description: 'por qué el documento es del aspirante (hasta 1000 caracteres)' }),
  frente: filePart,
  dorso: filePart,
  selfie: filePart.optional(),
});

export const createIdentityClaim = route({
  operationId: 'createIdentityClaim',
  method: 'POST',
  path: '/api/identidad/reclamos',
  access: signedIn('el aspirante reclama un documento para su propia cuenta'),
  tag,
  summary: 'El aspirante reclama un número de documento registrado por otra cuenta o por el personal',
  description: `multipart/form-data: numero_documento, nota, frente y dorso del documento y una selfie opcional con el documento (JPEG, PNG, WebP o PDF según su contenido, hasta ${UPLOAD_MAX_BYTES} bytes cada uno). La respuesta es la misma tenga o no alguien ese número. 409 si la cuenta ya tiene datos personales o ya tiene un reclamo abierto por ese número; 429 como el asistente. Si algo falla no queda ni el reclamo ni ningún archivo.`,
  body: createIdentityClaimBody,
  responses: {
    201: z.object({ reclamo: reclamoSchema, message: z.string() }),
    403: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
  examples: {
    responses: {
      201: { reclamo: reclamoExample, message: identidadMsg.created },
      409: errorExample(identidadMsg.openExists, {}, 'reclamo_abierto'),
      413: errorExample(uploadMsg.tooBig, { frente: [uploadMsg.tooBig] }),
    },
  },
});

export const listMyIdentityClaims = route({
  operationId: 'listMyIdentityClaims',
  method: 'GET',
  path: '/api/identidad/mis-reclamos',
  access: signedIn('solo los reclamos de la propia cuenta'),
  tag,
  summary: 'Los reclamos de identidad de la cuenta, el más nuevo primero',
  responses: { 200: z.object({ reclamos: z.array(reclamoSchema) }) },
  examples: { responses: { 200: { reclamos: [reclamoExample] } } },
});

export const listIdentityClaims = route({
  operationId: 'listIdentityClaims',
  method: 'GET',
  path: '/api/identidad/reclamos',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Reclamos de identidad por estado (personal)',
  description: 'Por omisión los pendientes, el más viejo primero; los resueltos, el más nuevo primero (hasta 200).',
  query: z.object({ estado: z.enum(RECLAMO_ESTADOS).default('pendiente') }),
  responses: { 200: z.object({ reclamos: z.array(staffReclamoSchema) }) },
  examples: { responses: { 200: { reclamos: [staffReclamoExample] } } },
});

export const countIdentityClaims = route({
  operationId: 'countIdentityClaims',
  method: 'GET',
  path: '/api/identidad/reclamos/pendientes',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Cuántos reclamos de identidad esperan respuesta (el menú del personal)',
  responses: { 200: z.object({ pendientes: z.number().int() }) },
  examples: { responses: { 200: { pendientes: 2 } } },
});

export const getIdentityClaim = route({
  operationId: 'getIdentityClaim',
  method: 'GET',
  path: '/api/identidad/reclamos/:id',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Un reclamo con los documentos de las dos partes, para compararlos',
  params: reclamoIdPath,
  responses: { 200: z.object({ reclamo: staffReclamoSchema }), 404: errorBodySchema },
  examples: { responses: { 200: { reclamo: staffReclamoExample } } },
});

export const resolveIdentityClaim = route({
  operationId: 'resolveIdentityClaim',
  method: 'POST',
  path: '/api/identidad/reclamos/:id/resolver',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Transfiere la persona a quien reclama, o rechaza el reclamo con un motivo',
  description:
    'transferir: en una transacción, la persona (con sus inscripciones, documentos, asistencias y notas) pasa a la cuenta que reclama y la otra cuenta la pierde; se audita y se avisa por correo a las dos cuentas. rechazar: guarda el motivo, lo audita y avisa a las dos. 409 si ya fue resuelto, si nadie tiene ese número o si la cuenta que reclama ya tiene datos personales.',
  params: reclamoIdPath,
  body: reclamoResolveSchema,
  responses: { 200: z.object({ reclamo: staffReclamoSchema }), 404: errorBodySchema, 409: errorBodySchema },
  examples: {
    body: { decision: 'rechazar', respuesta: 'El documento adjunto no se lee.' },
    responses: {
      200: {
        reclamo: { ...staffReclamoExample, estado: 'transferida', resuelta_at: '2026-02-04T09:00:00.000Z', resuelta_por: 'Secretaría' },
      },
    },
  },
});

export const downloadIdentityClaimFile = route({
  operationId: 'downloadIdentityClaimFile',
  method: 'GET',
  path: '/api/identidad/archivos/:id',
  access: owner([ownedPath('reclamo_archivo')], { permission: 'identidad.resolver', signedLink: true }),
  tag,
  summary: 'Descarga un archivo de un reclamo de identidad',
  description:
    'Con el encabezado Authorization (la cuenta que reclamó o el personal con identidad.resolver) o con el enlace firmado del archivo (vale 10 minutos, mientras siga abierta la sesión que lo generó). Ningún otro aspirante lo abre, tampoco el titular del número.',
  params: idPath('id', identidadMsg.fileNotFound),
  query: signedLinkQuerySchema,
  responses: { 200: binaryBody, 404: errorBodySchema, 410: errorBodySchema },
  fileMediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  examples: { responses: { 404: errorExample(identidadMsg.fileNotFound) } },
});

export const linkPersonaAccount = route({
  operationId: 'linkPersonaAccount',
  method: 'POST',
  path: '/api/identidad/personas/:id/vincular',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Vincula una persona cargada sin cuenta a la cuenta activada de un aspirante',
  description:
    'Cuerpo: {email} de la cuenta. La persona pasa a la cuenta con sus inscripciones y documentos; se audita y se avisa al aspirante. 404 si no hay cuenta de aspirante con ese correo; 409 si la persona ya tiene cuenta o la cuenta ya tiene datos personales; 422 si la cuenta no fue activada.',
  params: idPath('id', personaMsg.personaNotFound),
  body: linkAccountSchema,
  responses: {
    200: z.object({ persona: personaResponseSchema, message: z.string() }),
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  },
  examples: {
    body: { email: 'lucia.fernandez@correo.test' },
    responses: {
      200: { persona: personaExample, message: identidadMsg.linked },
      409: errorExample(identidadMsg.personaHasAccount, {}, 'persona_con_cuenta'),
    },
  },
});

export const listDuplicatePersonas = route({
  operationId: 'listDuplicatePersonas',
  method: 'GET',
  path: '/api/identidad/duplicados',
  access: staff('personas.ver'),
  tag,
  summary: 'Posibles personas duplicadas',
  description:
    'Pares de personas con distinto número de documento y el mismo CUIT/CUIL, el mismo correo o el mismo apellido, nombre y fecha de nacimiento sin acentos ni mayúsculas y con errores de tipeo (similitud de trigramas de al menos 0,6). Con persona_id, solo los de esa persona. Sin los pares marcados como distintos. Hasta 100.',
  query: z.object({ persona_id: z.coerce.number().int().positive().optional() }),
  responses: { 200: z.object({ pares: z.array(duplicatePairSchema) }) },
  examples: { responses: { 200: { pares: [] } } },
});

export const mergePersonas = route({
  operationId: 'mergePersonas',
  method: 'POST',
  path: '/api/identidad/fusionar',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Fusiona una persona duplicada en otra, eligiendo campo por campo los valores que quedan',
  description:
    'En una transacción: los valores elegidos pasan a la sobreviviente; inscripciones (con sus asistencias y notas), documentos que le falten y correcciones pasan a ella; la duplicada se borra; se audita con los valores de las dos. 409 si las dos tienen inscripciones en la misma instancia o si las dos tienen cuenta.',
  body: mergeSchema,
  responses: {
    200: z.object({ persona: personaResponseSchema, message: z.string() }),
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  },
  examples: {
    body: { sobreviviente_id: 31, duplicada_id: 45, valores: { email: 'duplicada' } },
    responses: {
      200: { persona: personaExample, message: identidadMsg.merged },
      409: errorExample(identidadMsg.mergeConflict, {}, 'fusion_conflicto'),
    },
  },
});

export const markNotDuplicate = route({
  operationId: 'markNotDuplicate',
  method: 'POST',
  path: '/api/identidad/no-duplicados',
  access: staff('identidad.resolver'),
  tag,
  summary: 'Registra que dos personas no son la misma: el par deja de listarse',
  body: notDuplicateSchema,
  responses: { 200: z.object({ message: z.string() }), 404: errorBodySchema, 422: errorBodySchema },
  examples: { body: { a_id: 31, b_id: 45 }, responses: { 200: { message: identidadMsg.markedNotDuplicate } } },
});

export const identidadRoutes = [
  createIdentityClaim,
  listMyIdentityClaims,
  listIdentityClaims,
  countIdentityClaims,
  getIdentityClaim,
  resolveIdentityClaim,
  downloadIdentityClaimFile,
  linkPersonaAccount,
  listDuplicatePersonas,
  mergePersonas,
  markNotDuplicate,
] as const;
