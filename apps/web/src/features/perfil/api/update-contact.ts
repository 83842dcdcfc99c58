import type { PersonaContactData } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { inscripcionesKeys } from '@/api/inscripciones';
import { personasApi, personasKeys } from '@/api/personas';
import { getSession, updateSession } from '@/lib/session';

/** The contact fields only (an applicant may change nothing else); the staff's enrolment detail shows them too. */
export function useUpdateContact(userId: number, personaId: number) {
  const queryClient = useQueryClient();
  return useResourceMutation(personasKeys.all, (data: PersonaContactData) => personasApi.update(personaId, data), [inscripcionesKeys.all], {
    onSuccess: (persona) => {
      queryClient.setQueryData(personasKeys.byUser(userId), persona);
      // The session keeps the persona (seed): screens reading it see the new contact data.
      updateSession({ persona: { ...(getSession()?.persona ?? {}), ...persona } });
    },
  });
}
