import { settledWithin } from '@/lib/settled-within';

/**
 * Whether the institutional sign-in is on, and where its button goes: asked once per page
 * load, when the login screen's code is requested (routes.ts), in parallel with it. The calls
 * (apps/web/src/api/sso.ts, with the route references) load here, after the login page's first
 * scripts, which stay as they were (decisions 67, 71 and 144).
 */
export interface SsoStatus {
  /** The button's link, or null when the server has no OIDC configured (or did not answer). */
  startUrl: string | null;
}

const OFF: SsoStatus = { startUrl: null };
let status: Promise<SsoStatus> | null = null;
let settled: SsoStatus | undefined;

export function loadSsoStatus(): Promise<SsoStatus> {
  status ??= import('@/api/sso')
    .then(async ({ ssoApi, ssoStartUrl }) => ({ startUrl: (await ssoApi.status()).enabled ? ssoStartUrl : null }))
    .catch(() => OFF)
    .then((value) => (settled = value));
  return status;
}

/** The answer, once it arrived. */
export const settledSsoStatus = () => settled;

/**
 * Waits for the answer at most `ms`: the login screen renders with the button already in
 * place instead of moving the form when it arrives, but never waits long for a slow server.
 */
export function ssoStatusWithin(ms: number): Promise<void> {
  return settledWithin(loadSsoStatus(), ms);
}
