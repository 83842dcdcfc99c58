/**
 * PostgreSQL errors as raised by both node-postgres and PGlite (drizzle wraps
 * them; the original is in `cause`). `constraint` names the violated constraint.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function pgFields(err: unknown): PgErrorFields {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return { code: (e as PgErrorFields)?.code, constraint: (e as PgErrorFields)?.constraint };
}

/** The SQLSTATE of a database error (the error handler sorts by its class), or undefined. */
export function sqlState(err: unknown): string | undefined {
  const code = pgFields(err).code;
  return typeof code === 'string' ? code : undefined;
}

/** 23503 foreign_key_violation: a referenced row does not exist (e.g. an unknown combo id). */
export function foreignKeyViolation(err: unknown): { constraint?: string } | null {
  const f = pgFields(err);
  return f.code === '23503' ? { constraint: f.constraint } : null;
}

/** 23514 check_violation. */
export function checkViolation(err: unknown): { constraint?: string } | null {
  const f = pgFields(err);
  return f.code === '23514' ? { constraint: f.constraint } : null;
}
