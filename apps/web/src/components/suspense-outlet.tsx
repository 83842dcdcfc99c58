import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteProgress } from './route-progress';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * A layout's child screen; while its chunk loads, the layout stays and the progress bar runs. If
 * the chunk never arrives, the layout stays and the screen's place says so.
 */
export function SuspenseOutlet() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<RouteProgress />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
