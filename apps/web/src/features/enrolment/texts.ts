import { DOCUMENT_LABELS, inscripcionMsg, type DocumentName } from '@ingreso/shared';
import { useLocalizedTexts } from '@/lib/i18n';

/**
 * The enrolment home's own words, next to the screen like the wizard's. In
 * Spanish the seed's quoted texts (empty state, pre-check, success note) are
 * the shared contract's `inscripcionMsg`, the same words the server answers with.
 */
const es = {
  intro: 'Elegí un tipo de carrera para ver las instancias abiertas e inscribirte.',
  loading: 'Cargando las instancias abiertas...',
  empty: 'No se encuentran instancias abiertas en este momento',
  noFiles: inscripcionMsg.noFiles as string,
  missingFiles: (labels: string[]) => inscripcionMsg.missingFiles(labels) as string,
  success: inscripcionMsg.success as string,
  emptyHint: 'Podés consultar la oferta académica en el sitio de la facultad.',
  facultySite: 'Ir al sitio de la facultad',
  newTab: '(se abre en una pestaña nueva)',
  openCount: (n: number) => (n === 1 ? '1 instancia abierta' : `${n} instancias abiertas`),
  noneOpen: 'Sin instancias abiertas',
  showInstancias: (type: string) => `Ver instancias de ${type}`,
  showInstanciasShort: 'Ver instancias',
  external: 'Oferta en el sitio de extensión universitaria',
  goExternal: 'Ir al sitio de extensión',
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
  noPersona: 'Completá tus datos personales antes de inscribirte.',
  completeRegister: 'Completar mis datos',
  documents: DOCUMENT_LABELS as Record<DocumentName, string>,
};

export type EnrolmentTexts = typeof es;

const en: EnrolmentTexts = {
  intro: 'Choose a type of programme to see the open offerings and enrol.',
  loading: 'Loading the open offerings...',
  empty: 'There are no open offerings at the moment',
  noFiles: 'Oops! It looks like you have not uploaded any file...',
  missingFiles: (labels) =>
    `You still need to upload these documents: ${labels.join(', ')}. You can upload them from My Profile > My Documents.`,
  success: 'Your details will be checked before the enrolment is approved',
  emptyHint: "You can check the academic offer on the faculty's website.",
  facultySite: "Go to the faculty's website",
  newTab: '(opens in a new tab)',
  openCount: (n) => (n === 1 ? '1 open offering' : `${n} open offerings`),
  noneOpen: 'No open offerings',
  showInstancias: (type) => `See the offerings of ${type}`,
  showInstanciasShort: 'See offerings',
  external: 'Offered on the university extension website',
  goExternal: 'Go to the extension website',
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
  noPersona: 'Complete your personal details before enrolling.',
  completeRegister: 'Complete my details',
  documents: {
    dni_frente: 'ID card (front)',
    dni_reverso: 'ID card (back)',
    cuil: 'CUIL certificate',
    partida_nacimiento: 'Birth certificate',
    analitico: 'Secondary school transcript',
    certificado_laboral: 'Employment certificate',
    cud: 'Disability certificate (CUD)',
  },
};

export function useEnrolmentTexts(): EnrolmentTexts {
  return useLocalizedTexts<EnrolmentTexts>(es, en);
}

