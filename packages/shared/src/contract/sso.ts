import { z } from 'zod';
import { loginResponseSchema } from '../api-types.js';
import { ssoExchangeSchema, ssoMsg } from '../sso.js';
import { publicAccess } from './access.js';
import { errorBodySchema, errorExample } from './common.js';
import { route } from './route.js';

/**
 * Staff single sign-on by OpenID Connect (issue 17 §9; decisions 140–144): the
 * authorization-code flow with PKCE, state and nonce, configured by OIDC_* variables.
 */
const tag = 'cuentas';

export const getSsoStatus = route({
  operationId: 'getSsoStatus',
  method: 'GET',
  path: '/api/sso',
  access: publicAccess('la pantalla de ingreso muestra el botón institucional'),
  tag,
  summary: 'Si el ingreso con la cuenta institucional (OpenID Connect) está habilitado',
  responses: { 200: z.object({ enabled: z.boolean() }) },
  examples: { responses: { 200: { enabled: true } } },
});

export const startSso = route({
  operationId: 'startSso',
  method: 'GET',
  path: '/api/sso/start',
  access: publicAccess('comienza el ingreso institucional'),
  tag,
  summary: 'Comienza el ingreso con la cuenta institucional',
  description:
    'Redirige (302) al proveedor de identidad con state, nonce y un desafío PKCE guardados en el servidor para un solo uso, y deja una cookie que ata el intento a este navegador. Si el ingreso institucional no está configurado o el proveedor no responde, redirige a /auth/login?sso_error=<código>.',
  responses: { 302: null },
});

export const ssoCallback = route({
  operationId: 'ssoCallback',
  method: 'GET',
  path: '/api/sso/callback',
  access: publicAccess('vuelta del proveedor de identidad'),
  tag,
  summary: 'Vuelta del proveedor de identidad',
  description:
    'Consume el state (un solo uso), canjea el código con el verificador PKCE, valida el id_token (emisor, audiencia, nonce, firma, vencimiento) y busca una cuenta del personal con el correo verificado y del dominio permitido. Redirige (302) a /auth/login#sso=<código de un solo uso> o a /auth/login?sso_error=<código>. Nunca crea una cuenta.',
  query: z.looseObject({
    code: z.string().optional(),
    state: z.string().optional(),
    iss: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  }),
  responses: { 302: null },
});

export const exchangeSsoCode = route({
  operationId: 'exchangeSsoCode',
  method: 'POST',
  path: '/api/sso/session',
  access: publicAccess('canjea el código de un solo uso del ingreso institucional'),
  tag,
  summary: 'Canjea el código de un solo uso del ingreso institucional por la sesión',
  description: 'Responde como POST /api/login. 400 si el código no existe, venció (un minuto) o ya fue usado.',
  body: ssoExchangeSchema,
  responses: { 200: loginResponseSchema, 400: errorBodySchema },
  examples: {
    body: { code: 'Xq2v8sL0b1T2yZ8wP4mN6rL5jH7gF0dC2aE9uI1oY3s' },
    responses: { 400: errorExample(ssoMsg.codeInvalid, {}, 'invalid_sso_code') },
  },
});

export const ssoRoutes = [getSsoStatus, startSso, ssoCallback, exchangeSsoCode] as const;
