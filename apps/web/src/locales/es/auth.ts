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
    sso: {
      or: 'o',
      button: 'Ingresar con la cuenta institucional',
      hint: 'Solo para el personal de la facultad.',
      pending: 'Ingresando con la cuenta institucional…',
      errors: {
        not_configured: 'El ingreso con la cuenta institucional no está habilitado en este portal. Ingresá con tu correo y contraseña.',
        unavailable:
          'No pudimos comunicarnos con el proveedor de la cuenta institucional. Intentá de nuevo en unos minutos o ingresá con tu correo y contraseña.',
        expired: 'El ingreso con la cuenta institucional venció o ya fue usado. Volvé a intentarlo.',
        denied: 'Se canceló el ingreso con la cuenta institucional.',
        invalid_response:
          'La respuesta del proveedor de la cuenta institucional no pasó los controles de seguridad. Volvé a intentarlo; si se repite, avisá a la mesa de ayuda.',
        unverified_email: 'El proveedor no confirma que el correo de tu cuenta institucional esté verificado.',
        domain: 'El correo de esa cuenta no pertenece al dominio institucional habilitado para el personal.',
        no_account: 'No hay una cuenta del personal con el correo de tu cuenta institucional. Pedí a un administrador que la cree.',
        not_staff: 'El correo de tu cuenta institucional corresponde a una cuenta de aspirante: ingresá con tu correo y contraseña.',
      },
    },
  },
};
