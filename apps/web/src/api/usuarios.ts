import { usuariosRefs as u, type BodyInputOf, type ResponseOf, type RoleOption, type UserRow } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** What the user modal sends (seed 001 §3): the role as the (name, group) pair, the password only when it changes. */
export type UserPayload = BodyInputOf<typeof u.createUser> & BodyInputOf<typeof u.updateUser>;

/** Accounts, administered by staff. */
export const usuariosKeys = {
  all: resourcePrefix.usuarios,
  list: () => [...usuariosKeys.all, 'list'] as const,
  roles: () => [...usuariosKeys.all, 'roles'] as const,
  history: (id: number) => [...usuariosKeys.all, 'history', id] as const,
};

/** One audited change of an account (GET /api/users/{id}/historial). */
export type AccountHistoryEntry = ResponseOf<typeof u.listUserHistory>['historial'][number];

export const usuariosQueries = {
  /** The seed's screen reads the first element of `data` (seed 001 §7). */
  list: () =>
    queryOptions({
      queryKey: usuariosKeys.list(),
      queryFn: async ({ signal }): Promise<UserRow[]> => (await callRoute(u.listUsers, {}, { signal })).data[0]?.users ?? [],
    }),
  /** combos.roles: each a scope (name) and a group (description). */
  roles: () =>
    queryOptions({
      queryKey: usuariosKeys.roles(),
      queryFn: async ({ signal }): Promise<RoleOption[]> => (await callRoute(u.getDataFormUser, {}, { signal })).combos.roles,
      staleTime: 10 * 60_000,
    }),
  /** Every audited change of one account, newest first (administrators only). */
  history: (id: number) =>
    queryOptions({
      queryKey: usuariosKeys.history(id),
      queryFn: async ({ signal }): Promise<AccountHistoryEntry[]> =>
        (await callRoute(u.listUserHistory, { params: { id } }, { signal })).historial,
    }),
};

export const usuariosApi = {
  create: async (body: UserPayload) => (await callRoute(u.createUser, { body })).data.user,
  update: async (id: number, body: UserPayload) => (await callRoute(u.updateUser, { params: { id }, body })).data.user,
};
