import type { UserInfoResponse } from '@ingreso/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const userInfoQueryKey = (token: string) => ['user-info', token] as const;

/**
 * The last answer and when it arrived, so the shell that opens right after
 * login starts from it instead of asking again.
 */
let lastAnswer: { token: string; at: number; data: UserInfoResponse } | null = null;

export async function getUserInfo(token: string): Promise<UserInfoResponse> {
  const data = await api.post<UserInfoResponse>(paths.api.userInfo);
  lastAnswer = { token, at: Date.now(), data };
  return data;
}

export function lastUserInfo(token: string): { at: number; data: UserInfoResponse } | undefined {
  return lastAnswer?.token === token ? lastAnswer : undefined;
}
