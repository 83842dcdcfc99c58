import type { LoginResponse, SsoError } from '@ingreso/shared';
import { useEffect, useState } from 'react';
import { ssoApi } from '@/api/sso';
import { useAsyncAction } from '@/lib/use-async-action';
import { storeLoginAnswer } from './login';

/**
 * Whether the institutional sign-in is on, asked once per page load. The request starts when
 * this module is evaluated, with the login screen's own code, so the answer usually arrives
 * before the form is painted and the button does not move the form afterwards.
 */
let enabled: Promise<boolean> | null = null;
export const ssoEnabled = () =>
  (enabled ??= ssoApi.status().then(
    (r) => r.enabled,
    () => false,
  ));
void ssoEnabled();

export function useSsoEnabled(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    void ssoEnabled().then((value) => live && setOn(value));
    return () => {
      live = false;
    };
  }, []);
  return on;
}

/**
 * The one-time code the API put in the URL fragment after a successful sign-in at the
 * provider (`/auth/login#sso=<code>`). Read once and removed from the address bar and the
 * history at once, before it is exchanged (decision 141).
 */
export function takeSsoCode(): string | null {
  const match = /^#sso=([A-Za-z0-9_-]{20,200})$/.exec(window.location.hash);
  if (!match) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return match[1];
}

/** Exchanges the code for the session and stores it as the password login does. */
async function signInWithCode(code: string): Promise<void> {
  const answer: LoginResponse = await ssoApi.exchange(code);
  await storeLoginAnswer(answer);
}

export function useSsoSignIn() {
  return useAsyncAction(signInWithCode);
}

/** The codes the API sends back with `?sso_error=` (packages/shared/src/sso.ts). */
const SSO_ERROR_CODES = new Set<string>([
  'not_configured',
  'unavailable',
  'expired',
  'denied',
  'invalid_response',
  'unverified_email',
  'domain',
  'no_account',
  'not_staff',
]);

/** Why the last institutional sign-in ended without a session, from the login screen's query. */
export function ssoErrorOf(search: string): SsoError | null {
  const code = new URLSearchParams(search).get('sso_error');
  if (!code) return null;
  return SSO_ERROR_CODES.has(code) ? (code as SsoError) : 'invalid_response';
}
