import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  multipartOnly,
  notFoundWhenInvalid,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RouteDeclaration,
  type SuccessBodyOf,
} from '@ingreso/shared';
import type { AuthContext } from '../plugins/auth-guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract declaration the route was registered from (packages/shared/src/contract). */
    declaration?: RouteDeclaration;
  }
}

/** The session a handler sees: none on public routes, maybe none on a signed-link route. */
type AuthOf<D extends RouteDeclaration> = D['access']['who'] extends 'public'
  ? undefined
  : D['access'] extends { signedLink: true }
    ? AuthContext | null
    : AuthContext;

export interface HandlerInput<D extends RouteDeclaration> {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
  auth: AuthOf<D>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route's handler: typed, parsed input in, the success body out (sent with the
 * declaration's success status). It returns the reply itself only when it sends
 * something else: a stream, a document, a pre-serialized JSON text.
 */
export type Handler<D extends RouteDeclaration> = (
  input: HandlerInput<D>,
) => Promise<SuccessBodyOf<D> | FastifyReply> | SuccessBodyOf<D> | FastifyReply;

export interface BindOptions {
  /** Route config the plugins read (rate limits, the read-only mark of a POST). */
  config?: FastifyContextConfig;
  /**
   * The route's own log level. The single sign-on callback uses 'warn': its query holds the
   * provider's code and state, and the request log lines at 'info' would write the URL (decision 141).
   */
  logLevel?: 'warn' | 'error';
}

/** A redirect (302) is the success of a route that sends the browser elsewhere (the single sign-on). */
const SUCCESS = [200, 201, 202, 204, 302] as const;

function successStatus(d: RouteDeclaration): number {
  const status = SUCCESS.find((s) => s in d.responses);
  if (status === undefined) throw new Error(`${d.operationId}: no declara una respuesta de éxito`);
  return status;
}

/** The schema with an OpenAPI example, keeping the marks the validator reads. */
function withExample<S extends z.ZodType>(schema: S, example: unknown): S {
  if (example === undefined) return schema;
  // A named schema (ErrorBody) is one component of the document: its annotated copy is inline, without the id.
  const { id: _id, ...meta } = schema.meta() ?? {};
  const annotated = schema.meta({ ...meta, examples: [example] }) as S;
  if (multipartOnly.has(schema)) multipartOnly.add(annotated);
  if (notFoundWhenInvalid.has(schema)) notFoundWhenInvalid.add(annotated);
  return annotated;
}

/** What Fastify validates, serializes and documents for a declaration. */
export function fastifySchemaOf(d: RouteDeclaration): FastifySchema {
  const response: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(d.responses)) {
    response[Number(status)] = schema === null ? z.undefined() : withExample(schema, d.examples?.responses?.[Number(status)]);
  }
  const secured = d.access.who !== 'public';
  return {
    operationId: d.operationId,
    tags: [d.tag],
    summary: d.summary,
    ...(d.description ? { description: d.description } : {}),
    security: secured ? (d.access.signedLink ? [{ bearer: [] }, {}] : [{ bearer: [] }]) : [],
    ...(d.params ? { params: d.params } : {}),
    ...(d.query ? { querystring: d.query } : {}),
    ...(d.body ? { body: withExample(d.body, d.examples?.body) } : {}),
    ...(d.body && multipartOnly.has(d.body) ? { consumes: ['multipart/form-data'] } : {}),
    response,
  } as FastifySchema;
}

/**
 * Registers a declared route: Fastify validates its input and serializes its
 * answer through the declaration's schemas, the access table reads its `access`
 * (the guard runs in onRequest, before the body is read), and the OpenAPI
 * document describes it. The handler holds neither parsing nor authentication.
 */
export function bindRoute<D extends RouteDeclaration>(
  app: FastifyInstance,
  declaration: D,
  handler: Handler<D>,
  options: BindOptions = {},
): void {
  const status = successStatus(declaration);
  app.route({
    method: declaration.method,
    // Modules are registered under the /api prefix; the declaration holds the full path.
    url: declaration.path.startsWith(app.prefix) ? declaration.path.slice(app.prefix.length) : declaration.path,
    schema: fastifySchemaOf(declaration),
    config: { ...options.config, declaration },
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    handler: async (request, reply) => {
      reply.code(status);
      const result = await handler({
        params: request.params as ParamsOf<D>,
        query: request.query as QueryOf<D>,
        body: request.body as BodyOf<D>,
        auth: (declaration.access.who === 'public' ? undefined : (request.auth ?? null)) as AuthOf<D>,
        request,
        reply,
      });
      // An async handler that returned the reply resolves to undefined (a reply is a thenable): `sent` tells.
      if (result === reply || reply.sent) return reply;
      if (status === 204 || status === 302) return reply.send();
      return result;
    },
  });
}
