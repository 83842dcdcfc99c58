import type { StaffPermission } from '@ingreso/shared';
import { getSession, useSession, type Session } from './session';

/**
 * What the signed-in staff member's group may do (issue 17 §1), as the server said at
 * login and in POST /api/userinfo/. The server refuses anything else route by route; the
 * web only hides what would be refused. A session stored by an older version has no list
 * until the next user-info refresh: it shows nothing that needs a permission meanwhile.
 */
export function permissionsOf(session: Session | null): readonly StaffPermission[] {
  return session?.user?.permissions ?? [];
}

/** `can(permission)` for the current session, re-rendering when the session changes. */
export function useCan(): (permission: StaffPermission) => boolean {
  const permissions = permissionsOf(useSession());
  return (permission) => permissions.includes(permission);
}

/** The same check outside React (route preloading). */
export const canNow = (permission: StaffPermission) => permissionsOf(getSession()).includes(permission);
