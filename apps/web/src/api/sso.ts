import { pathOf, ssoRefs as s } from '@ingreso/shared';
import { callRoute } from './call';

/**
 * Staff single sign-on (packages/shared/src/contract/sso.ts; decisions 140–144). The login
 * screen imports this module directly: it holds references and no schemas, so no zod.
 */

/** Where the button sends the browser: the API redirects on to the provider. */
export const ssoStartUrl = pathOf(s.startSso);

export const ssoApi = {
  /** Whether the server has OIDC configured (the button shows only then). */
  status: () => callRoute(s.getSsoStatus),
  /** The one-time code of the redirect, for the session; answered like the password login. */
  exchange: (code: string) => callRoute(s.exchangeSsoCode, { body: { code } }, { handleUnauthorized: false }),
};
