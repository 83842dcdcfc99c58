import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { logout } from '../api/logout';
import { useAuthTranslation } from '../i18n';

/** /logout: always reachable; clears the session and continues to the login page. */
export function LogoutScreen() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    void navigate(paths.auth.login, { replace: true });
  }, [navigate]);
  return (
    <main>
      <PageLoader label={t('logout.progress')} fullScreen />
    </main>
  );
}
