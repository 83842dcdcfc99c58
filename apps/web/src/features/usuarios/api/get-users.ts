import type { RoleOption, UserRow } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const usersQueryKey = ['users', 'list'] as const;
export const rolesQueryKey = ['users', 'roles'] as const;

/** GET /api/users/: the seed's screen reads the first element of `data` (seed 001 §7). */
export async function getUsers(signal?: AbortSignal): Promise<UserRow[]> {
  const answer = await api.get<{ data: Array<{ users: UserRow[] }> }>(paths.api.users, { signal });
  return answer.data[0]?.users ?? [];
}

/** GET /api/data-form-user: combos.roles, each a scope (name) and a group (description). */
export async function getRoles(signal?: AbortSignal): Promise<RoleOption[]> {
  const answer = await api.get<{ combos: { roles: RoleOption[] } }>(paths.api.dataFormUser, { signal });
  return answer.combos.roles;
}

export function useUsers() {
  return useQuery({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });
}

export function useRoles() {
  return useQuery({ queryKey: rolesQueryKey, queryFn: ({ signal }) => getRoles(signal), staleTime: 10 * 60_000 });
}
