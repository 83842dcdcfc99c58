import type { PersonaResponse } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { refreshQueries, useResourceMutation } from '@/api/mutation';
import { documentsTouch, filesApi } from '@/api/files';
import { inscripcionesKeys, type EnrolmentDetail } from '@/api/inscripciones';
import { personasKeys } from '@/api/personas';

/**
 * The enrolment detail (and so the detail modal's links) shows the persona's new set of
 * files at once; then every view of the persona and of the enrolments refreshes.
 */
export function usePersonaFilesUpdate(enrolmentId: number) {
  const queryClient = useQueryClient();
  return (persona: PersonaResponse) => {
    queryClient.setQueryData<EnrolmentDetail>(inscripcionesKeys.detail(enrolmentId), (current) =>
      current ? { ...current, inscripto: { ...current.inscripto, persona } } : current,
    );
    void refreshQueries(queryClient, [personasKeys.all, ...documentsTouch]);
  };
}

export function useDeleteDocument(enrolmentId: number) {
  const queryClient = useQueryClient();
  return useResourceMutation(personasKeys.all, filesApi.remove, documentsTouch, {
    onSuccess: (persona) =>
      queryClient.setQueryData<EnrolmentDetail>(inscripcionesKeys.detail(enrolmentId), (current) =>
        current ? { ...current, inscripto: { ...current.inscripto, persona } } : current,
      ),
  });
}
