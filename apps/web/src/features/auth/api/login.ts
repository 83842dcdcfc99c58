import { LIMITS, type LoginInput, type LoginResponse } from '@ingreso/shared';
import { setSession, updateSession } from '@/lib/session';
import { signInStarted } from '@/lib/sign-in-preload';
import { useAsyncAction } from '@/lib/use-async-action';
import { wait } from '@/lib/wait';
import { loadAuthApi } from './auth-api';

/**
 * Seed: a 1-second pause before the request, then store token, scope,
 * state_data and persona, then ask for the user info and store the user.
 * Storing the session is what moves the user on: the /auth guard sends a
 * signed-in user to "/".
 */
export async function login(input: LoginInput): Promise<void> {
  // The shell's code downloads during the pause instead of after it (decision 346).
  signInStarted();
  const [auth] = await Promise.all([loadAuthApi(), wait(LIMITS.loginDelayMs)]);
  // A 401 here means wrong credentials, not an expired session: the call does not sign out.
  await storeLoginAnswer(await auth.login(input), auth);
}

/**
 * Stores a login answer (the password login's or the single sign-on's, which is the same)
 * and refreshes the user from the user-info call.
 */
export async function storeLoginAnswer(answer: LoginResponse, loaded?: Awaited<ReturnType<typeof loadAuthApi>>): Promise<void> {
  const auth = loaded ?? (await loadAuthApi());
  setSession({
    token: answer.token,
    scope: answer.scope,
    state_data: answer.state_data,
    persona: answer.persona,
    // The login answer already names the user; the user-info call below refreshes it.
    user: answer.user,
  });
  const info = await auth.userInfo(answer.token);
  updateSession({ user: info.user, state_data: info.state_data });
}

export function useLogin() {
  return useAsyncAction(login);
}
