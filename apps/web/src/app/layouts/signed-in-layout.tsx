import { LIMITS } from '@ingreso/shared';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SuspenseOutlet } from '@/components/suspense-outlet';
import { areaOf } from '@/app/routes/area';
import { routePreloads } from '@/app/routes/preload-route';
import { PageLoader } from '@/components/page-loader';
import { RouteProgress } from '@/components/route-progress';
import { afterNextPaint } from '@/lib/after-next-paint';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSession } from '@/lib/session';
import { registerSignedInPreload } from '@/lib/sign-in-preload';

/**
 * The shell (header, menus, profile panel, TanStack Query) is a chunk of its own, so the
 * applicant's loading screen paints with the first scripts and its one second runs while the
 * shell and the screen download (decision 72, preload-route.ts).
 */
const SignedInShell = lazyWithPreload<{ children: ReactNode }>(() => import('@/app/shell/signed-in-shell').then((m) => m.SignedInShell));
// A password login downloads the shell during its one-second pause (seed): staff, who have no
// loading screen, then see the shell in the first commit after signing in (decision 346).
const preloadShell = () => void SignedInShell.preload().catch(() => undefined);
registerSignedInPreload(preloadShell);

/** Tokens whose applicant area was already entered in this page load: the loading screen shows once per entry. */
const enteredWith = new Set<string>();

/** Seed: the applicant area is entered after a 1-second loading screen; staff go straight in. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const token = session?.token ?? '';
  const applicant = areaOf(session?.scope) === 'applicant';
  const [ready, setReady] = useState(() => !applicant || enteredWith.has(token));

  const { pathname } = useLocation();
  const [openedOn] = useState(pathname);
  useEffect(() => {
    const preload = routePreloads(openedOn);
    // The data first (its answer takes the longest), then the shell, then the screen.
    return afterNextPaint(preload.data, preloadShell, preload.screen);
  }, [openedOn]);

  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => {
      enteredWith.add(token);
      // If the shell's code is still on its way, the Suspense fallback below is the same loading
      // screen, so the applicant never sees the frame half-built (decisions 72 and 350).
      setReady(true);
    }, LIMITS.applicantLoadingMs);
    return () => window.clearTimeout(timer);
  }, [ready, token]);

  const loadingScreen = (
    <main>
      <PageLoader label={t('common.loadingArea')} fullScreen />
    </main>
  );
  if (!ready) return loadingScreen;
  // If the shell is still downloading after the second, the applicant keeps the loading
  // screen; staff see the route progress bar, as for any screen still loading.
  // If the shell's code never arrives, the router's boundary says so (ScreenErrorBoundary).
  return (
    <Suspense fallback={applicant ? loadingScreen : <RouteProgress />}>
      <SignedInShell>
        <SuspenseOutlet />
      </SignedInShell>
    </Suspense>
  );
}
