import { LIMITS, msg, normalizeEmail, type LoginResponse, type UserInfo } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, uniqueViolation, unauthorized } from '../../lib/app-error.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { activationMail, resetPasswordMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import * as q from './auth.queries.js';

/** An absolute cap on a session, on top of the 30-minute idle expiry. */
const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Failed logins allowed per e-mail and address before a lock of LOCK_MS. */
export const MAX_LOGIN_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

type UserWithRole = NonNullable<Awaited<ReturnType<typeof q.findUserById>>>;

export function toUserInfo({ user, role }: UserWithRole): UserInfo {
  return {
    id: user.id,
    name: user.name,
    fullname: user.name,
    email: user.email,
    role: [{ name: role.name, description: role.description }],
    scope: role.name,
    email_verified: user.email_verified_at !== null,
  };
}

async function sendActivation(deps: AppDeps, user: { id: number; name: string; email: string }) {
  const token = newToken();
  await q.insertAuthToken(deps.db, {
    user_id: user.id,
    kind: 'verify',
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + LIMITS.verifyTokenHours * 3600_000),
  });
  await deps.mailer.send(
    activationMail({
      faculty: deps.config.facultyName,
      to: user.email,
      name: user.name,
      link: `${deps.config.publicUrl}/auth/verify-account/${token}`,
      hours: LIMITS.verifyTokenHours,
    }),
  );
}

export async function register(deps: AppDeps, input: { name: string; email: string; password: string }) {
  // Hash first, whatever the outcome, so a taken address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim();
  const emailTaken = () => new AppError('email_taken', 422, msg.registration.emailTaken, { email: [msg.registration.emailTaken] });
  if (await q.findUserByEmail(deps.db, email)) throw emailTaken();
  let user;
  try {
    user = await q.insertUser(deps.db, {
      name: input.name.trim(),
      email,
      password_hash: passwordHash,
      role_id: q.APPLICANT_ROLE_ID,
    });
  } catch (err) {
    if (uniqueViolation(err)) throw emailTaken();
    throw err;
  }
  await sendActivation(deps, user);
  return { message: msg.registration.success };
}

function throttleKey(email: string, ip: string) {
  return `${normalizeEmail(email)}|${ip}`;
}

export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  client: { ip: string; userAgent: string | null },
): Promise<LoginResponse> {
  const key = throttleKey(input.email, client.ip);
  const now = new Date();
  const failures = await q.getLoginFailures(deps.db, key);
  if (failures?.locked_until && failures.locked_until > now) {
    throw new AppError('throttled', 429, msg.login.throttled);
  }
  const found = await q.findUserByEmail(deps.db, input.email.trim());
  const ok = found ? await verifyPassword(found.user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!found || !ok) {
    await q.recordLoginFailure(
      deps.db,
      key,
      new Date(now.getTime() - FAILURE_WINDOW_MS),
      new Date(now.getTime() + LOCK_MS),
      MAX_LOGIN_FAILURES,
    );
    throw unauthorized(msg.login.invalidCredentials);
  }
  if (!found.user.email_verified_at) {
    throw new AppError('account_not_verified', 403, msg.login.notVerified);
  }
  if (failures) await q.clearLoginFailures(deps.db, key);
  return openSession(deps, found, client, now);
}

/**
 * A new bearer session for a user whose identity was just proven: the password login
 * above, or the staff single sign-on (modules/sso). Same token, row and answer for both.
 */
export async function openSession(
  deps: AppDeps,
  found: UserWithRole,
  client: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<LoginResponse> {
  const token = newToken();
  await q.insertSession(deps.db, {
    user_id: found.user.id,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + SESSION_MAX_MS),
    ip: client.ip.slice(0, 64),
    user_agent: client.userAgent?.slice(0, 255) ?? null,
  });
  const persona = found.role.name.toLowerCase() === 'admin' ? null : await q.findPersonaByUser(deps.db, found.user.id);
  return {
    token,
    scope: found.role.name,
    state_data: { input_data: persona !== null },
    user: toUserInfo(found),
    persona,
  };
}

