import type { InstanciaInput } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceMutation } from '@/api/mutation';
import { instanciaChangeTouches, instanciasApi, instanciasKeys } from '@/api/instancias';

/**
 * Creates (id null) or edits an instancia; both answer the saved instancia with its
 * subjects, which the detail shows at once. Every instancias query refreshes (the
 * inscripciones picker and the offerings included), also after a failure: an instancia
 * deleted meanwhile (404) must leave the list too.
 */
export function useSaveInstancia() {
  const queryClient = useQueryClient();
  return useResourceMutation(
    instanciasKeys.all,
    // A creation identical to an existing instancia is refused (409 instancia_duplicada) unless the person
    // confirmed it ("Crear igual": confirmarDuplicado; issue 14).
    ({ id, input, confirmarDuplicado = false }: { id: number | null; input: InstanciaInput; confirmarDuplicado?: boolean }) =>
      id === null
        ? instanciasApi.create(confirmarDuplicado ? { ...input, confirmar_duplicado: true } : input)
        : instanciasApi.update(id, input),
    instanciaChangeTouches,
    { refreshOnError: true, onSuccess: (saved) => queryClient.setQueryData(instanciasKeys.detail(saved.id), saved) },
  );
}
