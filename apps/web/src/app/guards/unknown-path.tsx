import { Navigate } from 'react-router';
import { areaOf } from '@/app/routes/area';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Seed: unknown applicant paths go to /error (which shows /error/404); staff ones straight to /error/404. */
export function UnknownPath() {
  const session = useSession();
  const target = areaOf(session?.scope) === 'staff' ? paths.notFound : paths.error;
  return <Navigate to={target} replace />;
}
