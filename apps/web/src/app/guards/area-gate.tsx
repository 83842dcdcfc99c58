import { Outlet } from 'react-router';
import { areaOf } from '@/app/routes/area';
import type { Area } from '@/app/routes/types';
import { useSession } from '@/lib/session';
import { UnknownPath } from './unknown-path';

/**
 * Screens of one area are unknown paths for the other area's users. This only
 * hides screens; the API checks the role on every call.
 */
export function AreaGate({ area }: { area: Area }) {
  const session = useSession();
  if (areaOf(session?.scope) !== area) return <UnknownPath />;
  return <Outlet />;
}
