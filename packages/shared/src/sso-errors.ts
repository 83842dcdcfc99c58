// Without zod on purpose: the login screen imports this list, and a zod schema in the same
// module would bring zod (26 KB gzip) into the login page's first download (issue 20).

/**
 * Why a staff single sign-on ended without a session. The API sends the browser back to
 * the login screen with `?sso_error=<code>`; the login screen shows the text of the code
 * (apps/web/src/locales/<lang>/auth.ts, `login.sso.errors`). Decisions 140–144.
 */
export const SSO_ERRORS = [
  /** The OIDC_* variables are not set on this server. */
  'not_configured',
  /** The provider did not answer, or its discovery document names another issuer. */
  'unavailable',
  /** Unknown, expired or already used state, or a state started in another browser. */
  'expired',
  /** The person cancelled at the provider, or the provider refused. */
  'denied',
  /** The provider's answer failed a check: issuer, PKCE, nonce, signature, audience, expiry. */
  'invalid_response',
  /** The provider does not say that the e-mail is verified. */
  'unverified_email',
  /** The e-mail is outside OIDC_ALLOWED_DOMAIN. */
  'domain',
  /** No account has that e-mail (single sign-on never creates one). */
  'no_account',
  /** The account with that e-mail is an applicant's. */
  'not_staff',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
