/** Shapes of the answers that both the API and the web client rely on. */
import { z } from 'zod';
import { STAFF_PERMISSIONS } from './contract/access.js';
import { messageSchema } from './contract/common.js';
import { personaSummarySchema } from './persona.js';

export interface ErrorItem {
  message: string;
  field?: string;
}
/** The one error body of every 4xx/5xx answer (errorBodySchema in packages/shared/src/contract/common.ts). */
export interface ErrorBody {
  message: string;
  error: ErrorItem[];
  errors: Record<string, string[]>;
  code?: string;
}

export const roleInfoSchema = z.object({ name: z.string(), description: z.string() });
export type RoleInfo = z.output<typeof roleInfoSchema>;

/** The account of a session, as login and POST /api/userinfo/ answer it. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fullname: z.string(),
  email: z.string(),
  role: z.array(roleInfoSchema),
  scope: z.string(),
  email_verified: z.boolean(),
  /** What the account's staff group may do (empty for an applicant): the web shows only that. */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type UserInfo = z.output<typeof userInfoSchema>;

export const stateDataSchema = z.object({
  /** true once the applicant finished the registration wizard (a persona exists). */
  input_data: z.boolean(),
});
export type StateData = z.output<typeof stateDataSchema>;

/** POST /api/login/: the session token, the account and, for an applicant, the persona row (null until the wizard). */
export const loginResponseSchema = z.object({
  token: z.string(),
  scope: z.string(),
  state_data: stateDataSchema,
  user: userInfoSchema,
  persona: personaSummarySchema.nullable(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const userInfoResponseSchema = z.object({ user: userInfoSchema, state_data: stateDataSchema });
export type UserInfoResponse = z.output<typeof userInfoResponseSchema>;

export type MessageResponse = z.output<typeof messageSchema>;
