import { lazyNamed } from '@/lib/lazy-named';

/**
 * The auth screens as lazily loaded components, one chunk each, so the login
 * page does not download the registration or reset forms.
 */
export const AuthLayout = lazyNamed(() => import('./components/auth-layout'), 'AuthLayout');
export const LoginScreen = lazyNamed(() => import('./screens/login-screen'), 'LoginScreen');
export const RegistrationScreen = lazyNamed(() => import('./screens/registration-screen'), 'RegistrationScreen');
export const ForgotPasswordScreen = lazyNamed(() => import('./screens/forgot-password-screen'), 'ForgotPasswordScreen');
export const ResetPasswordScreen = lazyNamed(() => import('./screens/reset-password-screen'), 'ResetPasswordScreen');
export const VerifyAccountScreen = lazyNamed(() => import('./screens/verify-account-screen'), 'VerifyAccountScreen');
export const LogoutScreen = lazyNamed(() => import('./screens/logout-screen'), 'LogoutScreen');
