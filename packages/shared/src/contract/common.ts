import { z } from 'zod';
import { msg } from '../messages.js';

/** The one error body of every 4xx/5xx answer (errorBodySchema in packages/shared/src/contract/common.ts). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    error: z.array(z.object({ message: z.string(), field: z.string().optional() })),
    errors: z.record(z.string(), z.array(z.string())),
    code: z.string().optional(),
  })
  .meta({
    id: 'ErrorBody',
    description: 'Cuerpo de todo error 4xx/5xx: error[0].message es el mensaje principal.',
    examples: [
      {
        message: 'El campo email es obligatorio.',
        error: [{ message: 'El campo email es obligatorio.', field: 'email' }],
        errors: { email: ['El campo email es obligatorio.'] },
        code: 'validation',
      },
    ],
  });

export const messageSchema = z.object({ message: z.string() });

/** An example error body for the OpenAPI document: the message first, field errors and code when given. */
export function errorExample(message: string, errors: Record<string, string[]> = {}, code?: string) {
  const fieldItems = Object.entries(errors).flatMap(([field, messages]) => messages.map((m) => ({ message: m, field })));
  const error = fieldItems[0]?.message === message ? fieldItems : [{ message }, ...fieldItems];
  return { message, error, errors, ...(code ? { code } : {}) };
}

/** A database timestamp: a Date on the server, its ISO text on the wire. */
export const timestamp = z.union([z.date(), z.string()]);

/**
 * Path parameters whose bad value names nothing: a malformed id answers 404 like
 * an unknown one (lib/params.ts did this by hand before). The API's validator
 * reads this mark.
 */
export const notFoundWhenInvalid = new WeakSet<z.ZodType>();

const MAX_INT4 = 2_147_483_647;

/** `{ [name]: positive int4 }` from the path; anything else is a 404 with `notFoundMessage`. */
export function idPath<const N extends string>(name: N, notFoundMessage: string) {
  const schema = z.object({
    [name]: z
      .string(notFoundMessage)
      .regex(/^\d{1,10}$/, notFoundMessage)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_INT4, notFoundMessage),
  } as Record<N, z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>>);
  notFoundWhenInvalid.add(schema);
  return schema;
}

/**
 * Multipart fields: declared for the documentation and read by the handler as the
 * body streams in (magic bytes and size are checked while streaming), so the API's
 * validator leaves the body alone for these.
 */
export const multipartOnly = new WeakSet<z.ZodType>();

export function multipartFields<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  multipartOnly.add(schema);
  return schema;
}

/**
 * Multipart fields plus one optional file part per document code: the seven seed documents by
 * name, and any code a requirement list names (issue 15), which the handler checks against the lists.
 */
export function multipartDocuments<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape).catchall(filePart.optional());
  multipartOnly.add(schema);
  return schema;
}

/** A file part of a multipart body, for the OpenAPI document. */
export const filePart = z.string().meta({ format: 'binary', description: 'archivo (JPEG, PNG, WebP o PDF)' });

/** A body that is not JSON (a document, a spreadsheet): documented, never serialized. */
export const binaryBody = z.string().meta({ format: 'binary' });

/**
 * The query of a signed download link (a document, a correction's supporting document):
 * expiry, the minting session, the stored version and the signature (decisions 154 and 155).
 */
export const signedLinkQuerySchema = z.object({
  exp: z.string().optional().meta({ description: 'vencimiento del enlace firmado (segundos desde 1970)' }),
  sid: z
    .string()
    .optional()
    .meta({ description: 'id de la sesión en la que se generó el enlace: vale solo mientras esa sesión siga abierta' }),
  v: z.string().optional().meta({ description: 'versión del documento para la que se generó el enlace: si se reemplazó, responde 410' }),
  sig: z.string().optional().meta({ description: 'firma del enlace' }),
});

export const defaultErrorMessages = { badRequest: msg.http.badRequest } as const;
