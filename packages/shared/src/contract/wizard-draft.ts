import { z } from 'zod';
import { DOCUMENT_NAMES, type DocumentName } from '../enums.js';
import { UPLOAD_MAX_BYTES, personaMsg, uploadMsg } from '../persona.js';
import { draftMsg, wizardDraftBodySchema, wizardDraftFileSchema, wizardDraftSchema } from '../wizard-draft.js';
import { signedIn } from './access.js';
import { errorBodySchema, errorExample, filePart, multipartDocuments } from './common.js';
import { REQUISITO_CODIGO_PATTERN } from '../requisito.js';
import { route } from './route.js';

/** The registration wizard's draft on the server (issue 14 §3) and its DNI check (§4). */
const tag = 'registro';

const draftEnvelope = z.object({ draft: wizardDraftSchema.nullable() });
const filesEnvelope = z.object({ files: z.array(wizardDraftFileSchema) });

const fileExample = { name: 'dni_frente', mime_type: 'image/jpeg', size: 184_233, original_name: 'dni-frente.jpg' } as const;
const draftExample = {
  step: 1,
  values: { persona: { nombre: 'María', apellido: 'Gómez', numero_documento: '30123456' }, discapacidad: '0' },
  welcome_seen: true,
  files: [fileExample],
};

export const getWizardDraft = route({
  operationId: 'getWizardDraft',
  method: 'GET',
  path: '/api/wizard-draft',
  access: signedIn('solo el borrador de la propia cuenta'),
  tag,
  summary: 'Borrador del asistente de registro de la cuenta',
  description:
    'El paso, los valores guardados en cada Siguiente, si ya vio la bienvenida y los documentos ya subidos. `draft` es null si la cuenta no empezó el asistente o ya lo terminó.',
  responses: { 200: draftEnvelope },
  examples: { responses: { 200: { draft: draftExample } } },
});

export const saveWizardDraft = route({
  operationId: 'saveWizardDraft',
  method: 'PUT',
  path: '/api/wizard-draft',
  access: signedIn('solo el borrador de la propia cuenta'),
  tag,
  summary: 'Guarda el borrador del asistente de registro',
  description:
    'Cuerpo: step (0 a 3), values (los grupos del formulario, hasta 32 768 caracteres) y welcome_seen; lo que no llega queda como estaba. Responde {draft}.',
  body: wizardDraftBodySchema,
  responses: { 200: draftEnvelope, 409: errorBodySchema },
  examples: {
    body: { step: 1, values: draftExample.values },
    responses: { 200: { draft: draftExample }, 400: errorExample(draftMsg.tooLarge, { values: [draftMsg.tooLarge] }) },
  },
});

/** One optional file part per document name, as the persona's upload. */
const documentParts = Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, filePart.optional()])) as {
  [N in DocumentName]: z.ZodOptional<typeof filePart>;
};

export const uploadWizardDraftFiles = route({
  operationId: 'uploadWizardDraftFiles',
  method: 'POST',
  path: '/api/wizard-draft/files',
  access: signedIn('solo el borrador de la propia cuenta'),
  tag,
  summary: 'Sube documentos elegidos en el asistente, antes de que exista la persona',
  description: `multipart/form-data: un archivo por código de documento (${DOCUMENT_NAMES.join(', ')} o uno que nombre una lista de requisitos). Las mismas reglas que la subida de documentos de una persona: JPEG, PNG, WebP o PDF según su contenido, hasta ${UPLOAD_MAX_BYTES} bytes, todo o nada. Uno nuevo reemplaza al del mismo nombre. Finalizar los pasa a la persona. Responde {files}.`,
  body: multipartDocuments(documentParts),
  responses: { 200: filesEnvelope, 409: errorBodySchema },
  examples: {
    responses: {
      200: { files: [fileExample] },
      409: errorExample('Ya completaste tus datos personales. Para modificarlos, ingresá a Mi Perfil.'),
      413: errorExample(uploadMsg.tooBig, { dni_frente: [uploadMsg.tooBig] }),
      415: errorExample(uploadMsg.badType, { dni_frente: [uploadMsg.badType] }),
    },
  },
});

export const deleteWizardDraftFile = route({
  operationId: 'deleteWizardDraftFile',
  method: 'DELETE',
  path: '/api/wizard-draft/files/:name',
  access: signedIn('solo el borrador de la propia cuenta'),
  tag,
  summary: 'Quita un documento del borrador del asistente',
  description: 'Borra la fila y el archivo. Responde {files} con los que quedan.',
  params: z.object({ name: z.string().regex(REQUISITO_CODIGO_PATTERN, uploadMsg.unknownDocument) }),
  responses: { 200: filesEnvelope, 404: errorBodySchema },
  examples: { responses: { 200: { files: [] }, 404: errorExample(draftMsg.fileNotFound) } },
});

export const checkDniAvailable = route({
  operationId: 'checkDniAvailable',
  method: 'GET',
  path: '/api/wizard-draft/dni/:dni',
  access: signedIn('dice solo si el número está libre, nunca de quién es'),
  tag,
  summary: 'Indica si un número de documento está libre para registrarse',
  description:
    'Responde {available}; si no lo está, también el mensaje que explica qué hacer (escribir a la facultad). No dice a quién pertenece el documento.',
  params: z.object({ dni: z.string(personaMsg.numeroDocumento).regex(/^\d{8}$/, personaMsg.numeroDocumento) }),
  responses: { 200: z.object({ available: z.boolean(), message: z.string().optional() }) },
  examples: { responses: { 200: { available: false, message: draftMsg.dniTaken } } },
});

export const wizardDraftRoutes = [
  getWizardDraft,
  saveWizardDraft,
  uploadWizardDraftFiles,
  deleteWizardDraftFile,
  checkDniAvailable,
] as const;
