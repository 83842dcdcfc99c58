import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Seed: an authenticated user visiting /auth is sent to /. Also what moves a user on after login. */
export function PublicOnly() {
  const session = useSession();
  if (session) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
