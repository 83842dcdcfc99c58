import type { PersonaResponse } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { refreshQueries, useResourceMutation } from '@/api/mutation';
import { documentsTouch, filesApi } from '@/api/files';
import { personasKeys } from '@/api/personas';
import type { UploadProgress } from '@/components/document-upload';

/**
 * Mi Documentación: each file is sent as soon as it is chosen, with its own progress. The
 * answer (the persona with all its files) shows at once; every view of the persona refreshes.
 */
export function useStoreDocument(userId: number) {
  const queryClient = useQueryClient();
  return async (personaId: number, name: string, file: File, onProgress?: (progress: UploadProgress) => void): Promise<PersonaResponse> => {
    const persona = await filesApi.upload(personaId, [[name, file]], onProgress);
    queryClient.setQueryData(personasKeys.byUser(userId), persona);
    void refreshQueries(queryClient, [personasKeys.all, ...documentsTouch]);
    return persona;
  };
}

/** Deletes a document: the answer (the persona with the files left) shows at once. */
export function useDeleteDocument(userId: number) {
  const queryClient = useQueryClient();
  return useResourceMutation(personasKeys.all, filesApi.remove, documentsTouch, {
    onSuccess: (persona) => queryClient.setQueryData(personasKeys.byUser(userId), persona),
  });
}
