import { SESSION_END_CODES } from '@ingreso/shared';

/**
 * Why a session ended, carried in the router state from the inactivity logout or a
 * 401 to the login screen, which explains it (issue 14). Only the two reasons the
 * person can act on are named; any other end shows the login as usual.
 */
export type SessionEndReason = 'idle' | 'passwordChanged';

export interface SessionEndState {
  sessionEnded: SessionEndReason;
}

/** The router state for a reason or a 401's `code` ('idle' is the web's own inactivity logout). */
export function sessionEndState(reason: string | undefined): SessionEndState | undefined {
  if (reason === 'idle' || reason === SESSION_END_CODES.idle) return { sessionEnded: 'idle' };
  if (reason === 'passwordChanged' || reason === SESSION_END_CODES.passwordChanged) return { sessionEnded: 'passwordChanged' };
  return undefined;
}

/** The reason in a location's state, if it carries one. */
export function sessionEndOf(state: unknown): SessionEndReason | null {
  const value = (state as Partial<SessionEndState> | null)?.sessionEnded;
  return value === 'idle' || value === 'passwordChanged' ? value : null;
}

/**
 * The reason of the last 401 or logout, for the login screen. The router state alone
 * is not enough: clearing the session also makes the signed-in guard redirect to the
 * login without state, and that redirect can land last. Replaced by the next logout
 * and cleared when the person signs in again.
 */
let lastEnd: SessionEndReason | null = null;

export function rememberSessionEnd(state: SessionEndState | undefined): void {
  lastEnd = state?.sessionEnded ?? null;
}

export function lastSessionEnd(): SessionEndReason | null {
  return lastEnd;
}
