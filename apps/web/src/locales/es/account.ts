/** The account screens other than sign in: registration, forgotten and new password, activation. */
export const resource = {
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
