/** Public surface of the auth feature: lazily loaded screens for the router. */
export {
  AuthLayout,
  ForgotPasswordScreen,
  LoginScreen,
  LogoutScreen,
  RegistrationScreen,
  ResetPasswordScreen,
  VerifyAccountScreen,
} from './routes';
