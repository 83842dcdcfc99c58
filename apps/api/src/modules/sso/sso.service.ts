import * as oidc from 'openid-client';
import { isAdminScope, ssoMsg, type LoginResponse, type SsoError } from '@ingreso/shared';
import type { OidcConfig } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findUserByEmail, findUserById } from '../auth/auth.queries.js';
import { openSession } from '../auth/auth.service.js';
import * as q from './sso.queries.js';

/** The provider must send the browser back within this. */
const ATTEMPT_MS = 10 * 60_000;
/** The SPA exchanges the hand-over code right after the redirect. */
const HANDOFF_MS = 60_000;
/** Finished or abandoned attempts are deleted after this. */
const KEEP_MS = 24 * 60 * 60_000;
/** The provider's metadata is read again after this (keys are refreshed by openid-client itself). */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** The login screen: where every attempt ends. */
const LOGIN_PATH = '/auth/login';

/** The browser cookie that ties an attempt to the browser that started it. */
export const BROWSER_COOKIE = 'ingreso_sso';
export const BROWSER_COOKIE_MAX_AGE_S = ATTEMPT_MS / 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Where the browser goes when an attempt ends without a session. */
export const refusal = (code: SsoError) => `${LOGIN_PATH}?sso_error=${code}`;

/** The provider's metadata, per issuer and client, shared by every attempt of this process. */
const discoveries = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function discover(settings: OidcConfig): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${hashToken(settings.clientSecret)}`;
  const cached = discoveries.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = oidc
    .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      timeout: 10,
      // The ID token's signature is checked against the provider's keys too, not only TLS (decision 142).
      execute: [...(settings.allowInsecure ? [oidc.allowInsecureRequests] : []), oidc.enableNonRepudiationChecks],
    })
    .catch((err: unknown) => {
      discoveries.delete(key);
      throw err;
    });
  discoveries.set(key, { at: Date.now(), config });
  return config;
}

/**
 * What may be logged of a failure: the library's error code and message. Never the cause,
 * which can hold the provider's answer with its tokens (decision 141).
 */
export function describe(err: unknown) {
  const e = err as { code?: unknown; message?: unknown; name?: unknown };
  return {
    errorName: String(e?.name ?? 'Error'),
    errorCode: typeof e?.code === 'string' ? e.code : undefined,
    error: String(e?.message ?? err),
  };
}

export function status(deps: AppDeps) {
  return { enabled: deps.config.oidc !== undefined };
}

/**
 * Starts an attempt: a fresh state, nonce and PKCE verifier, stored (hashed where it can be)
 * for one use, and the provider's authorization URL. `browserToken` is the cookie this browser
 * already holds, kept so that two tabs can sign in at once.
 */
export async function start(deps: AppDeps, browserToken: string | undefined): Promise<{ location: string; browserToken?: string }> {
  const settings = deps.config.oidc;
  if (!settings) return { location: refusal('not_configured') };
  let config: oidc.Configuration;
  try {
    config = await discover(settings);
  } catch (err) {
    deps.log.warn(
      { sso: 'discovery_failed', issuer: settings.issuer, ...describe(err) },
      'staff single sign-on: the provider is unavailable',
    );
    return { location: refusal('unavailable') };
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const browser = browserToken && TOKEN_SHAPE.test(browserToken) ? browserToken : newToken();
  const now = Date.now();
  await q.pruneSsoLogins(deps.db, new Date(now - KEEP_MS));
  await q.insertSsoLogin(deps.db, {
    state_hash: hashToken(state),
    browser_hash: hashToken(browser),
    nonce,
    code_verifier: codeVerifier,
    expires_at: new Date(now + ATTEMPT_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { location: url.href, browserToken: browser };
}

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The provider sent the browser back. Every check either passes or ends the attempt on the
 * login screen with its reason; a passed attempt gets a one-time code the SPA exchanges for
 * the session by POST (decision 141). No account is ever created here.
 */
export async function callback(deps: AppDeps, rawQuery: string, browserToken: string | undefined): Promise<string> {
  const settings = deps.config.oidc;
  if (!settings) return refusal('not_configured');
  const params = new URLSearchParams(rawQuery);
  const state = params.get('state');
  const now = new Date();
  const fail = (code: SsoError, detail: Record<string, unknown> = {}) => {
    deps.log.info({ sso: 'refused', reason: code, ...detail }, 'staff single sign-on refused');
    return refusal(code);
  };
  // One use: whatever happens next, this state is spent.
  const attempt = state ? await q.consumeState(deps.db, hashToken(state), now) : null;
  if (!state || !attempt) return fail('expired', { detail: state ? 'unknown, expired or used state' : 'no state' });
  if (!browserToken || hashToken(browserToken) !== attempt.browser_hash) return fail('expired', { detail: 'another browser' });
  if (params.has('error')) return fail('denied', { providerError: params.get('error')?.slice(0, 64) });

  let config: oidc.Configuration;
  try {
    config = await discover(settings);
  } catch (err) {
    return fail('unavailable', describe(err));
  }
  let claims: Record<string, unknown>;
  try {
    const currentUrl = new URL(settings.redirectUri);
    currentUrl.search = rawQuery;
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedNonce: attempt.nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return fail('invalid_response', { detail: 'no ID token' });
    claims = { ...idClaims };
    // Some providers put the e-mail in the user info only (the ID token names the subject).
    if (typeof claims.email !== 'string' && tokens.access_token) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims, email: info.email, email_verified: info.email_verified };
    }
  } catch (err) {
    return fail('invalid_response', describe(err));
  }

  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // Entra ID says it with xms_edov ("e-mail domain owner verified"), the others with email_verified (docs/deploy.md).
  const verified =
    claims.email_verified === true || claims.email_verified === 'true' || claims.xms_edov === true || claims.xms_edov === 'true';
  if (!email || !verified) return fail('unverified_email');
  if (!settings.allowedDomains.includes(emailDomain(email))) return fail('domain', { domain: emailDomain(email) });
  const found = await findUserByEmail(deps.db, email);
  if (!found) return fail('no_account');
  if (!isAdminScope(found.role.name)) return fail('not_staff', { userId: found.user.id });

  const handoff = newToken();
  await q.setHandoff(deps.db, attempt.id, {
    user_id: found.user.id,
    handoff_hash: hashToken(handoff),
    handoff_expires_at: new Date(now.getTime() + HANDOFF_MS),
  });
  deps.log.info({ sso: 'signed_in', userId: found.user.id }, 'staff single sign-on');
  // In the fragment: the browser never sends it to a server, so no access log sees it.
  return `${LOGIN_PATH}#sso=${handoff}`;
}

/** The SPA's exchange of the one-time code for a session, answered like POST /api/login. */
export async function exchange(deps: AppDeps, code: string, client: { ip: string; userAgent: string | null }): Promise<LoginResponse> {
  const now = new Date();
  const userId = await q.consumeHandoff(deps.db, hashToken(code), now);
  const found = userId === null ? null : await findUserById(deps.db, userId);
  // Still staff: a role changed in the minute since the callback ends it here too.
  if (!found || !isAdminScope(found.role.name)) throw new AppError('invalid_sso_code', 400, ssoMsg.codeInvalid);
  return openSession(deps, found, client, now);
}
