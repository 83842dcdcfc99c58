import { z } from 'zod';
import { EMAIL_PATTERN } from './email.js';
import { msg } from './messages.js';
import { newPasswordIssue, normalizePassword, PASSWORD_MAX, PASSWORD_MIN } from './password.js';

/** Texts of user administration (seed 001 §2, §5, §8). */
export const usuarioMsg = {
  columns: ['Nombre', 'Email', 'Rol', 'Acciones'],
  create: 'Crear nuevo usuario',
  empty: 'No hay usuarios creados.',
  success: 'Usuario creado con éxito.',
  /** own: editing said "Usuario creado" (issue 14). */
  updated: 'Usuario actualizado con éxito.',
  failure: 'Ha ocurrido un error al intentar realizar la petición.',
  loadAnother: 'Cargar Otro',

  required: 'El campo es obligatorio.',
  max255: 'El campo no debe exceder 255 caracteres.',
  emailRequired: 'El Email es requerido',
  emailInvalid: 'Por favor, Ingrese un dato válido',
  /** Login accepts addresses of up to 50 characters: longer ones could never sign in. */
  max50: 'El campo no debe exceder 50 caracteres.',
  passwordMin: msg.password.min,
  passwordsMustMatch: msg.registration.passwordsMustMatch,
  emailTaken: msg.registration.emailTaken,
  roleInvalid: 'Por favor, seleccione un elemento.',
  notFound: 'El usuario indicado no existe.',
  lastAdmin: 'No se puede quitar el rol de administrador al último usuario administrador. Asigne primero ese rol a otro usuario.',
  /** own (issue 17 §2): sensitive changes ask the acting administrator's password. */
  reauthRequired: 'Para este cambio confirmá tu contraseña actual.',
  reauthWrong: 'La contraseña actual no es correcta.',
  reauthLocked: 'Demasiados intentos con una contraseña equivocada: cerramos tu sesión por seguridad. Volvé a ingresar.',
} as const;

/** Page size of the users table (seed 001 §9). */
export const USERS_PAGE_SIZE = 5;
/** The plain applicant role: its group is fixed to this description (seed 001 §4). */
export const APPLICANT_ROLE = { name: 'user', description: 'User' } as const;

/** 0/1 as the form sends it ("0", "1", 0, 1, true, false); anything else counts as 0. */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const roleId = z.coerce
  .number({ error: usuarioMsg.roleInvalid })
  .int(usuarioMsg.roleInvalid)
  .positive(usuarioMsg.roleInvalid)
  .max(2_147_483_647, usuarioMsg.roleInvalid);

const userFields = z.object({
  name: z.string({ error: usuarioMsg.required }).trim().min(1, usuarioMsg.required).max(255, usuarioMsg.max255),
  email: z
    .string({ error: usuarioMsg.emailRequired })
    .trim()
    // An empty address is "required", not also "invalid": stop at the first message.
    .min(1, { error: usuarioMsg.emailRequired, abort: true })
    .max(50, usuarioMsg.max50)
    .regex(EMAIL_PATTERN, usuarioMsg.emailInvalid),
  /** The role by id, or by the (name, group) pair the modal shows (role + role_description). */
  // An empty select sends '' or null: that is "no role_id", and then role + role_description must name one.
  role_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), roleId.optional()),
  role: z.string().trim().max(50, usuarioMsg.roleInvalid).optional(),
  role_description: z.string().trim().max(100, usuarioMsg.roleInvalid).optional(),
  // Checked in refineUser, where whether they are required depends on the other fields.
  password: z.unknown().meta({ type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }).optional(),
  c_password: z.unknown().meta({ type: 'string', description: 'igual a password' }).optional(),
  /** Edit only: 1 when the "change password" box is ticked. The seed's form calls it password_required. */
  change_password: flag,
  password_required: flag,
  /**
   * The acting administrator's own password, for a change of another account's password,
   * role or e-mail, or a new Administrador, unless confirmed in the last few minutes.
   */
  current_password: z.string().max(200, usuarioMsg.reauthWrong).optional(),
});

