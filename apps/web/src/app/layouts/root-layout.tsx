import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { readIdleLogoutMs, useIdleTimeout } from '@/lib/idle-timeout';
import { useSession } from '@/lib/session';

/**
 * Wraps every route: the inactivity logout, the API client's 401 redirect
 * and scrolling to the top when the page changes.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  // Read once at start-up: the e2e test hook must be set before the page loads.
  const [idleMs] = useState(readIdleLogoutMs);
  const signOut = useCallback(() => void navigate(paths.logout, { replace: true }), [navigate]);
  useIdleTimeout(signOut, idleMs, signedIn);

  // A 401 on any call (but login) ends the session; continue on the login page without a reload.
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate(paths.auth.login, { replace: true }));
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return children;
}
