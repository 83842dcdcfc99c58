import type { resource as es } from '../es/carreras-dialog';
import type { Shape } from '../types';
import { DOCUMENT_LABELS } from './parts/documents';

export const resource: Shape<typeof es> = {
  noFiles: 'Oops! It looks like you have not uploaded any file...',
  missingFiles: 'You still need to upload these documents: {{labels}}. You can upload them from My Profile > My Documents.',
  success: 'Your details will be checked before the enrolment is approved',
  modalIntro: 'These offerings are open for enrolment.',
  close: 'Close',
  carrera: 'Programme',
  openUntil: 'Enrolment open until {{date}}',
  dates: {
    courseStart: 'Course starts',
    start: 'Start date',
    end: 'End date',
  },
  chooseCareer: 'Programme you want to join',
  chooseCareerPlaceholder: 'Choose a programme',
  chooseCareerError: 'Please choose the programme you want to enrol in.',
  careersLoading: 'Loading programmes...',
  careersError: 'The list of programmes could not be loaded. Please try again later.',
  enrol: 'Enrol',
  enrolIn: 'Enrol in {{instancia}}',
  enrolling: 'Enrolling...',
  enrolled: 'Already enrolled',
  enrolledState: 'Status: {{estado}}',
  goToDocuments: 'Go to My Profile > My Documents',
  goToProfile: 'See my enrolments in My Profile',
  documents: DOCUMENT_LABELS,
};
