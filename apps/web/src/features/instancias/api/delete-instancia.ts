import { useResourceMutation } from '@/api/mutation';
import { instanciaChangeTouches, instanciasApi, instanciasKeys } from '@/api/instancias';

/**
 * The server refuses (409) an instancia that has enrollees. The lists refresh also after a
 * failure: one already deleted elsewhere (404) must leave them too.
 */
export const useDeleteInstancia = () =>
  useResourceMutation(instanciasKeys.all, instanciasApi.remove, instanciaChangeTouches, { refreshOnError: true });
