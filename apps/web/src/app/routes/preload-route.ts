import { matchPath } from 'react-router';
import { getSession } from '@/lib/session';
import { areaOf } from './area';
import { applicantRoutes, staffRoutes } from './area-routes';

/**
 * The signed-in layout starts both once, each in a task of its own, when it first paints (its
 * loading screen, or the route progress bar), beside the shell's download. A page opened (or
 * reloaded) on a signed-in path then downloads the shell, the screen's code and the screen's
 * first API calls at once, during the applicant's one-second loading screen (seed). Without
 * this they form a chain: the shell loads, the second runs, then the screen's code loads, and
 * only then does the screen ask for its data (decision 72). Started after the first paint so
 * that the loading screen does not wait for them. The lazy routes then find their modules
 * loaded and TanStack Query finds the answers in its cache. A failure here is ignored: the
 * route loads again when it renders and shows its own error. Without a session or a signed-in
 * route for the path, both do nothing.
 */
export function routePreloads(pathname: string): { data: () => void; screen: () => void } {
  const session = getSession();
  const routes = areaOf(session?.scope) === 'staff' ? staffRoutes : applicantRoutes;
  const route = session ? routes.find((r) => matchPath(r.path, pathname)) : undefined;
  const ignore = () => undefined;
  return {
    // The screen's first API calls, into TanStack Query's cache.
    data: () => void route?.prefetch?.().catch(ignore),
    // The screen's code.
    screen: () => void route?.Screen.preload().catch(ignore),
  };
}
