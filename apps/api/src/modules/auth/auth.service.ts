import { LIMITS, msg, normalizeEmail, staffPermissionsOf, type LoginResponse, type UserInfo } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, uniqueViolation, unauthorized } from '../../lib/app-error.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { oncePer } from '../../lib/once-per.js';
import { enqueueMail } from '../../mail/queue.js';
import type { DbOrTx } from '../../db/client.js';
import { activationMail, loginLockMail, registrationAttemptMail, resetPasswordMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import * as q from './auth.queries.js';

/** An absolute cap on a session, on top of the 30-minute idle expiry. */
const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/**
 * Login attempts per e-mail and address (decision 146): 5 in 15 minutes, then 15 minutes
 * of wait (twice as long for each lock in a row). Counted before the password is compared.
 */
export const ADDRESS_THROTTLE: q.ThrottleRule = { limit: 5, windowSeconds: 15 * 60, baseLockSeconds: 15 * 60, maxLockSeconds: 4 * 3600 };
/**
 * Login attempts per e-mail from any address (decision 147): 10 in 15 minutes, then a wait
 * of 15 minutes that doubles with each lock in a row, up to 4 hours. The owner is e-mailed
 * once with a reset link, and a reset lifts the wait.
 */
export const ACCOUNT_THROTTLE: q.ThrottleRule = { limit: 10, windowSeconds: 15 * 60, baseLockSeconds: 15 * 60, maxLockSeconds: 4 * 3600 };
export const MAX_LOGIN_FAILURES = ADDRESS_THROTTLE.limit;
export const MAX_ACCOUNT_LOGIN_FAILURES = ACCOUNT_THROTTLE.limit;

type UserWithRole = NonNullable<Awaited<ReturnType<typeof q.findUserById>>>;
type Persona = NonNullable<Awaited<ReturnType<typeof q.findPersonaByUser>>>;

export function toUserInfo({ user, role }: UserWithRole): UserInfo {
  return {
    id: user.id,
    name: user.name,
    fullname: user.name,
    email: user.email,
    role: [{ name: role.name, description: role.description }],
    scope: role.name,
    email_verified: user.email_verified_at !== null,
    permissions: [...staffPermissionsOf(role.name, user.role_id)],
  };
}

/**
 * Account e-mails with a link (activation, reset) an address gets per hour at most: anyone
 * can ask for them, and 20 requests must not send 20 e-mails (issue 16). The answer stays
 * the same when the cap holds one back; the last link sent keeps working.
 */
export const ACCOUNT_LINKS_PER_HOUR = 3;

/** Queues the activation e-mail in `tx`, unless the account already got its links for this hour. */
async function sendActivation(deps: AppDeps, tx: DbOrTx, user: { id: number; name: string; email: string }) {
  const token = newToken();
  const issued = await q.insertAuthTokenWithinCap(
    tx,
    {
      user_id: user.id,
      kind: 'verify',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + LIMITS.verifyTokenHours * 3600_000),
    },
    ACCOUNT_LINKS_PER_HOUR,
  );
  if (!issued) return;
  await enqueueMail(
    tx,
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
  const existing = await q.findUserByEmail(deps.db, email);
  if (existing) return registrationOfTakenAddress(deps, existing.user);
  try {
    // The account, its activation link and the e-mail that carries it commit together (decision 240).
    await deps.db.transaction(async (tx) => {
      const user = await q.insertUser(tx, {
        name: input.name.trim(),
        email,
        password_hash: passwordHash,
        role_id: q.APPLICANT_ROLE_ID,
      });
      await sendActivation(deps, tx, user);
    });
  } catch (err) {
    if (!uniqueViolation(err)) throw err;
    // Registered by a concurrent request in the meantime: that account is the owner's now.
    const raced = await q.findUserByEmail(deps.db, email);
    if (!raced) throw err;
    return registrationOfTakenAddress(deps, raced.user);
  }
  return { message: msg.registration.success };
}

/**
 * An address that already has an account answers exactly like a new registration (status,
 * body and one e-mail sent), so the form tells nobody which addresses have accounts
 * (decision 149). The e-mail goes to the owner: someone tried, here is how to sign in or reset.
 */
async function registrationOfTakenAddress(deps: AppDeps, owner: { name: string; email: string }) {
  await enqueueMail(
    deps.db,
    registrationAttemptMail({
      faculty: deps.config.facultyName,
      to: owner.email,
      name: owner.name,
      loginLink: `${deps.config.publicUrl}/auth/login`,
      resetLink: `${deps.config.publicUrl}/auth/forgot-password`,
    }),
  );
  return { message: msg.registration.success };
}

/** The throttle keys of an e-mail: from one address, and from any (`|*` is never an address). */
function throttleKeys(email: string, ip: string) {
  const normalized = normalizeEmail(email);
  return { address: `${normalized}|${ip}`, account: `${normalized}|*` };
}

function throttled(code: string, text: (minutes: number) => string, lockedUntil: Date | null, rule: q.ThrottleRule) {
  const seconds = lockedUntil ? Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000)) : rule.baseLockSeconds;
  return new AppError(code, 429, text(Math.ceil(seconds / 60)), {}, { 'retry-after': String(seconds) });
}

