/**
 * Every Spanish text quoted by the seeds, in one place, so the forms and the API
 * show exactly the same words. Keep the seeds' spelling (accents and typos included):
 * users and tests depend on the verbatim text.
 */
export const msg = {
  required: 'Campo requerido',
  fieldRequired: (name: string) => `${name} es requerido`,
  fieldInvalid: (name: string) => `${name} no es valido`,

  login: {
    emailFormat: 'Por favor, ingrese un formato de mail correcto',
    min3: 'Por favor, ingrese mínimo 3 caracteres',
    max50: 'Máximo 50 cáracteres',
    invalidCredentials: 'Los datos proporcionados son incorrectos',
    notVerified:
      'Tu cuenta todavía no fue verificada. Revisá tu correo y abrí el enlace de activación, o pedí que te lo enviemos de nuevo.',
    /** Own: failures from this address for this e-mail (decision 146); the wait in minutes. */
    throttled: (minutes: number | string) => `Demasiados intentos fallidos. Por favor, espere ${minutes} minutos e intente de nuevo.`,
    /** Own: failures for this e-mail from any address (decision 147). Says the same whether or not the account exists. */
    accountThrottled: (minutes: number | string) =>
      `Hubo demasiados intentos fallidos con este correo. Por seguridad, esperá ${minutes} minutos o restablecé tu contraseña desde «¿Olvidaste tu contraseña?».`,
  },
  /** Own: the rules of every new or changed password (NIST SP 800-63B, decision 145). */
  password: {
    min: 'La contraseña debe tener al menos 8 caracteres.',
    max: 'La contraseña puede tener como máximo 128 caracteres.',
    common: 'Esa contraseña es demasiado común o apareció en filtraciones; elegí otra.',
    loginMax: 'Máximo 128 caracteres',
  },
  registration: {
    min3: 'Mínimo 3 caracteres',
    max50: 'Máximo 50 caracteres',
    passwordsMustMatch: 'Las contraseñas deben ser iguales',
    acceptTerms: 'Debes aceptar los términos y condiciones para poder continuar',
    success: 'Hemos registrado tus datos correctamente',
    activationNote: 'Te enviaremos un correo electrónico para activar tu cuenta.',
    emailTaken: 'El email ingresado ya se encuentra registrado.',
  },
  forgot: {
    emailFormat: 'El formato de email ingresado es erróneo',
    required: 'El campo es requerido.',
    /** Own (decision 149): the same answer whether or not the address has an account. */
    sent: 'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisá tu correo (también la carpeta de spam).',
  },
  reset: {
    failure: 'Ha ocurrido un error. Por favor, intente de nuevo',
    success: 'Contraseña restablecida con éxito',
  },
  verify: {
    waiting: 'Estamos validando tu usuario.',
    success: 'Tu cuenta fue activada. Ya podés iniciar sesión.',
    failure: 'El enlace de activación no es válido o ya fue utilizado.',
    /** own: the link was replaced by a newer one ("reenviar correo de activación"); decision 129. */
    superseded:
      'Este enlace fue reemplazado por uno más nuevo: te enviamos otro correo de activación. Abrí el enlace del último correo que recibiste.',
    /** own: the account was already activated, by this link or a newer one. */
    alreadyActive: 'Tu cuenta ya está activada. Ya podés iniciar sesión.',
    resent: 'Si la cuenta existe y no está activada, te enviamos un nuevo correo de activación.',
  },
  session: {
    unauthorized: 'Tu sesión expiró o no es válida. Por favor, iniciá sesión nuevamente.',
    forbidden: 'No tenés permiso para realizar esta acción.',
    /** Own (issue 14): the 401 of a session that ended by the 30-minute inactivity rule. */
    idle: 'Tu sesión se cerró por inactividad.',
    /** Own (issue 14): the 401 of a session revoked because the account's password changed. */
    passwordChanged: 'Tu contraseña cambió: volvé a ingresar.',
  },
  http: {
    notFound: 'El recurso solicitado no existe.',
    badRequest: 'La solicitud no es válida.',
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
    unsupportedMediaType: 'El tipo de contenido de la solicitud no está soportado.',
    payloadTooLarge: 'La solicitud es demasiado grande.',
    tooManyRequests: 'Demasiadas solicitudes. Por favor, espere un momento e intente de nuevo.',
    internal: 'Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.',
    /** Own (issue 20): a deadlock or serialization failure; the transaction was rolled back, nothing was saved. */
    busy: 'El sistema está muy ocupado y no se guardó nada. Por favor, intente de nuevo en unos segundos.',
  },
  errorPage: {
    title: 'Oops!',
    notFound: 'La página hacia donde navegabas no fue encontrada',
  },
  wizard: {
    emailInUse: 'El Email ingresado ya se encuentra en uso. Por favor, ingrese otro.',
    unexpected: 'Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.',
    enrolmentStep: 'Ha ocurrido un error al registrar los datos. Por favor, intente de nuevo.',
  },
} as const;
