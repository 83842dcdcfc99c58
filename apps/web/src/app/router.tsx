import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth';
import { useSession } from '@/lib/session';
import { AreaGate } from './guards/area-gate';
import { AreaHome } from './guards/area-home';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { UnknownPath } from './guards/unknown-path';
import { RootLayout } from './layouts/root-layout';
// Small: the applicant's loading screen. The shell itself is a chunk of its own (see there).
import { SignedInLayout } from './layouts/signed-in-layout';
import { RequirePermission } from './guards/require-permission';
import { areaOf } from './routes/area';
import { applicantRoutes, staffRoutes } from './routes/area-routes';
import { authScreens, ErrorLayout, NotFoundPage, standalonePages } from './routes/public-routes';

/** /dashboard is the breadcrumbs' root for everyone, but a screen only in the staff area. */
const staffDashboard = staffRoutes.find((route) => route.path === paths.dashboard);

/**
 * Every route of the app (seed 000 section 2). Navigation updates are not
 * wrapped in transitions, so a screen whose chunk is still loading shows its
 * layout's progress bar instead of freezing on the previous screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <RootLayout>
        {/* A layout's screen has its own boundary (SuspenseOutlet), inside the frame; this one is for
            a layout's own code (the signed-in frame, the auth layout), with no frame around it. */}
        <ScreenErrorBoundary fullScreen>
          <Suspense fallback={<RouteProgress />}>
            <Routes>
              <Route path={paths.auth.root} element={<PublicOnly />}>
                <Route element={<AuthLayout />}>
                  <Route index element={<Navigate to={paths.auth.login} replace />} />
                  {authScreens.map(({ path, Screen }) => (
                    <Route key={path} path={path} element={<Screen />} />
                  ))}
                  <Route path="*" element={<Navigate to={paths.auth.login} replace />} />
                </Route>
              </Route>
              {standalonePages.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              <Route path={paths.error} element={<ErrorLayout />}>
                <Route index element={<Navigate to={paths.notFound} replace />} />
                <Route path={paths.notFound} element={<NotFoundPage />} />
                <Route path="*" element={<Navigate to={paths.notFound} replace />} />
              </Route>
              <Route element={<RequireAuth />}>
                <Route element={<SignedInLayout />}>
                  <Route index element={<AreaHome />} />
                  <Route path={paths.dashboard} element={<DashboardRoute />} />
                  <Route element={<AreaGate area="staff" />}>
                    {staffRoutes
                      .filter(({ path }) => path !== paths.dashboard)
                      .map(({ path, Screen, permission }) => (
                        <Route
                          key={path}
                          path={path}
                          element={
                            <RequirePermission permission={permission}>
                              <Screen />
                            </RequirePermission>
                          }
                        />
                      ))}
                  </Route>
                  <Route element={<AreaGate area="applicant" />}>
                    {applicantRoutes.map(({ path, Screen }) => (
                      <Route key={path} path={path} element={<Screen />} />
                    ))}
                  </Route>
                  <Route path="*" element={<UnknownPath />} />
                </Route>
              </Route>
            </Routes>
          </Suspense>
        </ScreenErrorBoundary>
      </RootLayout>
    </BrowserRouter>
  );
}

/** Staff see their dashboard at /dashboard (once registered); everyone else goes on to their area's home. */
function DashboardRoute() {
  const session = useSession();
  if (staffDashboard && areaOf(session?.scope) === 'staff')
    return (
      <RequirePermission permission={staffDashboard.permission}>
        <staffDashboard.Screen />
      </RequirePermission>
    );
  return <Navigate to={paths.home} replace />;
}
