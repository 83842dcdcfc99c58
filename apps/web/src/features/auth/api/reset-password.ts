import type { MessageResponse } from '@ingreso/shared';
import { useAsyncAction } from '@/lib/use-async-action';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  c_password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>(paths.api.resetPassword, input);
}

export function useResetPassword() {
  return useAsyncAction(resetPassword);
}
