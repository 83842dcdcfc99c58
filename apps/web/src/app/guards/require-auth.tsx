import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Signed-in areas: without a session every path leads to the login page. */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <Navigate to={paths.auth.login} replace />;
  return <Outlet />;
}
