import type { z } from 'zod';
import { msg } from '@ingreso/shared';
import { AppError } from './app-error.js';

/** Field errors of a zod failure, keyed by the dotted path of each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** Parses input with a shared schema; bad input becomes a 400 with the seeds' messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  const first = result.error.issues[0]?.message ?? msg.http.badRequest;
  throw new AppError('validation', 400, first, errors);
}