type UserFields = z.output<typeof userFields>;

export type RoleRef = { role_id: number } | { role: string; role_description: string };

export interface UserInput {
  name: string;
  email: string;
  role: RoleRef;
  /** null when the password stays as it is (editing without "change password"). */
  password: string | null;
  /** The acting administrator's password, when given to confirm a sensitive change. */
  currentPassword: string | null;
}

/**
 * Checks that depend on several fields: a role must be named one way or the other,
 * and the password pair is required only when creating or when asked to change it.
 * Runs even when other fields failed, so the form gets every message at once.
 */
function refineUser(mode: 'create' | 'update') {
  return (raw: unknown, ctx: z.RefinementCtx) => {
    const v = (raw ?? {}) as Partial<Record<keyof UserFields, unknown>>;
    // A role_id that failed its own check already carries the message.
    const roleIdGiven = v.role_id !== undefined && v.role_id !== null && v.role_id !== '';
    const roleName = typeof v.role === 'string' ? v.role : '';
    if (!roleIdGiven && !roleName) {
      ctx.addIssue({ code: 'custom', message: usuarioMsg.roleInvalid, path: ['role_id'] });
    }
    const wantsPassword = mode === 'create' || v.change_password === true || v.password_required === true;
    if (!wantsPassword) return;
    const password = v.password;
    if (typeof password !== 'string' || password === '') {
      ctx.addIssue({ code: 'custom', message: usuarioMsg.required, path: ['password'] });
    } else {
      // The one set of rules for a new password (decision 145, password.ts).
      const issue = newPasswordIssue(password);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['password'] });
    }
    const confirm = v.c_password;
    if (typeof confirm !== 'string' || confirm === '') {
      ctx.addIssue({ code: 'custom', message: usuarioMsg.required, path: ['c_password'] });
    } else if (typeof password === 'string' && password !== '' && normalizePassword(confirm) !== normalizePassword(password)) {
      ctx.addIssue({ code: 'custom', message: usuarioMsg.passwordsMustMatch, path: ['c_password'] });
    }
  };
}

function toUserInput(mode: 'create' | 'update') {
  return (v: UserFields): UserInput => {
    const role: RoleRef =
      typeof v.role_id === 'number'
        ? { role_id: v.role_id }
        : {
            role: v.role ?? '',
            // The applicant role has one group, so the modal disables the group field (seed 001 §4).
            role_description:
              (v.role ?? '').toLowerCase() === APPLICANT_ROLE.name ? APPLICANT_ROLE.description : (v.role_description ?? ''),
          };
    const changes = mode === 'create' || v.change_password || v.password_required;
    return {
      name: v.name,
      email: v.email,
      role,
      password: changes && typeof v.password === 'string' ? normalizePassword(v.password) : null,
      currentPassword: v.current_password ? v.current_password : null,
    };
  };
}

const when = () => true;

/** POST /api/users/: password and confirmation always required. */
export const createUserSchema = userFields.superRefine(refineUser('create'), { when }).transform(toUserInput('create'));
/** PUT /api/users/{id}: password and confirmation only with change_password (or password_required) 1. */
export const updateUserSchema = userFields.superRefine(refineUser('update'), { when }).transform(toUserInput('update'));

/** GET /api/users/ query: an optional part of the e-mail. */
export const userListQuerySchema = z.object({ email: z.string().trim().max(255, usuarioMsg.max255).optional() });

/** One role as the combo lists it: name is the scope, description the group. */
export const roleOptionSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type RoleOption = z.output<typeof roleOptionSchema>;

/** A user as GET /api/users/ lists it (never the password hash). */
export const userRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role: z.array(z.object({ name: z.string(), description: z.string() })),
  email_verified: z.boolean(),
  /** ISO 8601 text of the account's creation. */
  created_at: z.string(),
});
export type UserRow = z.output<typeof userRowSchema>;
