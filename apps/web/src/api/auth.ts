import { authRefs as a, type LoginInput, type RegisterInput, type ResponseOf } from '@ingreso/shared';
import type { UseQueryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/**
 * Accounts and the session (seed 000 §7). The auth screens load this module after their
 * first paint (features/auth/api/auth-api.ts): it brings the contract, and so zod, which
 * the login page's first download leaves out (decision 71). It imports nothing of TanStack
 * Query at run time (the query cache travels with the signed-in shell), so its query
 * options are a plain object checked against TanStack's type.
 */
export type UserInfoAnswer = ResponseOf<typeof a.getUserInfo>;

export const authKeys = {
  all: resourcePrefix.auth,
  userInfo: (token: string) => [...authKeys.all, 'userinfo', token] as const,
};

/**
 * The last user-info answer and when it arrived: the shell that opens right after the
 * login starts from it instead of asking again.
 */
let lastUserInfo: { token: string; at: number; data: UserInfoAnswer } | null = null;
const recentUserInfo = (token: string) => (lastUserInfo?.token === token ? lastUserInfo : undefined);

export const authApi = {
  /** A 401 here means wrong credentials, not an expired session: no sign-out and redirect. */
  login: (body: LoginInput) => callRoute(a.login, { body }, { handleUnauthorized: false }),
  /** The account starts unverified: the answer only confirms that the activation e-mail is on its way. */
  register: ({ name, email, password, c_password }: RegisterInput) =>
    callRoute(a.register, { body: { name, email, password, c_password } }),
  /** Ends the session on the server; a 401 (already gone) is not a reason to redirect. */
  logout: () => callRoute(a.logout, {}, { handleUnauthorized: false }),
  userInfo: async (token: string, signal?: AbortSignal) => {
    const data = await callRoute(a.getUserInfo, {}, { signal });
    lastUserInfo = { token, at: Date.now(), data };
    return data;
  },
  /**
   * The keep-alive of an active page (lib/keep-alive.ts): the user-info call is the
   * cheapest signed-in request and its guard moves the session's last use forward (decision 95).
   */
  keepAlive: () => callRoute(a.getUserInfo),
  verifyAccount: (token: string) => callRoute(a.verifyAccount, { body: { token } }),
  resendVerification: (email: string) => callRoute(a.resendVerification, { body: { email } }),
  forgotPassword: (email: string) => callRoute(a.forgotPassword, { body: { email } }),
  resetPassword: (body: { token: string; password: string; c_password: string }) => callRoute(a.resetPassword, { body }),
};

export const authQueries = {
  /** The signed-in user and state_data; right after the login, the login's own answer. */
  userInfo: (token: string) =>
    ({
      queryKey: authKeys.userInfo(token),
      queryFn: ({ signal }) => authApi.userInfo(token, signal),
      enabled: token !== '',
      staleTime: 5 * 60_000,
      initialData: () => recentUserInfo(token)?.data,
      initialDataUpdatedAt: () => recentUserInfo(token)?.at,
    }) satisfies UseQueryOptions<UserInfoAnswer, Error, UserInfoAnswer, ReturnType<typeof authKeys.userInfo>>,
};
