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
  description: 'Envía el correo de activación. 422 si el email ya tiene una cuenta.',
  body: registerSchema,
  responses: { 201: messageSchema, 422: errorBodySchema },
  examples: {
    body: { name: 'Ana Pérez', email: 'ana.perez@correo.test', password: 'secreta1', c_password: 'secreta1' },
    responses: {
      201: { message: msg.registration.success },
      422: errorExample(msg.registration.emailTaken, { email: [msg.registration.emailTaken] }, 'email_taken'),
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
  description: '401 con datos incorrectos, 403 si la cuenta no fue activada, 429 tras varios intentos fallidos.',
  body: loginSchema,
  responses: { 200: loginResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
  examples: {
    body: { email: 'ana.perez@correo.test', password: 'secreta1' },
    responses: {
      200: {
        token: 'kQ3v9xS0b1T2yZ8wP4mN6rL5jH7gF0dC2aE9uI1oY3s',
        scope: 'user',
        state_data: { input_data: false },
        user: userExample,
        persona: null,
      },
      401: errorExample(msg.login.invalidCredentials, {}, 'unauthorized'),
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
  description: '404 con el texto del seed si el correo no tiene cuenta.',
  body: forgotPasswordSchema,
  responses: { 200: messageSchema, 404: errorBodySchema },
  examples: {
    body: { email: 'ana.perez@correo.test' },
    responses: {
      200: { message: msg.forgot.sent },
      404: errorExample(msg.forgot.unknownEmail('nadie@correo.test'), {}, 'unknown_email'),
    },
  },
});

export const resetPassword = route({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/resetpassword',
  access: publicAccess(),
  tag,
  summary: 'Restablece la contraseña con el token del correo',
  description: 'Activa la cuenta y cierra todas sus sesiones. 400 si el enlace no es válido o venció.',
  body: resetPasswordSchema,
  responses: { 200: messageSchema },
  examples: {
    body: { token: 'kQ3v9xS0b1T2yZ8wP4mN6rL5jH7gF0dC2aE9uI1oY3s', password: 'secreta2', c_password: 'secreta2' },
    responses: { 200: { message: msg.reset.success }, 400: errorExample(msg.reset.failure, {}, 'invalid_token') },
  },
});

export const authRoutes = [register, login, getUserInfo, logout, verifyAccount, resendVerification, forgotPassword, resetPassword] as const;
