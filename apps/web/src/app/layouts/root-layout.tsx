import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { readIdleLogoutMs, useIdleTimeout } from '@/lib/idle-timeout';
import { useKeepAlive } from '@/lib/keep-alive';
import { lastSessionEnd, rememberSessionEnd, sessionEndState } from '@/lib/session-end';
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
  // The login screen says why: "Tu sesión se cerró por inactividad." (issue 14).
  const signOut = useCallback(() => void navigate(paths.logout, { replace: true, state: sessionEndState('idle') }), [navigate]);
  useIdleTimeout(signOut, idleMs, signedIn);
  // Activity keeps the server's session alive too, so only true inactivity signs out (issue 14).
  useKeepAlive(signedIn);

  // A 401 on any call (but login) ends the session; continue on the login page without a reload,
  // taking the server's reason (idle, password changed) for the login screen to show.
  useEffect(() => {
    setUnauthorizedHandler((code) => {
      // A query retried after the session was cleared goes without a token and gets a plain
      // 401: it must not erase the reason the first 401 gave.
      const state = sessionEndState(code) ?? sessionEndState(lastSessionEnd() ?? undefined);
      rememberSessionEnd(state);
      void navigate(paths.auth.login, { replace: true, state });
    });
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return children;
}
