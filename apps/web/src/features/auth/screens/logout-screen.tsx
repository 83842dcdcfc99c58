import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { logout } from '../api/logout';

/** /logout: always reachable; clears the session and continues to the login page. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    void navigate(paths.auth.login, { replace: true });
  }, [navigate]);
  return (
    <main>
      <PageLoader label={t('common.loggingOut')} fullScreen />
    </main>
  );
}
