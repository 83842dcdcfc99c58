import type { StaffPermission } from '@ingreso/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';

/**
 * A staff screen the member's group may not open (a bookmark, a link from a colleague)
 * goes to their own home instead of a screen whose every call would be refused.
 */
export function RequirePermission({ permission, children }: { permission?: StaffPermission; children: ReactNode }) {
  const can = useCan();
  if (permission && !can(permission)) return <Navigate to={paths.home} replace />;
  return children;
}
