import type { DocumentName, PersonaResponse } from '@ingreso/shared';
import { uploadWithProgress, type UploadProgress } from '@/components/document-upload';
import { paths } from '@/config/paths';

export interface StoreDocsResponse {
  persona: PersonaResponse;
}

export type DocumentFiles = Partial<Record<DocumentName, File>>;

/**
 * POST /api/files/store_docs_persona/: persona_id first, then one part per
 * document, keyed by its name. Sent with upload progress so each box can show
 * how far its file got.
 */
export function storePersonaDocuments(
  personaId: number,
  files: Array<[DocumentName, File]>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<StoreDocsResponse> {
  const body = new FormData();
  body.append('persona_id', String(personaId));
  for (const [name, file] of files) body.append(name, file, file.name);
  return uploadWithProgress<StoreDocsResponse>(paths.api.storeDocsPersona, body, { onProgress });
}
