import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import {
  AuthLayout,
  ForgotPasswordScreen,
  LoginScreen,
  LogoutScreen,
  RegistrationScreen,
  ResetPasswordScreen,
  VerifyAccountScreen,
} from '@/features/auth';
import { TermsPage } from '@/features/terms';
import { VerifyConstanciaPage } from '@/features/verificar';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { getSession } from '@/lib/session';
import { settledWithin } from '@/lib/settled-within';

export const ErrorLayout = lazyWithPreload(() => import('../layouts/error-layout').then((m) => m.ErrorLayout));
export const NotFoundPage = lazyWithPreload(() => import('../error-page').then((m) => m.NotFoundPage));

type PublicRoute = { path: string; Screen: PreloadableComponent };

/** The screens inside the auth layout, by path: the router's routes and what a first paint preloads. */
export const authScreens: PublicRoute[] = [
  { path: paths.auth.login, Screen: LoginScreen },
  { path: paths.auth.registration, Screen: RegistrationScreen },
  { path: paths.auth.forgotPassword, Screen: ForgotPasswordScreen },
  { path: paths.auth.resetPasswordPattern, Screen: ResetPasswordScreen },
  { path: paths.auth.verifyAccountPattern, Screen: VerifyAccountScreen },
];

/** The public pages outside any layout, the same way. */
export const standalonePages: PublicRoute[] = [
  { path: paths.terms, Screen: TermsPage },
  { path: paths.verificarPattern, Screen: VerifyConstanciaPage },
  { path: paths.logout, Screen: LogoutScreen },
];

/**
 * The lazily loaded components the router renders first on a public path: the layout and the
 * screen. Signed-in paths have their own loading screen and preloads (preload-route.ts), and a
 * signed-in user on /auth is sent on without seeing it.
 */
function publicComponentsOf(pathname: string): PreloadableComponent[] {
  const inAuth = pathname === paths.auth.root || pathname.startsWith(`${paths.auth.root}/`);
  if (inAuth) {
    if (getSession()) return [];
    // Any other /auth path is sent to the login.
    return [AuthLayout, authScreens.find(({ path }) => matchPath(path, pathname))?.Screen ?? LoginScreen];
  }
  const page = standalonePages.find(({ path }) => matchPath(path, pathname));
  if (page) return [page.Screen];
  if (pathname === paths.error || pathname.startsWith(`${paths.error}/`)) return [ErrorLayout, NotFoundPage];
  return [];
}

/**
 * Loads the code of the public screen the page opens on, so that the first render already holds
 * it (main.tsx renders once this settles, or after `maxWaitMs`). A screen that suspends on the
 * first render paints the progress bar first and the form in a second render (decision 344; with
 * React the form also waited out its 300 ms Suspense throttle). A failed download is left to the
 * router, which loads the screen again and, if that fails too, says so (ScreenErrorBoundary).
 */
export function publicScreenLoaded(pathname: string, maxWaitMs: number): Promise<void> {
  const components = publicComponentsOf(pathname);
  if (components.length === 0) return Promise.resolve();
  return settledWithin(Promise.allSettled(components.map((component) => component.preload())), maxWaitMs);
}
