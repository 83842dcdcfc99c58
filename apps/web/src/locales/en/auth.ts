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
    ended: {
      idle: 'Your session was closed due to inactivity.',
      passwordChanged: 'Your password changed: please sign in again.',
    },
    sso: {
      or: 'or',
      button: 'Sign in with your institutional account',
      hint: 'Faculty staff only.',
      pending: 'Signing in with your institutional account…',
      errors: {
        not_configured: 'Signing in with an institutional account is not enabled on this portal. Use your e-mail address and password.',
        unavailable:
          'We could not reach the institutional account provider. Try again in a few minutes or use your e-mail address and password.',
        expired: 'The institutional sign-in expired or was already used. Please try again.',
        denied: 'The institutional sign-in was cancelled.',
        invalid_response:
          'The institutional account provider’s answer failed the security checks. Try again; if it happens again, tell the help desk.',
        unverified_email: 'The provider does not confirm that your institutional e-mail address is verified.',
        domain: 'That account’s e-mail address is not in the institutional domain enabled for staff.',
        no_account: 'There is no staff account with your institutional e-mail address. Ask an administrator to create it.',
        not_staff: 'Your institutional e-mail address belongs to an applicant account: sign in with your e-mail address and password.',
      },
    },
  },
};
