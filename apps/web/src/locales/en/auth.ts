import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/auth';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  banner: {
    welcome: 'Welcome to the Admissions System',
    faculty: FACULTY_NAME,
    description:
      'Sign up, complete your personal details, upload your documents and enrol in the open degree programmes and courses. Follow the status of every enrolment in one place.',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Use the e-mail address and password of your account.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: "Don't have an account yet?",
    register: 'Sign up',
    resend: 'Resend activation e-mail',
  },
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
