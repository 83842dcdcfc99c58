import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { msg, multipartOnly, notFoundWhenInvalid } from '@ingreso/shared';
import { AppError } from '../lib/app-error.js';
import { fieldErrorsOf } from '../lib/validation.js';
import { describeIssues, droppedFields, recordViolation } from './response-check.js';

type AnySchema = z.ZodType;

/**
 * Input validation from the declared zod schemas. A failure is the one 400 error
 * body with the seeds' messages (field errors by dotted path), as the handlers'
 * own parsing answered before; a malformed id in a path declared with `idPath`
 * names nothing and answers 404. A missing JSON body is read as `{}` so that each
 * required field reports its own message.
 */
export const validatorCompiler: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) => {
  if (httpPart === 'body' && multipartOnly.has(schema)) return (data) => ({ value: data });
  const notFound = httpPart === 'params' && notFoundWhenInvalid.has(schema);
  return (data) => {
    const input = httpPart === 'body' || httpPart === 'querystring' ? (data ?? {}) : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    const first = result.error.issues[0]?.message ?? msg.http.badRequest;
    if (notFound) return { error: new AppError('not_found', 404, first) };
    return { error: new AppError('validation', 400, first, fieldErrorsOf(result.error)) };
  };
};

/**
 * Answers are serialized through their declared schema: a field the schema does not
 * name never leaves the server (an answer that does not match at all is logged and
 * sent as it is, so a wrong declaration never costs a user their answer). With the contract check on (tests), a field the
 * handler produced but the schema would drop is a violation, not a silent strip.
 */
export function serializerCompiler(check: boolean): FastifySerializerCompiler<AnySchema> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const violation = recordViolation(
          `${method} ${url} ${httpStatus}: la respuesta no cumple su esquema: ${describeIssues(result.error)}`,
        );
        // In tests the mismatch fails the call; in production the user still gets the answer (and the log says why).
        if (check) throw violation;
        return JSON.stringify(data);
      }
      if (check) {
        const extra = droppedFields(data, result.data);
        if (extra.length) throw recordViolation(`${method} ${url} ${httpStatus}: campos no declarados: ${extra.join(', ')}`);
      }
      return JSON.stringify(result.data);
    };
}
