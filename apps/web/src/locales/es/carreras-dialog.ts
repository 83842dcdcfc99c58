import { DOCUMENT_LABELS, inscripcionMsg } from '@ingreso/shared';

/**
 * The instancias dialog of /carreras. The seed's quoted texts (pre-check, success note) are the
 * shared contract's `inscripcionMsg`, the same words the server answers with. That module also
 * holds zod schemas, so this namespace loads with the dialog, not with the screen (decision 72).
 */
export const resource = {
  noFiles: inscripcionMsg.noFiles,
  missingFiles: inscripcionMsg.missingFiles(['{{labels}}']),
  success: inscripcionMsg.success,
  modalIntro: 'Estas son las instancias con inscripción abierta.',
  close: 'Cerrar',
  carrera: 'Carrera',
  openUntil: 'Inscripción abierta hasta el {{date}}',
  dates: {
    courseStart: 'Inicio del curso',
    start: 'Fecha de inicio',
    end: 'Fecha de finalización',
  },
  chooseCareer: 'Carrera a la que querés ingresar',
  chooseCareerPlaceholder: 'Seleccioná una carrera',
  chooseCareerError: inscripcionMsg.chooseCareer,
  careersLoading: 'Cargando carreras...',
  careersError: 'No se pudo cargar la lista de carreras. Intentá de nuevo más tarde.',
  enrol: 'Inscribirme',
  enrolIn: 'Inscribirme en {{instancia}}',
  enrolling: 'Inscribiendo...',
  enrolled: 'Ya estás inscripto',
  enrolledState: 'Estado: {{estado}}',
  goToDocuments: 'Ir a Mi Perfil > Mi Documentación',
  goToProfile: 'Ver mis inscripciones en Mi Perfil',
  documents: DOCUMENT_LABELS,
};
