import { isAdminScope, usuarioMsg, type RoleRef, type UserInput, type UserRow } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound, uniqueViolation } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import * as q from './users.queries.js';

export function toUserRow(r: q.UserRecord): UserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role_id: r.role_id,
    role: [{ name: r.role_name, description: r.role_description }],
    email_verified: r.email_verified_at !== null,
    created_at: r.created_at.toISOString(),
  };
}

/** What the audit log keeps of an account: no hash, no token, ever. */
function auditView(r: q.UserRecord) {
  return { id: r.id, name: r.name, email: r.email, role_id: r.role_id };
}

const emailTaken = () => new AppError('email_taken', 422, usuarioMsg.emailTaken, { email: [usuarioMsg.emailTaken] });

async function resolveRole(db: DbOrTx, ref: RoleRef) {
  const role = 'role_id' in ref ? await q.findRoleById(db, ref.role_id) : await q.findRoleByNames(db, ref.role, ref.role_description);
  if (!role) throw new AppError('validation', 400, usuarioMsg.roleInvalid, { role_id: [usuarioMsg.roleInvalid] });
  return role;
}

async function loadRow(db: DbOrTx, id: number) {
  const row = await q.findUser(db, id);
  if (!row) throw notFound(usuarioMsg.notFound);
  return toUserRow(row);
}

export async function list(deps: AppDeps, email?: string) {
  return (await q.listUsers(deps.db, email)).map(toUserRow);
}

export async function roles(deps: AppDeps) {
  return q.listRoles(deps.db);
}

/**
 * Staff create accounts for colleagues (or applicants) with a password they hand
 * over: staff vouch for the address, so the account is verified from the start.
 */
export async function create(deps: AppDeps, auth: AuthContext, input: UserInput) {
  const role = await resolveRole(deps.db, input.role);
  if (await q.emailTakenByOther(deps.db, input.email, null)) throw emailTaken();
  // The schema requires the password when creating; hashing happens outside the transaction (it is slow).
  const passwordHash = await hashPassword(input.password ?? '');
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const created = await q.insertUser(tx, {
        name: input.name,
        email: input.email,
        role_id: role.id,
        password_hash: passwordHash,
        email_verified_at: new Date(),
      });
      const row = await q.findUser(tx, created.id);
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'usuario.crear',
        entity: 'user',
        entityId: created.id,
        after: row && auditView(row),
      });
      return created.id;
    });
  } catch (err) {
    if (uniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return loadRow(deps.db, id);
}

/**
 * Edits name, e-mail, role and optionally the password. A new password ends the
 * user's other sessions. The last staff account cannot be turned into an applicant.
 */
export async function update(deps: AppDeps, auth: AuthContext, id: number, input: UserInput) {
  const role = await resolveRole(deps.db, input.role);
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const before = await q.findUser(tx, id);
      if (!before) throw notFound(usuarioMsg.notFound);
      if (await q.emailTakenByOther(tx, input.email, id)) throw emailTaken();
      if (isAdminScope(before.role_name) && !isAdminScope(role.name)) {
        const admins = await q.lockAdminIds(tx);
        if (!admins.some((adminId) => adminId !== id))
          throw new AppError('last_admin', 409, usuarioMsg.lastAdmin, { role_id: [usuarioMsg.lastAdmin] });
      }
      const now = new Date();
      await q.updateUser(tx, id, {
        name: input.name,
        email: input.email,
        role_id: role.id,
        ...(passwordHash === null ? {} : { password_hash: passwordHash, password_changed_at: now }),
      });
      if (passwordHash !== null) await q.revokeSessionsExcept(tx, id, id === auth.userId ? auth.sessionId : null);
      const after = await q.findUser(tx, id);
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'usuario.editar',
        entity: 'user',
        entityId: id,
        before: auditView(before),
        after: after && { ...auditView(after), password_changed: passwordHash !== null },
      });
    });
  } catch (err) {
    if (uniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return loadRow(deps.db, id);
}
