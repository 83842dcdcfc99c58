import { filesRefs as f, pathOf, type PersonaResponse, type ResponseOf } from '@ingreso/shared';
import { uploadWithProgress, type UploadProgress } from '@/components/document-upload/upload-with-progress';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/**
 * A persona's documents. Nothing here is cached on its own: the files travel inside the
 * persona (each with a signed link, valid 10 minutes), so the resource a change refreshes is
 * the persona (`personasKeys.all`, in api/personas.ts), and with it the enrolment detail that shows the files
 * and the board's count of missing documents.
 */
// A new file resets its requirement's review to pendiente (issue 15): the requirement lists and queues refresh too.
export const documentsTouch = [resourcePrefix.inscripciones, resourcePrefix.dashboard, resourcePrefix.requisitos] as const;

export const filesApi = {
  /**
   * persona_id first, then one part per document, keyed by its name; a file of the same
   * name replaces the old one. Sent with upload progress (XMLHttpRequest: fetch() reports
   * none), so each box can show how far its file got. Answers the persona with all its files.
   */
  upload: async (
    personaId: number,
    /** [document code, file]: a seed document or one a requirement list names (decision 180). */
    files: Array<[string, File]>,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<PersonaResponse> => {
    const body = new FormData();
    body.append('persona_id', String(personaId));
    for (const [name, file] of files) body.append(name, file, file.name);
    return (await uploadWithProgress<ResponseOf<typeof f.uploadDocuments>>(pathOf(f.uploadDocuments), body, { onProgress })).persona;
  },
  /** Answers the persona with the files left. */
  remove: async (fileId: number): Promise<PersonaResponse> => (await callRoute(f.deleteDocument, { params: { fileId } })).persona,
};
