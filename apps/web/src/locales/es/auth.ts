import { FACULTY_NAME } from '@ingreso/shared';

/** The account screens (sign in, registration, password reset, activation, sign out) and their frame. */
export const resource = {
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
};
