import type { FastifyInstance } from 'fastify';
import { createUserSchema, idParamSchema, updateUserSchema, usuarioMsg } from '@ingreso/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin } from '../../plugins/auth-guard.js';
import * as service from './users.service.js';

const listQuerySchema = z.object({ email: z.string().trim().max(255, usuarioMsg.max255).optional() });

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['usuarios'];
  const security = [{ bearer: [] }];
  const admin = requireAdmin(deps.db);
  const userShape = '{id, name, email, role_id, role: [{name, description}], email_verified, created_at}';
  const payload =
    'Cuerpo {name, email, role_id (o role + role_description), password, c_password}; al editar, password y c_password solo con change_password (o password_required) 1.';

  app.get(
    '/users',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Lista de usuarios',
        description: `Query opcional email (coincidencia parcial, sin mayúsculas). Responde {data: [{users: [${userShape}]}]}: la pantalla usa el primer elemento de data.`,
      },
    },
    async (req) => {
      const { email } = parseInput(listQuerySchema, req.query);
      return { data: [{ users: await service.list(deps, email || undefined) }] };
    },
  );

  app.get(
    '/data-form-user',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Combos del formulario de usuario',
        description: 'Responde {combos: {roles: [{id, name, description}]}}: name es el alcance (admin o user) y description el grupo.',
      },
    },
    async () => ({ combos: { roles: await service.roles(deps) } }),
  );

  app.post(
    '/users',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Crea un usuario (verificado)',
        description: `${payload} Responde 201 {data: {user: ${userShape}}, message}. 422 con errors.email si el correo ya existe.`,
      },
    },
    async (req, reply) => {
      const input = parseInput(createUserSchema, req.body);
      const user = await service.create(deps, await authenticate(deps.db, req), input);
      return reply.status(201).send({ data: { user }, message: usuarioMsg.success });
    },
  );

  app.put(
    '/users/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Edita un usuario',
        description: `${payload} Cambiar la contraseña cierra las demás sesiones del usuario. 409 si se quitaría el rol de administrador al último administrador.`,
      },
    },
    async (req) => {
      const { id } = parseInput(idParamSchema, req.params);
      const input = parseInput(updateUserSchema, req.body);
      const user = await service.update(deps, await authenticate(deps.db, req), id, input);
      return { data: { user }, message: usuarioMsg.success };
    },
  );
}
