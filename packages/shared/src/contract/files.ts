import { z } from 'zod';
import { DOCUMENT_NAMES, type DocumentName } from '../enums.js';
import { UPLOAD_MAX_BYTES, personaMsg, personaResponseSchema, uploadMsg } from '../persona.js';
import { owner, ownedField, ownedPath } from './access.js';
import { binaryBody, errorBodySchema, filePart, idPath, multipartDocuments, signedLinkQuerySchema, errorExample } from './common.js';
import { personaExample } from './examples.js';
import { route } from './route.js';

/** An applicant's documents (seed 000 §5): upload, delete, download. */
const tag = 'documentos';

const personaEnvelope = z.object({ persona: personaResponseSchema });

/** One optional file part per document name; the handler checks them while they stream in. */
const documentParts = Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, filePart.optional()])) as {
  [N in DocumentName]: z.ZodOptional<typeof filePart>;
};

export const uploadDocumentsBody = multipartDocuments({
  persona_id: z.string().meta({ description: 'id de la persona dueña de los documentos' }),
  ...documentParts,
});

const fileIdPath = idPath('fileId', uploadMsg.fileNotFound);

export const uploadDocuments = route({
  operationId: 'uploadDocuments',
  method: 'POST',
  path: '/api/files/store_docs_persona',
  access: owner([ownedField('persona', 'persona_id')], { permission: 'documentos.gestionar' }),
  tag,
  summary: 'Sube documentos de una persona',
  description: `multipart/form-data: persona_id y un archivo por código de documento (${DOCUMENT_NAMES.join(', ')} o uno que nombre una lista de requisitos, decisión 180). JPEG, PNG, WebP o PDF según su contenido (los que acepten las listas para ese código), hasta ${UPLOAD_MAX_BYTES} bytes cada uno. Un archivo nuevo reemplaza al anterior del mismo nombre. Responde {persona} con sus archivos.`,
  body: uploadDocumentsBody,
  // 409: a document already accepted by staff is locked (issue 15).
  responses: { 200: personaEnvelope, 404: errorBodySchema, 409: errorBodySchema },
  examples: {
    responses: {
      200: { persona: personaExample },
      404: errorExample(personaMsg.personaNotFound),
      413: errorExample(uploadMsg.tooBig, { dni_frente: [uploadMsg.tooBig] }),
      415: errorExample(uploadMsg.badType, { dni_frente: [uploadMsg.badType] }),
    },
  },
});

export const deleteDocument = route({
  operationId: 'deleteDocument',
  method: 'DELETE',
  path: '/api/files/delete/:fileId',
  access: owner([ownedPath('file', 'fileId')], { permission: 'documentos.gestionar' }),
  tag,
  summary: 'Elimina un documento',
  description: 'Responde {persona} con sus archivos.',
  params: fileIdPath,
  // 409: an accepted document, or any document of an approved enrolment (issue 15).
  responses: { 200: personaEnvelope, 404: errorBodySchema, 409: errorBodySchema },
  examples: { responses: { 200: { persona: { ...personaExample, files: [] } }, 404: errorExample(uploadMsg.fileNotFound) } },
});

export const downloadDocument = route({
  operationId: 'downloadDocument',
  method: 'GET',
  path: '/api/files/:fileId',
  access: owner([ownedPath('file', 'fileId')], { permission: 'documentos.ver', signedLink: true }),
  tag,
  summary: 'Descarga un documento',
  description:
    'Con el encabezado Authorization (dueño o personal) o con el enlace firmado (exp, sid, v, sig) que trae la url de cada archivo. El enlace vale 10 minutos, solo mientras siga abierta la sesión que lo generó (con los permisos que esa sesión tenga) y solo para la versión del documento para la que se generó: si el documento se reemplazó, responde 410.',
  params: fileIdPath,
  query: signedLinkQuerySchema,
  responses: { 200: binaryBody, 404: errorBodySchema, 410: errorBodySchema },
  fileMediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  examples: {
    responses: {
      401: errorExample(uploadMsg.linkSessionEnded),
      404: errorExample(uploadMsg.fileNotFound),
      410: errorExample(uploadMsg.linkReplaced),
    },
  },
});

export const filesRoutes = [uploadDocuments, deleteDocument, downloadDocument] as const;
