import { DOCUMENT_LABELS, ESTADOS_INSCRIPCION, inscripcionMsg, type DocumentName } from '@ingreso/shared';
import { useTranslation } from 'react-i18next';

/**
 * The profile page's own words, next to it like the wizard's. The seed's
 * quoted Spanish texts are written exactly as quoted, accents (and their
 * absence) included: "Información actualizada con exito", "Ha ocurrido un error
 * al actualizar la informacion" (job) and "... la información" (contact).
 */
const es = {
  title: 'Mi Perfil',
  loading: 'Cargando tu perfil...',
  loadError: 'No pudimos cargar tu perfil. Intentá de nuevo en unos minutos.',
  sectionLoadError: 'No pudimos cargar esta sección. Intentá de nuevo en unos minutos.',
  retry: 'Reintentar',
  nav: 'Secciones de Mi Perfil',
  newTab: '(se abre en una pestaña nueva)',
  document: (tipo: string, numero: string) => `${tipo.toUpperCase()} ${numero}`,
  sections: {
    personal: 'Datos personales',
    contact: 'Datos de contacto',
    job: 'Situacion Laboral',
    documents: 'Mi Documentacion',
    enrolments: 'Mis Inscripciones',
  },
  personal: {
    documento: 'Documento',
    cuit: 'CUIT/CUIL',
    fechaNacimiento: 'Fecha de nacimiento',
    lugarNacimiento: 'Lugar de nacimiento',
    direccion: 'Dirección',
    localidad: 'Localidad',
    provincia: 'Provincia',
    floor: (piso: string) => `piso ${piso}`,
    flat: (dpto: string) => `depto. ${dpto}`,
  },
  contact: {
    telefono: 'Teléfono',
    celular: 'Celular',
    celularHint: '10 dígitos: código de área sin 0 y número sin 15',
    email: 'Email',
    empty: 'Sin cargar',
  },
  actions: {
    edit: 'Editar',
    editContact: 'Editar datos de contacto',
    editJob: 'Editar Informacion',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
  updated: 'Información actualizada con exito',
  contactError: 'Ha ocurrido un error al actualizar la información',
  jobError: 'Ha ocurrido un error al actualizar la informacion',
  job: {
    trabaja: 'Trabaja actualmente',
    yes: 'Si',
    no: 'No',
    ocupacion: 'Ocupación',
    cargo: 'Cargo',
    empresa: 'Empresa',
    horas: 'Horas semanales',
    relacion: 'Relación del trabajo con la carrera',
    relacionOptions: { Ninguna: 'Ninguna', Parcial: 'Parcial', Total: 'Total' } as Record<string, string>,
    missing: 'Todavía no hay datos de tu situación laboral.',
  },
  documents: {
    intro: 'Los documentos que cargaste. Se abren en una pestaña nueva.',
    none: 'Todavía no cargaste ningún documento.',
    open: (label: string) => `Ver ${label}`,
    remove: (label: string) => `Eliminar ${label}`,
    removeTitle: 'Eliminar documento',
    removeConfirm: (label: string) => `¿Querés eliminar ${label}? Vas a tener que volver a cargarlo para inscribirte.`,
    removeButton: 'Eliminar',
    removeError: 'No se pudo eliminar el documento. Intentá de nuevo.',
    upload: 'Cargar documentación',
    missing: (labels: string[]) => `Te falta cargar: ${labels.join(', ')}.`,
    complete: 'Tu documentación está completa.',
    modalTitle: 'Cargar documentación',
    modalHint:
      'Elegí un archivo por documento: se sube en el momento. Imágenes JPG, PNG o WebP, o PDF, de hasta 2 MB.',
    uploaded: 'Ya cargado: un archivo nuevo lo reemplaza.',
    labels: DOCUMENT_LABELS as Record<DocumentName, string>,
  },
  enrolments: {
    none: 'Todavía no te inscribiste en ninguna instancia.',
    goToCarreras: 'Ver carreras e instancias abiertas',
    carrera: 'Carrera',
    codTramite: 'Código de trámite',
    date: 'Fecha de inscripción',
    estado: 'Estado',
    estados: ESTADOS_INSCRIPCION as Record<number, string>,
    seeReason: 'Ver motivo del rechazo',
    reasonTitle: 'Motivo del rechazo',
    noReason: 'No se indicó un motivo.',
    rejectedHint: 'Corregí tu documentación en Mi Documentacion y avisanos con el botón.',
    resubmit: 'Ya corregí mi documentación',
    resubmitError: inscripcionMsg.resubmitFailure as string,
    resubmitted: 'Tu inscripción volvió a revisión: está Pendiente.',
  },
};

export type ProfileTexts = typeof es;

const en: ProfileTexts = {
  title: 'My Profile',
  loading: 'Loading your profile...',
  loadError: 'Your profile could not be loaded. Please try again in a few minutes.',
  sectionLoadError: 'This section could not be loaded. Please try again in a few minutes.',
  retry: 'Try again',
  nav: 'Sections of My Profile',
  newTab: '(opens in a new tab)',
  document: (tipo, numero) => `${tipo.toUpperCase()} ${numero}`,
  sections: {
    personal: 'Personal details',
    contact: 'Contact details',
    job: 'Work situation',
    documents: 'My Documents',
    enrolments: 'My Enrolments',
  },
  personal: {
    documento: 'Document',
    cuit: 'CUIT/CUIL',
    fechaNacimiento: 'Date of birth',
    lugarNacimiento: 'Place of birth',
    direccion: 'Address',
    localidad: 'Town',
    provincia: 'Province',
    floor: (piso) => `floor ${piso}`,
    flat: (dpto) => `flat ${dpto}`,
  },
  contact: {
    telefono: 'Phone',
    celular: 'Mobile',
    celularHint: '10 digits: area code without 0 and number without 15',
    email: 'E-mail',
    empty: 'Not given',
  },
  actions: {
    edit: 'Edit',
    editContact: 'Edit contact details',
    editJob: 'Edit information',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
  },
  updated: 'Information updated',
  contactError: 'An error occurred while updating the information',
  jobError: 'An error occurred while updating the information',
  job: {
    trabaja: 'Currently working',
    yes: 'Yes',
    no: 'No',
    ocupacion: 'Occupation',
    cargo: 'Position',
    empresa: 'Company',
    horas: 'Hours per week',
    relacion: 'Relation of the job to the degree',
    relacionOptions: { Ninguna: 'None', Parcial: 'Partial', Total: 'Full' },
    missing: 'There is no information about your work situation yet.',
  },
  documents: {
    intro: 'The documents you uploaded. They open in a new tab.',
    none: 'You have not uploaded any document yet.',
    open: (label) => `View ${label}`,
    remove: (label) => `Delete ${label}`,
    removeTitle: 'Delete document',
    removeConfirm: (label) => `Delete ${label}? You will need to upload it again to enrol.`,
    removeButton: 'Delete',
    removeError: 'The document could not be deleted. Please try again.',
    upload: 'Upload documents',
    missing: (labels) => `Still to upload: ${labels.join(', ')}.`,
    complete: 'Your documents are complete.',
    modalTitle: 'Upload documents',
    modalHint: 'Choose one file per document: it is uploaded at once. JPG, PNG or WebP images, or PDF, up to 2 MB.',
    uploaded: 'Already uploaded: a new file replaces it.',
    labels: {
      dni_frente: 'ID card (front)',
      dni_reverso: 'ID card (back)',
      cuil: 'CUIL certificate',
      partida_nacimiento: 'Birth certificate',
      analitico: 'Secondary school transcript',
      certificado_laboral: 'Employment certificate',
      cud: 'Disability certificate (CUD)',
    },
  },
  enrolments: {
    none: 'You have not enrolled in any offering yet.',
    goToCarreras: 'See programmes and open offerings',
    carrera: 'Programme',
    codTramite: 'Procedure code',
    date: 'Enrolment date',
    estado: 'Status',
    estados: { 1: 'Pending', 2: 'Approved', 3: 'Rejected', 4: 'Paid by employer', 5: 'Scholarship', 6: 'Waiting list' },
    seeReason: 'See the reason for rejection',
    reasonTitle: 'Reason for rejection',
    noReason: 'No reason was given.',
    rejectedHint: 'Fix your documents in My Documents and let us know with the button.',
    resubmit: 'I have fixed my documents',
    resubmitError: 'An error occurred. Please try again now or later.',
    resubmitted: 'Your enrolment is under review again: it is Pending.',
  },
};

export function useProfileTexts(): ProfileTexts {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? en : es;
}

/** Seed: dates in es-ES with day, month and year, in UTC (calendar days and timestamps alike). */
export function useFormatDate(): (value: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'es-ES';
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (value) => {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}
