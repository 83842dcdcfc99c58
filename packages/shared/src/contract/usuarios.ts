import { z } from 'zod';
import { idParamSchema } from '../inscripcion.js';
import { createUserSchema, roleOptionSchema, updateUserSchema, userListQuerySchema, userRowSchema, usuarioMsg } from '../usuario.js';
import { staff } from './access.js';
import { errorBodySchema } from './common.js';
import { route } from './route.js';

/** Accounts of staff and applicants, administered by staff (seed 001 §5). */
const tag = 'usuarios';

const userShape = '{id, name, email, role_id, role: [{name, description}], email_verified, created_at}';
const payload =
  'Cuerpo {name, email, role_id (o role + role_description), password, c_password, current_password}; al editar, password y c_password solo con change_password (o password_required) 1.';
const reauth =
  'Cambiar la contraseña, el grupo o el correo de una cuenta, o crear un Administrador, pide current_password (la contraseña de quien actúa) salvo que la sesión la haya confirmado en los últimos 5 minutos: 403 reauth_required o reauth_wrong; al quinto error la sesión se cierra (401 reauth_locked). La persona afectada recibe un correo.';

const userExample = {
  id: 5,
  name: 'Ana Gómez',
  email: 'ana.gomez@example.com',
  role_id: 3,
  role: [{ name: 'admin', description: 'Bedelía' }],
  email_verified: true,
  created_at: '2025-02-03T14:05:00.000Z',
};

const savedAnswer = z.object({ data: z.object({ user: userRowSchema }), message: z.string() });

/** An error answer as the API builds it, for the examples. */
const errorOf = (code: string, message: string, field?: string) => ({
  message,
  error: [field ? { message, field } : { message }],
  errors: field ? { [field]: [message] } : {},
  code,
});

export const listUsers = route({
  operationId: 'listUsers',
  method: 'GET',
  path: '/api/users',
  access: staff('usuarios.gestionar'),
  tag,
  summary: 'Lista de usuarios',
  description: `Query opcional email (coincidencia parcial, sin mayúsculas). Responde {data: [{users: [${userShape}]}]}: la pantalla usa el primer elemento de data.`,
  query: userListQuerySchema,
  responses: { 200: z.object({ data: z.array(z.object({ users: z.array(userRowSchema) })) }) },
  examples: { responses: { 200: { data: [{ users: [userExample] }] } } },
});

export const getDataFormUser = route({
  operationId: 'getDataFormUser',
  method: 'GET',
  path: '/api/data-form-user',
  access: staff('usuarios.gestionar'),
  tag,
  summary: 'Combos del formulario de usuario',
  description: 'Responde {combos: {roles: [{id, name, description}]}}: name es el alcance (admin o user) y description el grupo.',
  responses: { 200: z.object({ combos: z.object({ roles: z.array(roleOptionSchema) }) }) },
  examples: {
    responses: {
      200: {
        combos: {
          roles: [
            { id: 1, name: 'admin', description: 'Administrador' },
            { id: 2, name: 'user', description: 'User' },
            { id: 3, name: 'admin', description: 'Bedelía' },
            { id: 4, name: 'admin', description: 'Secretaría Académica' },
          ],
        },
      },
    },
  },
});

export const createUser = route({
  operationId: 'createUser',
  method: 'POST',
  path: '/api/users',
  access: staff('usuarios.gestionar'),
  tag,
  summary: 'Crea un usuario (verificado)',
  description: `${payload} ${reauth} Responde 201 {data: {user: ${userShape}}, message}. 422 con errors.email si el correo ya existe.`,
  body: createUserSchema,
  responses: { 201: savedAnswer, 422: errorBodySchema },

  examples: {
    body: { name: 'Ana Gómez', email: 'ana.gomez@example.com', role_id: 3, password: 'una-clave-larga', c_password: 'una-clave-larga' },
    responses: {
      201: { data: { user: userExample }, message: usuarioMsg.success },
      422: errorOf('email_taken', usuarioMsg.emailTaken, 'email'),
    },
  },
});

export const updateUser = route({
  operationId: 'updateUser',
  method: 'PUT',
  path: '/api/users/:id',
  access: staff('usuarios.gestionar'),
  tag,
  summary: 'Edita un usuario',
  description: `${payload} ${reauth} Cambiar la contraseña cierra las demás sesiones del usuario. 409 si se quitaría el grupo Administrador al último administrador.`,
  params: idParamSchema,
  body: updateUserSchema,
  responses: { 200: savedAnswer, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { name: 'Ana Gómez', email: 'ana.gomez@example.com', role_id: 3, change_password: 0 },
    responses: {
      200: { data: { user: userExample }, message: usuarioMsg.updated },
      404: errorOf('not_found', usuarioMsg.notFound),
      409: errorOf('last_admin', usuarioMsg.lastAdmin, 'role_id'),
      422: errorOf('email_taken', usuarioMsg.emailTaken, 'email'),
    },
  },
});

/** One audited change of an account, as its history lists it. */
export const accountHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

export const listUserHistory = route({
  operationId: 'listUserHistory',
  method: 'GET',
  path: '/api/users/:id/historial',
  access: staff('usuarios.gestionar'),
  tag,
  summary: 'Historial de una cuenta',
  description:
    'Cada cambio auditado de la cuenta (creación, ediciones con los valores antes y después, confirmaciones de contraseña fallidas), del más nuevo al más viejo, con quién lo hizo. Nunca incluye contraseñas ni hashes.',
  params: idParamSchema,
  responses: { 200: z.object({ historial: z.array(accountHistoryEntrySchema) }), 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        historial: [
          {
            id: 41,
            action: 'usuario.editar',
            actor_name: 'Marta Sosa',
            before: { id: 5, name: 'Ana Gómez', email: 'ana.gomez@example.com', role_id: 3 },
            after: { id: 5, name: 'Ana Gómez', email: 'ana.gomez@example.com', role_id: 4, password_changed: false },
            created_at: '2025-02-03T14:05:00.000Z',
          },
        ],
      },
      404: errorOf('not_found', usuarioMsg.notFound),
    },
  },
});

export const usuariosRoutes = [listUsers, getDataFormUser, createUser, updateUser, listUserHistory] as const;
