import { LIMITS, type LoginInput, type LoginResponse } from '@ingreso/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { setSession, updateSession } from '@/lib/session';
import { useAsyncAction } from '@/lib/use-async-action';
import { wait } from '@/lib/wait';
import { getUserInfo } from './get-user-info';

/**
 * Seed: a 1-second pause before the request, then store token, scope,
 * state_data and persona, then ask for the user info and store the user.
 * Storing the session is what moves the user on: the /auth guard sends a
 * signed-in user to "/".
 */
export async function login(input: LoginInput): Promise<void> {
  await wait(LIMITS.loginDelayMs);
  // A 401 here means wrong credentials, not an expired session: no sign-out redirect.
  const answer = await api.post<LoginResponse>(paths.api.login, input, { handleUnauthorized: false });
  setSession({
    token: answer.token,
    scope: answer.scope,
    state_data: answer.state_data,
    persona: answer.persona,
    // The login answer already names the user; the user-info call below refreshes it.
    user: answer.user,
  });
  const info = await getUserInfo(answer.token);
  updateSession({ user: info.user, state_data: info.state_data });
}

export function useLogin() {
  return useAsyncAction(login);
}
