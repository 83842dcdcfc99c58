import { useAsyncAction } from '@/lib/use-async-action';
import { loadAuthApi } from './auth-api';

const forgotPassword = async (input: { email: string }) => (await loadAuthApi()).forgotPassword(input.email);

export function useForgotPassword() {
  return useAsyncAction(forgotPassword);
}