/** POST /api/userinfo/: answered from the session lookup alone (one query per call, the hot path). */
export function userInfo(auth: AuthContext): { user: UserInfo; state_data: { input_data: boolean } } {
  const { user } = auth;
  return {
    user: {
      id: auth.userId,
      name: user.name,
      fullname: user.name,
      email: user.email,
      role: [{ name: auth.scope, description: user.role_description }],
      scope: auth.scope,
      email_verified: user.email_verified_at !== null,
    },
    state_data: { input_data: user.has_persona },
  };
}

/** The user-info answer as JSON, once per session context (a cached session keeps its context). */
const userInfoTexts = new WeakMap<AuthContext, string>();

export function userInfoJson(auth: AuthContext): string {
  let text = userInfoTexts.get(auth);
  if (text === undefined) {
    text = JSON.stringify(userInfo(auth));
    userInfoTexts.set(auth, text);
  }
  return text;
}

export async function logout(deps: AppDeps, sessionId: number) {
  await q.revokeSession(deps.db, sessionId);
}

export async function verifyAccount(deps: AppDeps, token: string) {
  const now = new Date();
  const tokenHash = hashToken(token);
  const userId = await q.consumeAuthToken(deps.db, 'verify', tokenHash, now);
  if (!userId) throw await unusableVerifyLink(deps, tokenHash);
  await q.markEmailVerified(deps.db, userId, now);
  return { message: msg.verify.success };
}

/**
 * Why an activation link cannot be used. A link replaced by "reenviar correo" says a newer one
 * was sent (decision 129); one of an account already active says so; anything else (unknown,
 * expired) keeps the seed's text. Only someone holding the link learns this.
 */
async function unusableVerifyLink(deps: AppDeps, tokenHash: string): Promise<AppError> {
  const state = await q.verifyTokenState(deps.db, tokenHash);
  if (state?.verified) return new AppError('account_already_active', 400, msg.verify.alreadyActive);
  if (state?.superseded) return new AppError('superseded_token', 400, msg.verify.superseded);
  return new AppError('invalid_token', 400, msg.verify.failure);
}

/** Always the same answer, so it tells nothing about which addresses exist. */
export async function resendActivation(deps: AppDeps, email: string) {
  const found = await q.findUserByEmail(deps.db, email.trim());
  if (found && !found.user.email_verified_at) await sendActivation(deps, found.user);
  return { message: msg.verify.resent };
}

export async function forgotPassword(deps: AppDeps, email: string) {
  const found = await q.findUserByEmail(deps.db, email.trim());
  // The seed's own failure text names the address; nothing is changed for it.
  if (!found) throw new AppError('unknown_email', 404, msg.forgot.unknownEmail(email.trim()));
  const token = newToken();
  await q.insertAuthToken(deps.db, {
    user_id: found.user.id,
    kind: 'reset',
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
  });
  await deps.mailer.send(
    resetPasswordMail({
      faculty: deps.config.facultyName,
      to: found.user.email,
      name: found.user.name,
      link: `${deps.config.publicUrl}/auth/reset-password/${token}`,
      minutes: LIMITS.resetTokenMinutes,
    }),
  );
  return { message: msg.forgot.sent };
}

export async function resetPassword(deps: AppDeps, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const userId = await q.consumeAuthToken(tx, 'reset', hashToken(input.token), now);
    if (!userId) throw new AppError('invalid_token', 400, msg.reset.failure);
    await q.setPassword(tx, userId, passwordHash, now);
    // Opening the link proves the mailbox is theirs, and every old session ends.
    await q.markEmailVerified(tx, userId, now);
    await q.revokeAllSessions(tx, userId);
  });
  return { message: msg.reset.success };
}
