import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { ssoStatusWithin } from './api/sso-status';

/**
 * The auth screens as lazily loaded components, one chunk each, so the login
 * page does not download the registration or reset forms. Each can be preloaded:
 * the page's first paint waits for the screen it opens on (app/routes/public-routes.ts).
 */
export const AuthLayout = lazyWithPreload(() => import('./components/auth-layout').then((m) => m.AuthLayout));
// With the screen's code, whether to show the institutional sign-in (at most 1.5 s): the button is
// in place at the first paint instead of moving the form when the answer arrives (decision 144).
export const LoginScreen = lazyWithPreload(() =>
  Promise.all([import('./screens/login-screen'), ssoStatusWithin(1500)]).then(([m]) => m.LoginScreen),
);
export const RegistrationScreen = lazyWithPreload(() => import('./screens/registration-screen').then((m) => m.RegistrationScreen));
export const ForgotPasswordScreen = lazyWithPreload(() => import('./screens/forgot-password-screen').then((m) => m.ForgotPasswordScreen));
export const ResetPasswordScreen = lazyWithPreload(() => import('./screens/reset-password-screen').then((m) => m.ResetPasswordScreen));
export const VerifyAccountScreen = lazyWithPreload(() => import('./screens/verify-account-screen').then((m) => m.VerifyAccountScreen));
export const LogoutScreen = lazyWithPreload(() => import('./screens/logout-screen').then((m) => m.LogoutScreen));
