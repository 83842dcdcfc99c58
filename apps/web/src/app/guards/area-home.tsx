import { Alert } from '@mantine/core';
import { Navigate } from 'react-router';
import { areaOf } from '@/app/routes/area';
import { staffHome } from '@/app/routes/menu';
import { useShellTranslation } from '@/app/shell/i18n';
import { paths } from '@/config/paths';
import { permissionsOf } from '@/lib/permissions';
import { useSession } from '@/lib/session';

/**
 * "/" of a signed-in user: staff go to /instancias (or, if their group cannot see them,
 * to the first screen of their menu); applicants to /carreras once their input data is
 * complete, otherwise to the registration wizard.
 */
export function AreaHome() {
  const session = useSession();
  if (areaOf(session?.scope) === 'staff') return <StaffHome />;
  const target = session?.state_data?.input_data ? paths.applicant.carreras : paths.applicant.completeRegister;
  return <Navigate to={target} replace />;
}

/**
 * A group with no screen (a role the server gives no permission, or a session stored before
 * permissions existed, until the user-info refresh brings them) is told so, not sent in circles.
 */
function StaffHome() {
  const { t } = useShellTranslation();
  const home = staffHome(permissionsOf(useSession()));
  if (home) return <Navigate to={home} replace />;
  return (
    <Alert color="yellow" variant="light" role="status" maw={640}>
      {t('noPermissions')}
    </Alert>
  );
}
