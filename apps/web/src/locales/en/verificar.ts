import type { resource as es } from '../es/verificar';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: 'Proof of enrolment check',
  intro:
    'This page checks a proof of enrolment by the code in its QR. It shows only what is needed to compare it with the paper, without personal data.',
  loading: 'Checking the proof of enrolment...',
  valid: 'Valid proof of enrolment',
  validHint: 'The proof of enrolment was issued by this system and has not been modified.',
  invalid: 'Invalid proof of enrolment',
  invalidHint:
    'The code does not match any proof of enrolment issued by this system: it may have been altered or copied incorrectly. Scan the QR code again or ask the faculty.',
  tooMany: 'You made too many checks in a row. Wait a minute and try again.',
  failure: 'We could not check the proof of enrolment right now. Please try again in a few minutes.',
  holder: 'Holder (initials)',
  document: 'Document ending in',
  instancia: 'Intake',
  estadoAlEmitir: 'Status when issued',
  estadoActual: 'Current status',
  fechaEmision: 'Issue date',
  fechaInscripcion: 'Enrolment date',
  changed: 'The status has changed since the proof of enrolment was issued.',
  home: 'Go to the home page',
};
