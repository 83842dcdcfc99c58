import { Navigate } from 'react-router';
import { areaOf } from '@/app/routes/area';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * "/" of a signed-in user: staff go to /instancias; applicants to /carreras
 * once their input data is complete, otherwise to the registration wizard.
 */
export function AreaHome() {
  const session = useSession();
  if (areaOf(session?.scope) === 'staff') return <Navigate to={paths.staff.instancias} replace />;
  const target = session?.state_data?.input_data ? paths.applicant.carreras : paths.applicant.completeRegister;
  return <Navigate to={target} replace />;
}
