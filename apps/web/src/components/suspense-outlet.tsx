import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteProgress } from './route-progress';

/** A layout's child screen; while its chunk loads, the layout stays and the progress bar runs. */
export function SuspenseOutlet() {
  return (
    <Suspense fallback={<RouteProgress />}>
      <Outlet />
    </Suspense>
  );
}
