import { authKeys } from '@/api/auth';
import { useResourceMutation } from '@/api/mutation';
import { usuariosApi, usuariosKeys, type UserPayload } from '@/api/usuarios';

export type { UserPayload };

/** Creates (id null) or edits a user; the list refreshes, and so does the signed-in user's own name if it was theirs. */
export function useSaveUser() {
  return useResourceMutation(
    usuariosKeys.all,
    ({ id, payload }: { id: number | null; payload: UserPayload }) =>
      id === null ? usuariosApi.create(payload) : usuariosApi.update(id, payload),
    [authKeys.all],
  );
}