export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  client: { ip: string; userAgent: string | null },
): Promise<LoginResponse> {
  const keys = throttleKeys(input.email, client.ip);
  const now = new Date();
  // The attempt is counted before the password is compared, and refused if it is over a
  // limit: however many arrive at once, at most `limit` are ever compared (decision 146).
  // Both counts and the account's read in one statement (decision 340): the account's count
  // only when the address is within its limit, the read only when both are.
  const { byAddress, byAccount, found } = await q.reserveLoginAttemptAndFindUser(
    deps.db,
    keys,
    { address: ADDRESS_THROTTLE, account: ACCOUNT_THROTTLE },
    input.email.trim(),
  );
  if (byAddress.failures > ADDRESS_THROTTLE.limit || !byAccount) {
    throw throttled('throttled', msg.login.throttled, byAddress.locked_until, ADDRESS_THROTTLE);
  }
  if (byAccount.failures > ACCOUNT_THROTTLE.limit) {
    await tellOwnerOfLock(deps, input.email, keys.account, byAccount.locked_until);
    throw throttled('account_throttled', msg.login.accountThrottled, byAccount.locked_until, ACCOUNT_THROTTLE);
  }
  const ok = found ? await verifyPassword(found.user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  // A wrong password leaves its reservation counted: that is the failure.
  if (!found || !ok) throw unauthorized(msg.login.invalidCredentials);
  // The right password: this address and this e-mail start over.
  if (!found.user.email_verified_at) {
    await q.clearLoginFailures(deps.db, [keys.address, keys.account]);
    throw new AppError('account_not_verified', 403, msg.login.notVerified);
  }
  // The throttle keys are cleared by the statement that inserts the session (one round trip).
  return openSession(deps, found, client, now, { persona: found.persona, clearKeys: keys });
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
  /** What the password login already read and must clear; the single sign-on reads the persona here. */
  known: { persona?: Persona | null; clearKeys?: q.LoginThrottleKeys } = {},
): Promise<LoginResponse> {
  const token = newToken();
  const session = {
    user_id: found.user.id,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + SESSION_MAX_MS),
    ip: client.ip.slice(0, 64),
    user_agent: client.userAgent?.slice(0, 255) ?? null,
  };
  if (known.clearKeys) await q.clearFailuresAndInsertSession(deps.db, known.clearKeys, session);
  else await q.insertSession(deps.db, session);
  const persona =
    found.role.name.toLowerCase() === 'admin'
      ? null
      : known.persona !== undefined
        ? known.persona
        : await q.findPersonaByUser(deps.db, found.user.id);
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
      permissions: [...auth.permissions],
    },
    state_data: { input_data: user.has_persona },
  };
}

/** The user-info answer as JSON, once per session context (a cached session keeps its context). */
export const userInfoJson = oncePer((auth: AuthContext): string => JSON.stringify(userInfo(auth)));

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
  const user = found?.user;
  if (user && !user.email_verified_at) await deps.db.transaction((tx) => sendActivation(deps, tx, user));
  return { message: msg.verify.resent };
}

/**
 * The account limit was passed: the owner (if the e-mail has an account) gets one e-mail
 * with a reset link, until a success or a reset clears the key (decision 147). The mark is
 * set for any e-mail, so an address without an account costs the same statement.
 */
async function tellOwnerOfLock(deps: AppDeps, email: string, key: string, lockedUntil: Date | null) {
  // The mark, the reset link and its e-mail commit together: a rollback leaves the owner to be told next time.
  await deps.db.transaction(async (tx) => {
    if (!(await q.markLockNotified(tx, key))) return;
    const found = await q.findUserByEmail(tx, email.trim());
    if (!found) return;
    const token = await newResetToken(tx, found.user.id);
    // Reset links already went out this hour: the owner has one, and the lock needs no more mail.
    if (token === null) return;
    const waitMs = lockedUntil ? lockedUntil.getTime() - Date.now() : ACCOUNT_THROTTLE.baseLockSeconds * 1000;
    await enqueueMail(
      tx,
      loginLockMail({
        faculty: deps.config.facultyName,
        to: found.user.email,
        name: found.user.name,
        link: `${deps.config.publicUrl}/auth/reset-password/${token}`,
        minutes: LIMITS.resetTokenMinutes,
        waitMinutes: Math.max(1, Math.ceil(waitMs / 60_000)),
      }),
    );
  });
}

/** A new reset link, or null when the account already got ACCOUNT_LINKS_PER_HOUR of them this hour. */
async function newResetToken(tx: DbOrTx, userId: number): Promise<string | null> {
  const token = newToken();
  const issued = await q.insertAuthTokenWithinCap(
    tx,
    {
      user_id: userId,
      kind: 'reset',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
    },
    ACCOUNT_LINKS_PER_HOUR,
  );
  return issued ? token : null;
}

/**
 * Always the same answer, whether or not the address has an account (decision 149); only
 * an account gets the e-mail, queued and sent by the mail worker after the answer (with SMTP
 * or the outbox folder alike), so the timing does not tell either (decision 246).
 */
export async function forgotPassword(deps: AppDeps, email: string) {
  const found = await q.findUserByEmail(deps.db, email.trim());
  if (found) {
    // The link and its e-mail commit together; the worker sends it after the answer either way.
    await deps.db.transaction(async (tx) => {
      const token = await newResetToken(tx, found.user.id);
      if (token === null) return;
      await enqueueMail(
        tx,
        resetPasswordMail({
          faculty: deps.config.facultyName,
          to: found.user.email,
          name: found.user.name,
          link: `${deps.config.publicUrl}/auth/reset-password/${token}`,
          minutes: LIMITS.resetTokenMinutes,
        }),
      );
    });
  }
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
    // The owner proved the mailbox: their e-mail's login waits end (decision 147).
    const user = await q.findUserById(tx, userId);
    if (user) await q.clearLoginFailuresOf(tx, normalizeEmail(user.user.email));
  });
  return { message: msg.reset.success };
}
