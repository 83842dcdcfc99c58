import { STAFF_GROUP, usuarioMsg, type RoleRef, type UserInput, type UserRow } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound, uniqueViolation } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { enqueueMail } from '../../mail/queue.js';
import { accountChangedMail, accountCreatedMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import * as q from './users.queries.js';

/** A password confirmed this recently covers further sensitive changes of the same session. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
/** Wrong confirmations that end the session: a stolen session cannot guess the password here. */
export const REAUTH_MAX_FAILURES = 5;

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
 * A sensitive change (another account's password, group or e-mail, or a new
 * Administrador) needs the acting administrator's password, unless this session
 * confirmed it within REAUTH_WINDOW_MS (issue 17 §2). Each attempt is counted before
 * the password is checked; the fifth wrong one ends the session (401), so a stolen
 * session cannot use this check to guess the password, however many it sends at once.
 */
async function confirmActor(deps: AppDeps, auth: AuthContext, currentPassword: string | null): Promise<void> {
  const now = new Date();
  if (currentPassword === null) {
    const at = await q.findReauthenticatedAt(deps.db, auth.sessionId);
    if (at && now.getTime() - at.getTime() < REAUTH_WINDOW_MS) return;
    throw new AppError('reauth_required', 403, usuarioMsg.reauthRequired, { current_password: [usuarioMsg.reauthRequired] });
  }
  const locked = async () => {
    await q.revokeSession(deps.db, auth.sessionId);
    return new AppError('reauth_locked', 401, usuarioMsg.reauthLocked);
  };
  const attempt = await q.reserveReauthAttempt(deps.db, auth.sessionId, REAUTH_MAX_FAILURES);
  if (attempt === null) throw await locked();
  const hash = await q.findPasswordHash(deps.db, auth.userId);
  if (hash && (await verifyPassword(hash, currentPassword))) {
    await q.markReauthenticated(deps.db, auth.sessionId, now);
    return;
  }
  await writeAudit(deps.db, { actorUserId: auth.userId, action: 'usuario.reautenticar_fallo', entity: 'user', entityId: auth.userId });
  if (attempt >= REAUTH_MAX_FAILURES) throw await locked();
  throw new AppError('reauth_wrong', 403, usuarioMsg.reauthWrong, { current_password: [usuarioMsg.reauthWrong] });
}

/**
 * Administrators create accounts for colleagues (or applicants) with a password they
 * hand over: they vouch for the address, so the account is verified from the start.
 * A new Administrador needs the creator's password; the new holder is e-mailed.
 */
export async function create(deps: AppDeps, auth: AuthContext, input: UserInput) {
  const role = await resolveRole(deps.db, input.role);
  if (await q.emailTakenByOther(deps.db, input.email, null)) throw emailTaken();
  if (role.id === STAFF_GROUP.ADMINISTRADOR) await confirmActor(deps, auth, input.currentPassword);
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
      // The new holder's e-mail commits with the account (decision 240).
      const link = `${deps.config.publicUrl}/auth/login`;
      await enqueueMail(
        tx,
        accountCreatedMail({ faculty: deps.config.facultyName, to: input.email, name: input.name, group: role.description, link }),
      );
      return created.id;
    });
  } catch (err) {
    if (uniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return loadRow(deps.db, id);
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What a change does that its holder must confirm (password, group, e-mail). */
function isSensitive(before: q.UserRecord, roleId: number, input: UserInput): boolean {
  return input.password !== null || roleId !== before.role_id || !sameEmail(before.email, input.email);
}

/** The lines of the account e-mail: what changed, in words (never the password itself). */
function describeChanges(before: q.UserRecord, after: q.UserRecord, passwordChanged: boolean): string[] {
  const lines: string[] = [];
  if (before.name !== after.name) lines.push(`Nombre: ${before.name} → ${after.name}`);
  if (!sameEmail(before.email, after.email)) lines.push(`Correo: ${before.email} → ${after.email}`);
  if (before.role_id !== after.role_id) lines.push(`Grupo: ${before.role_description} → ${after.role_description}`);
  if (passwordChanged) lines.push('Tu contraseña fue cambiada: las demás sesiones abiertas se cerraron.');
  return lines;
}

/**
 * Edits name, e-mail, group and optionally the password. A change of password, group
 * or e-mail needs the acting administrator's password (confirmActor); a new password
 * ends the user's other sessions; the last Administrador keeps that group; the holder
 * is e-mailed what changed, at the old and the new address.
 */
export async function update(deps: AppDeps, auth: AuthContext, id: number, input: UserInput) {
  const role = await resolveRole(deps.db, input.role);
  const current = await q.findUser(deps.db, id);
  if (!current) throw notFound(usuarioMsg.notFound);
  const sensitive = isSensitive(current, role.id, input);
  if (sensitive) await confirmActor(deps, auth, input.currentPassword);
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  let outcome: { before: q.UserRecord; after: q.UserRecord };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const before = await q.findUser(tx, id);
      if (!before) throw notFound(usuarioMsg.notFound);
      // Changed by someone else since the check above: the confirmation must cover what is stored now.
      if (!sensitive && isSensitive(before, role.id, input)) await confirmActor(deps, auth, input.currentPassword);
      if (await q.emailTakenByOther(tx, input.email, id)) throw emailTaken();
      if (before.role_id === STAFF_GROUP.ADMINISTRADOR && role.id !== STAFF_GROUP.ADMINISTRADOR) {
        const admins = await q.lockGroupIds(tx, STAFF_GROUP.ADMINISTRADOR);
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
      // Whoever holds a stolen session of this account must not keep it past a password change.
      if (passwordHash !== null) await q.revokeSessionsExcept(tx, id, id === auth.userId ? auth.sessionId : null);
      const after = (await q.findUser(tx, id))!;
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: 'usuario.editar',
        entity: 'user',
        entityId: id,
        before: auditView(before),
        after: { ...auditView(after), password_changed: passwordHash !== null },
      });
      // What changed, to the old and the new address, committed with the change (decision 240).
      const changes = describeChanges(before, after, passwordHash !== null);
      if (changes.length > 0) {
        const link = `${deps.config.publicUrl}/auth/login`;
        const recipients = [...new Set([before.email, after.email].map((e) => e.toLowerCase()))];
        for (const to of recipients) {
          await enqueueMail(tx, accountChangedMail({ faculty: deps.config.facultyName, to, name: after.name, changes, link }));
        }
      }
      return { before, after };
    });
  } catch (err) {
    if (uniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return toUserRow(outcome.after);
}

/** GET /api/users/{id}/historial: every audited change of the account, newest first. */
export async function history(deps: AppDeps, id: number) {
  if (!(await q.findUser(deps.db, id))) throw notFound(usuarioMsg.notFound);
  const rows = await q.accountHistory(deps.db, id);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
