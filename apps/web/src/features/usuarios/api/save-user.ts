import type { UserRow } from '@ingreso/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** The modal's payload (seed 001 §3): the role as the (name, group) pair, the password only when it changes. */
export interface UserPayload {
  name: string;
  email: string;
  role: string;
  role_description: string;
  /** Edit only: 1 when "change password" is ticked (the seed's form calls it password_required). */
  password_required?: 0 | 1;
  change_password?: 0 | 1;
  password?: string;
  c_password?: string;
}

/** POST /api/users/ to create, PUT /api/users/{id} to edit. */
export async function saveUser({ id, payload }: { id: number | null; payload: UserPayload }): Promise<UserRow> {
  const answer =
    id === null
      ? await api.post<{ data: { user: UserRow } }>(paths.api.users, payload)
      : await api.put<{ data: { user: UserRow } }>(paths.api.user(id), payload);
  return answer.data.user;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
