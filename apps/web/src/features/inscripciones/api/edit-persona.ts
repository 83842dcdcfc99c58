import type { PersonaStaffEditInput } from '@ingreso/shared';
import { correccionesApi, correccionesKeys } from '@/api/correcciones';
import { inscripcionesKeys } from '@/api/inscripciones';
import { useResourceMutation } from '@/api/mutation';
import { personasApi, personasKeys } from '@/api/personas';

/**
 * The staff edit: the enrolment detail and its history, and every view of the persona, are asked
 * again, after a refusal too: a 409 means the persona changed, and reopening the form must show it.
 */
export function useEditPersona(personaId: number) {
  return useResourceMutation(
    personasKeys.all,
    (body: PersonaStaffEditInput) => personasApi.editAsStaff(personaId, body),
    [inscripcionesKeys.all, correccionesKeys.all],
    { refreshOnError: true },
  );
}

/** Applying a correction runs the same edit; the queue, its count and the enrolment history change too. */
export function useApplyCorreccion() {
  return useResourceMutation(
    correccionesKeys.all,
    ({ id, body }: { id: number; body: PersonaStaffEditInput }) => correccionesApi.apply(id, body),
    [personasKeys.all, inscripcionesKeys.all],
    { refreshOnError: true },
  );
}

export function useRefuseCorreccion() {
  return useResourceMutation(
    correccionesKeys.all,
    ({ id, respuesta }: { id: number; respuesta: string }) => correccionesApi.refuse(id, respuesta),
    [inscripcionesKeys.all],
  );
}
