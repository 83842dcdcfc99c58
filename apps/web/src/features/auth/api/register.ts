import type { MessageResponse, RegisterInput } from '@ingreso/shared';
import { useAsyncAction } from '@/lib/use-async-action';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** The account starts unverified: the answer only confirms that the activation e-mail is on its way. */
export function register(input: RegisterInput): Promise<MessageResponse> {
  const { name, email, password, c_password } = input;
  return api.post<MessageResponse>(paths.api.register, { name, email, password, c_password });
}

export function useRegister() {
  return useAsyncAction(register);
}
