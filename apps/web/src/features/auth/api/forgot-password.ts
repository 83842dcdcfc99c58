import type { MessageResponse } from '@ingreso/shared';
import { useAsyncAction } from '@/lib/use-async-action';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export function forgotPassword(input: { email: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>(paths.api.forgotPassword, { email: input.email });
}

export function useForgotPassword() {
  return useAsyncAction(forgotPassword);
}
