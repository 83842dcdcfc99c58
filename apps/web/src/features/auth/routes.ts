import { lazyNamed } from '@/lib/lazy-named';
import { ssoStatusWithin } from './api/sso-status';

/**
 * The auth screens as lazily loaded components, one chunk each, so the login
 * page does not download the registration or reset forms.
 */
export const AuthLayout = lazyNamed(() => import('./components/auth-layout'), 'AuthLayout');
// With the screen's code, whether to show the institutional sign-in (at most 1.5 s): the button is
// in place at the first paint instead of moving the form when the answer arrives (decision 144).
export const LoginScreen = lazyNamed(
  () => Promise.all([import('./screens/login-screen'), ssoStatusWithin(1500)]).then(([m]) => m),
  'LoginScreen',
);
export const RegistrationScreen = lazyNamed(() => import('./screens/registration-screen'), 'RegistrationScreen');
export const ForgotPasswordScreen = lazyNamed(() => import('./screens/forgot-password-screen'), 'ForgotPasswordScreen');
export const ResetPasswordScreen = lazyNamed(() => import('./screens/reset-password-screen'), 'ResetPasswordScreen');
export const VerifyAccountScreen = lazyNamed(() => import('./screens/verify-account-screen'), 'VerifyAccountScreen');
export const LogoutScreen = lazyNamed(() => import('./screens/logout-screen'), 'LogoutScreen');
