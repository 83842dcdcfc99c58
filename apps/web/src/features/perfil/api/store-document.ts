import type { DocumentName, PersonaResponse } from '@ingreso/shared';
import { uploadWithProgress, type UploadProgress } from '@/components/document-upload';
import { paths } from '@/config/paths';
import type { PersonaAnswer } from './get-persona';

/**
 * POST /api/files/store_docs_persona/ with one document: persona_id, then the
 * file under its document name. A file of the same name replaces the old one.
 */
export async function storeDocument(
  personaId: number,
  name: DocumentName,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<PersonaResponse> {
  const body = new FormData();
  body.append('persona_id', String(personaId));
  body.append(name, file, file.name);
  const answer = await uploadWithProgress<PersonaAnswer>(paths.api.storeDocsPersona, body, { onProgress });
  return answer.persona;
}
