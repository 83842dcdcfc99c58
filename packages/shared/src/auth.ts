import { z } from 'zod';
import { EMAIL_PATTERN } from './email.js';
import { msg } from './messages.js';
import { newPasswordSchema, normalizePassword, PASSWORD_MAX } from './password.js';

/** A string field that reports "required" (not a type error) when missing. */
const text = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage);

export const loginSchema = z.object({
  email: text(msg.required).min(3, msg.login.min3).max(50, msg.login.max50).regex(EMAIL_PATTERN, msg.login.emailFormat),
  // Not the rules of a new password (decision 145): one set before them still signs in.
  // Up to PASSWORD_MAX, or a long new password could never sign in. Kept as typed: the API
  // compares its normalized form first and then, for a hash made before normalization, the text as typed.
  password: z.string({ error: msg.required }).min(1, msg.required).min(3, msg.login.min3).max(PASSWORD_MAX, msg.password.loginMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password: the shared rules of decision 145 (password.ts). */
const registrationPassword = newPasswordSchema;

/** What POST /api/register/ accepts. */
export const registerSchema = z
  .object({
    name: text(msg.required).min(3, msg.registration.min3).max(50, msg.registration.max50),
    email: text(msg.required).min(3, msg.registration.min3).max(50, msg.registration.max50).regex(EMAIL_PATTERN, msg.login.emailFormat),
    password: registrationPassword,
    c_password: z.string({ error: msg.required }).min(1, msg.required),
  })
  .refine((v) => v.password === normalizePassword(v.c_password), {
    message: msg.registration.passwordsMustMatch,
    path: ['c_password'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds the terms checkbox, which never leaves the browser. */
export const registerFormSchema = registerSchema.and(z.object({ acceptTerms: z.literal(true, { error: msg.registration.acceptTerms }) }));

export const forgotPasswordSchema = z.object({
  email: text(msg.forgot.required)
    .min(3, msg.registration.min3)
    .max(50, msg.registration.max50)
    .regex(EMAIL_PATTERN, msg.forgot.emailFormat),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: msg.reset.failure }).min(1, msg.reset.failure).max(200, msg.reset.failure),
    password: registrationPassword,
    c_password: z.string({ error: msg.required }).min(1, msg.required),
  })
  .refine((v) => v.password === normalizePassword(v.c_password), {
    message: msg.registration.passwordsMustMatch,
    path: ['c_password'],
  });

export const tokenSchema = z.object({
  token: z.string({ error: msg.verify.failure }).min(1, msg.verify.failure).max(200, msg.verify.failure),
});

export const resendVerificationSchema = z.object({
  email: text(msg.required).max(50, msg.login.max50).regex(EMAIL_PATTERN, msg.login.emailFormat),
});
