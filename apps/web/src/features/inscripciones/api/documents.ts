import type { DocumentName, PersonaResponse } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress, type UploadProgress } from '@/components/document-upload';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { enrolmentQueryKey, type EnrolmentAnswer } from './get-enrolment';

interface PersonaAnswer {
  persona: PersonaResponse;
}

/**
 * POST /api/files/store_docs_persona/: persona_id, then each file under its
 * document name, in one request. Answers the persona with all its files.
 */
export async function storeDocuments(
  personaId: number,
  files: Array<[DocumentName, File]>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<PersonaResponse> {
  const body = new FormData();
  body.append('persona_id', String(personaId));
  for (const [name, file] of files) body.append(name, file, file.name);
  return (await uploadWithProgress<PersonaAnswer>(paths.api.storeDocsPersona, body, { onProgress })).persona;
}

/** DELETE /api/files/delete/{fileId}: answers the persona with the files left. */
export async function deleteDocument(fileId: number): Promise<PersonaResponse> {
  return (await api.delete<PersonaAnswer>(paths.api.deleteFile(fileId))).persona;
}

/** The enrolment detail (and so the detail modal's links) shows the persona's new set of files. */
export function usePersonaFilesUpdate(enrolmentId: number) {
  const queryClient = useQueryClient();
  return (persona: PersonaResponse) =>
    queryClient.setQueryData<EnrolmentAnswer>(enrolmentQueryKey(enrolmentId), (current) =>
      current ? { ...current, inscripto: { ...current.inscripto, persona } } : current,
    );
}

export function useDeleteDocument(enrolmentId: number) {
  const update = usePersonaFilesUpdate(enrolmentId);
  return useMutation({ mutationFn: deleteDocument, onSuccess: update });
}
