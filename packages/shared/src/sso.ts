import { z } from 'zod';

export { SSO_ERRORS, type SsoError } from './sso-errors.js';

export const ssoMsg = {
  /** The one-time code of the hand-over is unknown, expired or already used. */
  codeInvalid: 'El ingreso con la cuenta institucional venció o ya fue usado. Volvé a intentarlo.',
} as const;

/** The one-time code the SPA exchanges for the session (decision 141). */
export const ssoExchangeSchema = z.object({
  code: z.string({ error: ssoMsg.codeInvalid }).min(1, ssoMsg.codeInvalid).max(200, ssoMsg.codeInvalid),
});
export type SsoExchangeInput = z.infer<typeof ssoExchangeSchema>;
