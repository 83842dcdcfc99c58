import { matchPath } from 'react-router';
import { getSession } from '@/lib/session';
import { areaOf } from './area';
import { applicantRoutes, staffRoutes } from './area-routes';

/**
 * The signed-in layout calls both once, in tasks of their own, when it first paints (its
 * loading screen, or the route progress bar), beside the shell's download. A page opened (or reloaded) on a signed-in
 * path then downloads the shell, the screen's code and the screen's first API calls at
 * once, during the applicant's one-second loading screen (seed). Without this they form a
 * chain: the shell loads, the second runs, then the screen's code loads, and only then does the screen ask for its data
 * (decision 72). Started after the first paint so that the loading screen does not wait for
 * them. The lazy routes then find their modules loaded and TanStack Query finds the answers
 * in its cache. A failure here is ignored: the route loads again when it renders and shows
 * its own error.
 */
function signedInRouteOf(pathname: string) {
  const session = getSession();
  if (!session) return undefined;
  const routes = areaOf(session.scope) === 'staff' ? staffRoutes : applicantRoutes;
  return routes.find((r) => matchPath(r.path, pathname));
}

const ignore = () => undefined;

/** The screen's first API calls, into TanStack Query's cache. */
export function prefetchRouteData(pathname: string): void {
  void signedInRouteOf(pathname)?.prefetch?.().catch(ignore);
}

/** The screen's code. */
export function preloadRouteScreen(pathname: string): void {
  void signedInRouteOf(pathname)?.Screen.preload().catch(ignore);
}
