/**
 * The one error the services throw. The error handler turns it into the body of
 * The error body (packages/shared/src/contract/common.ts): { message, error: [{message, field}], errors: {field: [...]} }.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly statusCode: number,
    message: string,
    public readonly fieldErrors: Record<string, string[]> = {},
    /** Extra response headers, e.g. Retry-After on a 429. */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', 404, message);
export const forbidden = (message: string) => new AppError('forbidden', 403, message);
export const unauthorized = (message: string) => new AppError('unauthorized', 401, message);

/** PostgreSQL unique_violation, as raised by both pg and PGlite; `constraint` names the index. */
export function uniqueViolation(err: unknown): { constraint?: string } | null {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: string })?.code;
  if (code !== '23505') return null;
  return { constraint: (e as { constraint?: string }).constraint };
}
