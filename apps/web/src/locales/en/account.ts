import type { resource as es } from '../es/account';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  registration: {
    title: 'Create an account',
    subtitle: 'Fill in your details to sign up.',
    name: 'Name',
    email: 'E-mail address',
    password: 'Password',
    cPassword: 'Confirm password',
    acceptTermsPrefix: 'I accept the',
    termsLink: 'terms and conditions',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
    successTitle: 'Registration complete',
  },
  forgot: {
    title: 'Forgot your password?',
    subtitle: "Enter your e-mail address and we'll send you a link to reset it.",
    email: 'E-mail address',
    submit: 'Send',
    successTitle: 'Check your inbox',
  },
  reset: {
    title: 'Reset password',
    subtitle: 'Choose a new password for your account.',
    password: 'New password',
    cPassword: 'Confirm new password',
    submit: 'Reset password',
    goToLogin: 'Sign in',
  },
  verify: {
    title: 'Account activation',
    goToLogin: 'Go to sign in',
  },
};
