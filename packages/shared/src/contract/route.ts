import type { z } from 'zod';
import type { RouteAccess } from './access.js';
import { errorBodySchema } from './common.js';

import type { DeclarationOf, HttpMethod, RouteRef } from './route-path.js';

export type { HttpMethod };

/** Response schema per status; `null` for an answer without a body (204). */
export type Responses = { [status: number]: z.ZodType | null };

/**
 * One API route, declared once: the API registers, validates, serializes and guards
 * it from this, the OpenAPI document describes it, and the web calls it through it.
 */
export interface RouteDeclaration {
  /** Stable camelCase name other systems call the operation by. */
  operationId: string;
  method: HttpMethod;
  /** Full path with Fastify-style parameters (`/api/carreras/:id`). */
  path: `/api/${string}`;
  access: RouteAccess;
  /** OpenAPI tag (the resource). */
  tag: string;
  /** Spanish, one line. */
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, or multipart fields made with `multipartFields`. */
  body?: z.ZodType;
  responses: Responses;
  /** Media types of a success answer that is a file (a document, a PDF), not JSON. */
  fileMediaTypes?: readonly string[];
  /** Example request body and example answers by status, for the OpenAPI document. */
  examples?: { body?: unknown; responses?: { [status: number]: unknown } };
}

/** Statuses every route may answer, by what it takes and who may call it. */
function commonErrors(d: RouteDeclaration): Responses {
  // 503: the database rolled the transaction back (a deadlock or serialization failure); send it again.
  const out: Responses = { 500: errorBodySchema, 503: errorBodySchema };
  if (d.params || d.query || d.body) out[400] = errorBodySchema;
  if (d.body) {
    out[413] = errorBodySchema;
    out[415] = errorBodySchema;
  }
  if (d.access.who !== 'public') out[401] = errorBodySchema;
  if (d.access.who === 'owner' || d.access.who === 'staff') out[403] = errorBodySchema;
  out[429] = errorBodySchema;
  return out;
}

/**
 * Declares a route. The answer also lists the error statuses every route of its
 * kind can give (400 with input, 401 with a session, 403 for owner and staff
 * routes, 413/415 with a body, 429, 500, 503), so the declaration states only its own.
 */
export function route<const D extends RouteDeclaration>(d: D): D {
  return { ...d, responses: { ...commonErrors(d), ...d.responses } };
}

/** The statuses of a declaration that carry a success body. */
type SuccessStatus = 200 | 201 | 202 | 204;

/** The body a handler returns for a declaration: the input type of its success schemas. */
export type SuccessBodyOf<D extends RouteDeclaration> = {
  [K in keyof D['responses'] & SuccessStatus]: D['responses'][K] extends z.ZodType ? z.input<D['responses'][K]> : void;
}[keyof D['responses'] & SuccessStatus];

/** What the web receives on success: the output type of the success schemas (of a declaration or its reference). */
export type ResponseOf<R extends RouteDeclaration | RouteRef> = {
  [K in keyof DeclarationOf<R>['responses'] & SuccessStatus]: DeclarationOf<R>['responses'][K] extends z.ZodType
    ? z.output<DeclarationOf<R>['responses'][K]>
    : void;
}[keyof DeclarationOf<R>['responses'] & SuccessStatus];

export type ParamsOf<D extends RouteDeclaration> = D['params'] extends z.ZodType ? z.output<D['params']> : Record<string, never>;
export type QueryOf<D extends RouteDeclaration> = D['query'] extends z.ZodType ? z.output<D['query']> : Record<string, never>;
export type BodyOf<D extends RouteDeclaration> = D['body'] extends z.ZodType ? z.output<D['body']> : undefined;
/** What a caller sends (before the schema's transforms and defaults), for a declaration or its reference. */
export type BodyInputOf<R extends RouteDeclaration | RouteRef> = DeclarationOf<R>['body'] extends z.ZodType
  ? z.input<DeclarationOf<R>['body']>
  : undefined;
export type QueryInputOf<R extends RouteDeclaration | RouteRef> = DeclarationOf<R>['query'] extends z.ZodType
  ? z.input<DeclarationOf<R>['query']>
  : undefined;
