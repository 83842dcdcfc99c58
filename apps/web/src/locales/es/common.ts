import { FACULTY_NAME, SYSTEM_NAME } from '@ingreso/shared';
import { seedMessages } from '../../lib/seed-messages';

/**
 * What every page may show: the frame, the loading screen, the error page and the
 * seed's messages (`msg`, the same words the server answers with). It ships with the first page;
 * the features' namespaces come with their own code (decision 93).
 */
export const resource = {
  common: {
    appName: SYSTEM_NAME,
    facultyName: FACULTY_NAME,
    loading: 'Cargando...',
    back: 'Volver',
    language: 'Idioma',
    skipToContent: 'Saltar al contenido principal',
    togglePassword: 'Mostrar u ocultar la contraseña',
    /** Over a staff table wider than the screen (a phone): the first column stays, the rest scrolls. */
    tableScrollHint: 'Deslizá la tabla hacia el costado para ver todas las columnas.',
    newTab: '(se abre en una pestaña nueva)',
    homeLink: 'Ir al inicio de {{app}}',
    /** Between the items of a list in running text ("DNI (frente), Partida de nacimiento"). */
    listSeparator: ', ',
    /** The loading screen of the signed-in areas (shown before the shell's code arrives). */
    loadingArea: 'Preparando tu espacio...',
    loggingOut: 'Cerrando sesión...',
  },
  /** A screen whose code did not arrive or that failed to render (components/screen-error-boundary.tsx). */
  screenError: {
    message:
      'No se pudo cargar esta pantalla: puede ser un corte de la conexión o una versión nueva del portal. Volvé a intentar; lo que ya guardaste no se pierde.',
    retry: 'Volver a intentar',
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
    title: 'Enlaces útiles',
    site: 'Sitio de la facultad',
    careers: 'Carreras',
    coursesGuide: 'Guía de cursos',
    contact: 'Contacto',
  },
  pagination: {
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{n}}',
  },
  errorPage: {
    title: seedMessages.errorPage.title,
    notFound: seedMessages.errorPage.notFound,
    home: 'Volver al inicio',
  },
  msg: seedMessages,
};
