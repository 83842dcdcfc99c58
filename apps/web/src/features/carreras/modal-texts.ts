import { DOCUMENT_LABELS, inscripcionMsg, type DocumentName } from '@ingreso/shared';
import { DOCUMENT_LABELS_EN } from '@/lib/document-labels';
import { useLocalizedTexts } from '@/lib/i18n';

/**
 * The words of the instancias dialog of /carreras. In Spanish the seed's quoted texts
 * (pre-check, success note) are the shared contract's `inscripcionMsg`, the same words the
 * server answers with. The contract's module also holds the zod schemas, so these texts load
 * with the dialog and not with the screen (decision 72).
 */
const es = {
  noFiles: inscripcionMsg.noFiles as string,
  missingFiles: (labels: string[]) => inscripcionMsg.missingFiles(labels) as string,
  success: inscripcionMsg.success as string,
  modalIntro: 'Estas son las instancias con inscripción abierta.',
  close: 'Cerrar',
  carrera: 'Carrera',
  dates: {
    registrationEnd: 'Cierre de inscripción',
    courseStart: 'Inicio del curso',
    start: 'Fecha de inicio',
    end: 'Fecha de finalización',
  },
  chooseCareer: 'Carrera a la que querés ingresar',
  chooseCareerPlaceholder: 'Seleccioná una carrera',
  chooseCareerError: inscripcionMsg.chooseCareer as string,
  careersLoading: 'Cargando carreras...',
  careersError: 'No se pudo cargar la lista de carreras. Intentá de nuevo más tarde.',
  enrol: 'Inscribirme',
  enrolIn: (instancia: string) => `Inscribirme en ${instancia}`,
  enrolling: 'Inscribiendo...',
  enrolled: 'Ya estás inscripto',
  enrolledState: (estado: string) => `Estado: ${estado}`,
  goToDocuments: 'Ir a Mi Perfil > Mi Documentacion',
  goToProfile: 'Ver mis inscripciones en Mi Perfil',
  documents: DOCUMENT_LABELS as Record<DocumentName, string>,
};

export type EnrolmentModalTexts = typeof es;

const en: EnrolmentModalTexts = {
  noFiles: 'Oops! It looks like you have not uploaded any file...',
  missingFiles: (labels) =>
    `You still need to upload these documents: ${labels.join(', ')}. You can upload them from My Profile > My Documents.`,
  success: 'Your details will be checked before the enrolment is approved',
  modalIntro: 'These offerings are open for enrolment.',
  close: 'Close',
  carrera: 'Programme',
  dates: {
    registrationEnd: 'Enrolment closes',
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
  enrolIn: (instancia) => `Enrol in ${instancia}`,
  enrolling: 'Enrolling...',
  enrolled: 'Already enrolled',
  enrolledState: (estado) => `Status: ${estado}`,
  goToDocuments: 'Go to My Profile > My Documents',
  goToProfile: 'See my enrolments in My Profile',
  documents: DOCUMENT_LABELS_EN,
};

export function useEnrolmentModalTexts(): EnrolmentModalTexts {
  return useLocalizedTexts<EnrolmentModalTexts>(es, en);
}
