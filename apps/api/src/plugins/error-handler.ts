import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg, type ErrorBody } from '@ingreso/shared';
import { AppError } from '../lib/app-error.js';
import { sqlState } from '../lib/pg-errors.js';

// The shared schemas carry the seeds' Spanish text for every rule they state; zod's own
// texts for the rest (a part of the body of the wrong type, a missing object) must be
// Spanish too, never English. Set once for the API process, where every answer is built.
z.config(z.locales.es());

export function errorBody(message: string, errors: Record<string, string[]> = {}, code?: string): ErrorBody {
  const fieldItems = Object.entries(errors).flatMap(([field, messages]) => messages.map((m) => ({ message: m, field })));
  // error[0] is always the main message: the web shows error[0].message (seed 000 §7).
  const error = fieldItems[0]?.message === message ? fieldItems : [{ message }, ...fieldItems];
  return {
    message,
    error,
    errors,
    ...(code ? { code } : {}),
  };
}

/** Spanish text for the framework's own 4xx errors, by status. */
function frameworkMessage(status: number, err: FastifyError): string {
  if (status === 413) return msg.http.payloadTooLarge;
  if (status === 415) return msg.http.unsupportedMediaType;
  if (status === 429) return msg.http.tooManyRequests;
  if (status === 404) return msg.http.notFound;
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return msg.http.invalidJson;
  return msg.http.badRequest;
}

/**
 * PostgreSQL "data exception" (SQLSTATE class 22, from pg and PGlite; drizzle keeps
 * the original in `cause`): a value the database cannot take, such as a NUL byte in
 * a text (22021), a number out of range (22003) or a malformed date (22007). The
 * schemas stop most of these first; whatever slips through is still the client's
 * input, so it is a 400, logged so a missing rule can be added.
 */
/**
 * Two transactions that wait on each other (40P01, a deadlock) or a serialization failure
 * (40001): PostgreSQL rolled the transaction back, so nothing was saved and the same request
 * can simply be sent again. A 503 with Retry-After says so, not a 500 (decision 191).
 */
function pgTransientConflict(err: unknown): string | null {
  const code = sqlState(err);
  return code === '40P01' || code === '40001' ? code : null;
}

function pgDataException(err: unknown): string | null {
  const code = sqlState(err);
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code) ? code : null;
}

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoding,
 * a path parameter over maxParamLength) bypass the error handler and, by default,
 * answer in Fastify's own shape; passed as the `frameworkErrors` option they get
 * ours. They also bypass the onRequest hooks that add the security headers, so the
 * strictest set is added here: the answer is JSON, nothing in it runs or frames.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // A parameter too long to be an id names nothing (as idParam answers): 404; anything else is a bad request.
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
  return reply
    .status(status)
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(errorBody(status === 404 ? msg.http.notFound : msg.http.badRequest, {}, err.code));
}

/**
 * The one place that turns a thrown error into an answer. A 5xx never shows
 * internals: the client gets a generic Spanish text and the log gets the context.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send(errorBody(err.message, err.fieldErrors, err.code));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(v.message ?? msg.http.badRequest);
      }
      const first = err.validation[0]?.message ?? msg.http.badRequest;
      return reply.status(400).send(errorBody(first, errors, 'validation'));
    }
    const conflict = pgTransientConflict(err);
    if (conflict) {
      request.log.warn({ sqlState: conflict, url: request.url, method: request.method }, 'transaction rolled back by a conflict');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody(msg.http.busy, {}, 'busy'));
    }
    const dataException = pgDataException(err);
    if (dataException) {
      request.log.warn({ sqlState: dataException, url: request.url, method: request.method }, 'input the database refused');
      return reply.status(400).send(errorBody(msg.http.badRequest, {}, 'invalid_data'));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err, url: request.url, method: request.method }, 'unhandled error');
      return reply.status(500).send(errorBody(msg.http.internal, {}, 'internal'));
    }
    return reply.status(status).send(errorBody(frameworkMessage(status, err), {}, err.code));
  });
}
