import type { authContract, BodyInputOf } from '@ingreso/shared';
import { useAsyncAction } from '@/lib/use-async-action';
import { loadAuthApi } from './auth-api';

export type ResetPasswordInput = BodyInputOf<typeof authContract.resetPassword>;

const resetPassword = async (input: ResetPasswordInput) => (await loadAuthApi()).resetPassword(input);

export function useResetPassword() {
  return useAsyncAction(resetPassword);
}
