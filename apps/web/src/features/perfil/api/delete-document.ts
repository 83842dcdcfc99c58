import type { PersonaResponse } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { profilePersonaQueryKey, type PersonaAnswer } from './get-persona';

/** DELETE /api/files/delete/{fileId}: answers the persona with the files left. */
export async function deleteDocument(fileId: number): Promise<PersonaResponse> {
  const answer = await api.delete<PersonaAnswer>(paths.api.deleteFile(fileId));
  return answer.persona;
}

export function useDeleteDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (persona) => queryClient.setQueryData(profilePersonaQueryKey(userId), persona),
  });
}
