import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { rememberSessionEnd, sessionEndOf, sessionEndState } from '@/lib/session-end';
import { logout } from '../api/logout';

/** /logout: always reachable; clears the session and continues to the login page. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The inactivity logout comes here with its reason; the login screen shows it.
  const { state } = useLocation() as { state: unknown };
  useEffect(() => {
    // A logout of one's own clears an earlier reason; the inactivity logout brings its own.
    rememberSessionEnd(sessionEndState(sessionEndOf(state) ?? undefined));
    logout();
    void navigate(paths.auth.login, { replace: true, state });
  }, [navigate, state]);
  return (
    <main>
      <PageLoader label={t('common.loggingOut')} fullScreen />
    </main>
  );
}
