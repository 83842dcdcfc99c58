import type { MergeData } from '@ingreso/shared';
import { identidadApi, identidadKeys } from '@/api/identidad';
import { inscripcionesKeys } from '@/api/inscripciones';
import { useResourceMutation } from '@/api/mutation';
import { personasKeys } from '@/api/personas';

/** Resolving a claim, merging or linking changes whose the persona is: its views and the enrolment lists refresh. */
export function useTransferClaim() {
  return useResourceMutation(identidadKeys.all, (id: number) => identidadApi.transfer(id), [personasKeys.all, inscripcionesKeys.all], {
    refreshOnError: true,
  });
}

export function useRefuseClaim() {
  return useResourceMutation(identidadKeys.all, ({ id, respuesta }: { id: number; respuesta: string }) =>
    identidadApi.refuse(id, respuesta),
  );
}

export function useMergePersonas() {
  return useResourceMutation(identidadKeys.all, (body: MergeData) => identidadApi.merge(body), [personasKeys.all, inscripcionesKeys.all], {
    refreshOnError: true,
  });
}

export function useNotDuplicate() {
  return useResourceMutation(identidadKeys.all, ({ a, b }: { a: number; b: number }) => identidadApi.notDuplicate(a, b));
}
