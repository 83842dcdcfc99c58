import { FACULTY_NAME, SYSTEM_NAME } from '@ingreso/shared';
import { seedMessages } from './seed-messages';

/** Spanish: the complete, default language and the shape every other language follows. */
export const es = {
  common: {
    appName: SYSTEM_NAME,
    facultyName: FACULTY_NAME,
    loading: 'Cargando...',
    back: 'Volver',
    language: 'Idioma',
    skipToContent: 'Saltar al contenido principal',
    togglePassword: 'Mostrar u ocultar la clave',
    newTab: '(se abre en una pestaña nueva)',
    homeLink: 'Ir al inicio de {{app}}',
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
  auth: {
    banner: {
      welcome: 'Bienvenido al Sistema de Ingreso',
      faculty: FACULTY_NAME,
      description:
        'Registrate, completá tus datos personales, cargá tu documentación e inscribite a las carreras y cursos abiertos. Seguí el estado de cada inscripción desde un solo lugar.',
    },
    login: {
      title: 'Iniciar sesión',
      subtitle: 'Ingresá con el correo y la contraseña de tu cuenta.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Ingresar',
      forgot: '¿Olvidaste tu contraseña?',
      noAccount: '¿Todavía no tenés cuenta?',
      register: 'Registrate',
      resend: 'Reenviar correo de activación',
    },
    registration: {
      title: 'Crear cuenta',
      subtitle: 'Completá tus datos para registrarte en el sistema.',
      name: 'Nombre',
      email: 'Correo electrónico',
      password: 'Contraseña',
      cPassword: 'Confirmar contraseña',
      acceptTermsPrefix: 'Acepto los',
      termsLink: 'términos y condiciones',
      submit: 'Registrarme',
      haveAccount: '¿Ya tenés cuenta?',
      login: 'Iniciar sesión',
      successTitle: 'Registro exitoso',
    },
    forgot: {
      title: '¿Olvidaste tu contraseña?',
      subtitle: 'Ingresá tu correo electrónico y te enviaremos un enlace para restablecerla.',
      email: 'Correo electrónico',
      submit: 'Enviar',
      successTitle: 'Revisá tu correo',
    },
    reset: {
      title: 'Restablecer contraseña',
      subtitle: 'Elegí una nueva contraseña para tu cuenta.',
      password: 'Nueva contraseña',
      cPassword: 'Confirmar nueva contraseña',
      submit: 'Restablecer contraseña',
      goToLogin: 'Iniciar sesión',
    },
    verify: {
      title: 'Activación de cuenta',
      goToLogin: 'Ir a iniciar sesión',
    },
  },
  shell: {
    greeting: 'Hola',
    home: 'Inicio',
    breadcrumbs: 'Ruta de navegación',
    mainMenu: 'Menú principal',
    toggleMenu: 'Abrir o cerrar el menú',
    openProfile: 'Abrir el panel Mi Perfil',
    profilePanel: 'Mi Perfil',
    myProfile: 'Mi Perfil',
    logout: 'Salir',
    roleStudent: 'Estudiante',
    roleAdmin: 'Administrador',
    credit: 'Desarrollado por',
    loadingArea: 'Preparando tu espacio...',
  },
  menu: {
    carreras: 'Carreras',
    instancias: 'Instancias',
    inscripciones: 'Inscripciones',
    usuarios: 'Usuarios',
    dashboard: 'Tablero',
    carrerasAdmin: 'Carreras',
  },
  errorPage: {
    title: seedMessages.errorPage.title,
    notFound: seedMessages.errorPage.notFound,
    home: 'Volver al inicio',
  },
  logout: {
    progress: 'Cerrando sesión...',
  },
  terms: {
    title: 'Términos y condiciones',
    onlySpanish: '',
    updated: 'Última actualización',
  },
  msg: seedMessages,
};

export type Translation = typeof es;
