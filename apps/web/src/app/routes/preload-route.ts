import { matchPath } from 'react-router';
import { getSession } from '@/lib/session';
import { areaOf } from './area';
import { applicantRoutes, staffRoutes } from './area-routes';

/**
 * Called once, when the signed-in layout first paints (its loading screen, or the route
 * progress bar), beside the shell's download. A page opened (or reloaded) on a signed-in
 * path then downloads the shell, the screen's code and the screen's first API calls at
 * once, during the applicant's one-second loading screen (seed). Without this they form a chain: the shell loads, the
 * second runs, then the screen's code loads, and only then does the screen ask for its data
 * (decision 72). Started after the first paint so that the loading screen does not wait for
 * them. The lazy routes then find their modules loaded and TanStack Query finds the answers
 * in its cache. A failure here is ignored: the route loads again when it renders and shows
 * its own error.
 */
export function preloadRoute(pathname: string): void {
  const session = getSession();
  if (!session) return;
  const routes = areaOf(session.scope) === 'staff' ? staffRoutes : applicantRoutes;
  const route = routes.find((r) => matchPath(r.path, pathname));
  if (!route) return;
  const ignore = () => undefined;
  void route.Screen.preload().catch(ignore);
  void route.prefetch?.().catch(ignore);
}
