import type { RegisterInput } from '@ingreso/shared';
import { useAsyncAction } from '@/lib/use-async-action';
import { loadAuthApi } from './auth-api';

/** The account starts unverified: the answer only confirms that the activation e-mail is on its way. */
const register = async (input: RegisterInput) => (await loadAuthApi()).register(input);

export function useRegister() {
  return useAsyncAction(register);
}
