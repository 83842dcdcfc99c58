import { FACULTY_NAME } from '@ingreso/shared';

/**
 * The sign-in screen and the frame of the account screens (AuthLayout registers it: it loads with the
 * login page). The other account screens' words are the `account` namespace, loaded with them.
 */
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
    ended: {
      idle: 'Tu sesión se cerró por inactividad.',
      passwordChanged: 'Tu contraseña cambió: volvé a ingresar.',
    },
  },
};
