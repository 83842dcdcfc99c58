import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/common';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  common: {
    appName: 'Admissions System',
    facultyName: FACULTY_NAME,
    loading: 'Loading...',
    back: 'Back',
    language: 'Language',
    skipToContent: 'Skip to main content',
    togglePassword: 'Show or hide the password',
    tableScrollHint: 'Swipe the table sideways to see every column.',
    newTab: '(opens in a new tab)',
    homeLink: 'Go to the {{app}} home page',
    listSeparator: ', ',
    loadingArea: 'Getting your space ready...',
    loggingOut: 'Signing out...',
  },
  screenError: {
    message:
      'This screen could not be loaded: the connection may have dropped, or the portal may have been updated. Try again; nothing you saved is lost.',
    retry: 'Try again',
  },
  languages: {
    es: 'Español',
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
    ja: '日本語',
    zh: '中文',
  },
  links: {
    title: 'Useful links',
    site: 'Faculty website',
    careers: 'Degree programmes',
    coursesGuide: 'Course guide',
    contact: 'Contact',
  },
  pagination: {
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{n}}',
  },
  errorPage: {
    title: 'Oops!',
    notFound: 'The page you were looking for was not found',
    home: 'Back to home',
  },
  msg: {
    required: 'Required field',
    fieldRequired: '{{value}} is required',
    fieldInvalid: '{{value}} is not valid',
    login: {
      emailFormat: 'Please enter a valid e-mail address',
      min3: 'Please enter at least 3 characters',
      max50: 'At most 50 characters',
      invalidCredentials: 'The details provided are incorrect',
      notVerified: 'Your account has not been verified yet. Check your inbox and open the activation link, or ask us to send it again.',
      throttled: 'Too many failed attempts. Please wait {{value}} minutes and try again.',
      accountThrottled:
        'There were too many failed attempts with this e-mail address. For your security, wait {{value}} minutes or reset your password from “Forgot your password?”.',
    },
    password: {
      min: 'The password must have at least 8 characters.',
      max: 'The password can have at most 128 characters.',
      common: 'That password is too common or has appeared in data breaches; choose another one.',
      loginMax: 'At most 128 characters',
    },
    registration: {
      min3: 'At least 3 characters',
      max50: 'At most 50 characters',
      passwordsMustMatch: 'The passwords must match',
      acceptTerms: 'You must accept the terms and conditions to continue',
      success: 'We have registered your details successfully',
      activationNote: 'We will send you an e-mail to activate your account.',
      emailTaken: 'The e-mail address is already registered.',
    },
    forgot: {
      emailFormat: 'The e-mail format is not valid',
      required: 'This field is required.',
      sent: "If there is an account with that e-mail address, we've sent you a link to reset your password. Check your inbox (and your spam folder).",
    },
    reset: {
      failure: 'An error occurred. Please try again',
      success: 'Password reset successfully',
    },
    verify: {
      waiting: 'We are validating your account.',
      success: 'Your account is active. You can sign in now.',
      failure: 'The activation link is not valid or has already been used.',
      superseded:
        'This link was replaced by a newer one: we sent you another activation e-mail. Open the link in the latest e-mail you received.',
      alreadyActive: 'Your account is already active. You can sign in now.',
      resent: "If the account exists and is not active yet, we've sent you a new activation e-mail.",
    },
    session: {
      unauthorized: 'Your session has expired or is not valid. Please sign in again.',
      forbidden: 'You are not allowed to do this.',
      idle: 'Your session was closed due to inactivity.',
      passwordChanged: 'Your password changed: please sign in again.',
    },
    http: {
      notFound: 'The requested resource does not exist.',
      badRequest: 'The request is not valid.',
      invalidJson: 'The request body is not valid JSON.',
      unsupportedMediaType: 'The content type of the request is not supported.',
      payloadTooLarge: 'The request is too large.',
      tooManyRequests: 'Too many requests. Please wait a moment and try again.',
      internal: 'An unexpected error occurred. Please try again.',
      busy: 'The system is very busy and nothing was saved. Please try again in a few seconds.',
    },
    errorPage: {
      title: 'Oops!',
      notFound: 'The page you were looking for was not found',
    },
    wizard: {
      emailInUse: 'The e-mail address is already in use. Please enter another one.',
      unexpected: 'An unexpected error occurred. Please try again.',
      enrolmentStep: 'An error occurred while saving your details. Please try again.',
    },
  },
};
