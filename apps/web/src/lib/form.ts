import { schemaResolver, type FormErrors } from '@mantine/form';
import { isApiError } from './api-client';
import { translateSeedText } from './i18n';

type Schema = Parameters<typeof schemaResolver>[0];
type Resolver = (values: unknown) => FormErrors;

/**
 * Validates a Mantine form with a shared zod schema (the same rules and
 * messages as the API) and shows each message in the selected language.
 */
export function seedSchemaResolver(schema: Schema): Resolver {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = resolve(values);
    const out: FormErrors = {};
    for (const [field, message] of Object.entries(errors)) {
      out[field] = typeof message === 'string' ? translateSeedText(message) : message;
    }
    return out;
  };
}

/**
 * Same as seedSchemaResolver for a schema that lives in a lazily loaded chunk:
 * the first validation waits for the chunk (Mantine forms accept async
 * validation), every later one is synchronous. Call `preload` once the screen
 * is on view so the chunk is usually there before the first blur or submit.
 */
export interface LazyResolver {
  (values: unknown): FormErrors | Promise<FormErrors>;
  preload: () => Promise<void>;
}

export function lazySchemaResolver(load: () => Promise<Schema>): LazyResolver {
  let resolver: Resolver | null = null;
  let pending: Promise<Resolver> | null = null;
  const ensure = () => {
    pending ??= load().then((schema) => (resolver = seedSchemaResolver(schema)));
    return pending;
  };
  const resolve: LazyResolver = Object.assign((values: unknown) => (resolver ? resolver(values) : ensure().then((r) => r(values))), {
    preload: () => ensure().then(() => undefined),
  });
  return resolve;
}

/** The server's per-field messages (`errors`), limited to the form's fields, first message each. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!isApiError(error)) return {};
  const out: FormErrors = {};
  for (const field of fields) {
    const first = error.body.errors[field]?.[0];
    if (first) out[field] = translateSeedText(first);
  }
  return out;
}
