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
  },
};
