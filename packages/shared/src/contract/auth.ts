import { loginResponseSchema, userInfoResponseSchema } from '../api-types.js';
import { forgotPasswordSchema, loginSchema, registerSchema, resendVerificationSchema, resetPasswordSchema, tokenSchema } from '../auth.js';
import { msg } from '../messages.js';
import { publicAccess, signedIn } from './access.js';
import { errorBodySchema, messageSchema, errorExample } from './common.js';
import { route } from './route.js';

/** Account calls of seed 000 section 7, at their exact paths; bodies use the seeds' messages. */
const tag = 'cuentas';

const userExample = {
  id: 12,
  name: 'Ana Pérez',
  fullname: 'Ana Pérez',
  email: 'ana.perez@correo.test',
  role: [{ name: 'user', description: 'User' }],
  scope: 'user',
  email_verified: true,
  permissions: [],
};
export const register = route({
  operationId: 'register',
  method: 'POST',
  path: '/api/register',
  access: publicAccess(),
  tag,
  summary: 'Registro de un aspirante',
  description:
    'Envía el correo de activación. Si el email ya tiene una cuenta responde exactamente lo mismo (201) y le escribe a su dueño que alguien intentó registrarse con su correo (decisión 149). La contraseña: de 8 a 128 caracteres, no común ni filtrada (decisión 145).',
  body: registerSchema,
  responses: { 201: messageSchema },
  examples: {
    body: { name: 'Ana Pérez', email: 'ana.perez@correo.test', password: 'Sol de otoño 42', c_password: 'Sol de otoño 42' },
    responses: {
      201: { message: msg.registration.success },
      400: errorExample(msg.password.common, { password: [msg.password.common] }, 'validation'),
    },
  },
});

export const login = route({
  operationId: 'login',
  method: 'POST',
  path: '/api/login',
  access: publicAccess(),
  tag,
  summary: 'Inicio de sesión',
  description:
    '401 con datos incorrectos, 403 si la cuenta no fue activada. 429 con Retry-After: tras 5 intentos fallidos del mismo correo desde la misma dirección en 15 minutos (decisión 146), o tras 10 del mismo correo desde cualquier dirección, con una espera que crece (decisión 147). La contraseña se compara recién después de reservar el intento.',
  body: loginSchema,
  responses: { 200: loginResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
  examples: {
    body: { email: 'ana.perez@correo.test', password: 'Sol de otoño 42' },
    responses: {
      200: {
        token: 'kQ3v9xS0b1T2yZ8wP4mN6rL5jH7gF0dC2aE9uI1oY3s',
        scope: 'user',
        state_data: { input_data: false },
        user: userExample,
        persona: null,
      },
      401: errorExample(msg.login.invalidCredentials, {}, 'unauthorized'),
      429: errorExample(msg.login.throttled(15), {}, 'throttled'),
    },
  },
});

export const getUserInfo = route({
  operationId: 'getUserInfo',
  method: 'POST',
  path: '/api/userinfo',
  access: signedIn('la cuenta de la sesión'),
  tag,
  summary: 'Datos del usuario de la sesión',
  responses: { 200: userInfoResponseSchema },
  examples: { responses: { 200: { user: userExample, state_data: { input_data: true } } } },
});

export const logout = route({
  operationId: 'logout',
  method: 'POST',
  path: '/api/logout',
  access: signedIn('la sesión del token'),
  tag,
  summary: 'Cierra la sesión actual',
  responses: { 204: null },
});

export const verifyAccount = route({
  operationId: 'verifyAccount',
  method: 'POST',
  path: '/api/verify-account',
  access: publicAccess(),
  tag,
  summary: 'Activa la cuenta con el enlace del correo',
  description:
    '400 si el enlace no es válido, venció o ya fue usado: code superseded_token si un "reenviar correo de activación" lo reemplazó por uno más nuevo, account_already_active si la cuenta ya está activada, invalid_token en los demás casos.',
  body: tokenSchema,
  responses: { 200: messageSchema },
  examples: {
    body: { token: 'kQ3v9xS0b1T2yZ8wP4mN6rL5jH7gF0dC2aE9uI1oY3s' },
    responses: { 200: { message: msg.verify.success }, 400: errorExample(msg.verify.failure, {}, 'invalid_token') },
  },
});

export const resendVerification = route({
  operationId: 'resendVerification',
  method: 'POST',
  path: '/api/verify-account/resend',
  access: publicAccess(),
  tag,
  summary: 'Reenvía el correo de activación',
  description: 'Responde lo mismo exista o no la cuenta.',
  body: resendVerificationSchema,
  responses: { 200: messageSchema },
  examples: { body: { email: 'ana.perez@correo.test' }, responses: { 200: { message: msg.verify.resent } } },
});

export const forgotPassword = route({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/api/forgotpassword',
  access: publicAccess(),
  tag,
  summary: 'Pide el correo para restablecer la contraseña',
  description: 'Responde lo mismo exista o no la cuenta (decisión 149); solo una cuenta existente recibe el correo.',
  body: forgotPasswordSchema,
  responses: { 200: messageSchema },
  examples: {
    body: { email: 'ana.perez@correo.test' },
    responses: { 200: { message: msg.forgot.sent } },
  },
});

export const resetPassword = route({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/resetpassword',
  access: publicAccess(),
  tag,
  summary: 'Restablece la contraseña con el token del correo',
  description:
    'Activa la cuenta, cierra todas sus sesiones y levanta la espera de inicio de sesión del correo (decisión 147). 400 si el enlace no es válido o venció, o si la contraseña nueva no cumple la decisión 145.',
  body: resetPasswordSchema,
  responses: { 200: messageSchema },
  examples: {
    body: { token: 'kQ3v9xS0b1T2yZ8wP4mN6rL5jH7gF0dC2aE9uI1oY3s', password: 'Sol de otoño 43', c_password: 'Sol de otoño 43' },
    responses: { 200: { message: msg.reset.success }, 400: errorExample(msg.reset.failure, {}, 'invalid_token') },
  },
});

export const authRoutes = [register, login, getUserInfo, logout, verifyAccount, resendVerification, forgotPassword, resetPassword] as const;
