import type { PersonaContactData, PersonaResponse } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { getSession, updateSession } from '@/lib/session';
import { profilePersonaQueryKey, type PersonaAnswer } from './get-persona';

/** PUT /api/personas/{id} with the contact fields only (an applicant may change nothing else). */
export function updateContact(personaId: number, data: PersonaContactData): Promise<PersonaAnswer> {
  return api.put<PersonaAnswer>(paths.api.persona(personaId), data);
}

export function useUpdateContact(userId: number, personaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: PersonaContactData) => updateContact(personaId, data),
    onSuccess: ({ persona }) => {
      queryClient.setQueryData<PersonaResponse>(profilePersonaQueryKey(userId), persona);
      // The session keeps the persona (seed): screens reading it see the new contact data.
      updateSession({ persona: { ...(getSession()?.persona ?? {}), ...persona } });
    },
  });
}
