import { SSO_ERRORS, type SsoError } from '@ingreso/shared';
import { useEffect, useState } from 'react';
import { useAsyncAction } from '@/lib/use-async-action';
import { storeLoginAnswer } from './login';
import { loadSsoStatus, settledSsoStatus } from './sso-status';

/** The button's link when the institutional sign-in is on (decisions 140–144), else null. */
export function useSsoStartUrl(): string | null {
  const [startUrl, setStartUrl] = useState(() => settledSsoStatus()?.startUrl ?? null);
  useEffect(() => {
    let live = true;
    void loadSsoStatus().then((s) => live && setStartUrl(s.startUrl));
    return () => {
      live = false;
    };
  }, []);
  return startUrl;
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

/** Exchanges the code for the session (by POST) and stores it as the password login does. */
async function signInWithCode(code: string): Promise<void> {
  const { ssoApi } = await import('@/api/sso');
  await storeLoginAnswer(await ssoApi.exchange(code));
}

export function useSsoSignIn() {
  return useAsyncAction(signInWithCode);
}

/** The codes the API sends back with `?sso_error=` (a plain list in packages/shared: no zod reaches the login chunk). */
const SSO_ERROR_CODES = new Set<string>(SSO_ERRORS);

/** Why the last institutional sign-in ended without a session, from the login screen's query. */
export function ssoErrorOf(search: string): SsoError | null {
  const code = new URLSearchParams(search).get('sso_error');
  if (!code) return null;
  return SSO_ERROR_CODES.has(code) ? (code as SsoError) : 'invalid_response';
}
