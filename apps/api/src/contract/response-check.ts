import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeclaration } from '@ingreso/shared';
import type { z } from 'zod';

/**
 * What the contract check found wrong since the app started: every answer of a
 * declared route must have a declared status and match that status's schema.
 * Tests read this after each call (test/harness.ts), so the test that produced a
 * mismatch is the one that fails, with the reason.
 */
const violations: string[] = [];
/** Production keeps only the latest few; each is also logged. */
const KEEP = 200;
let log: ((message: string) => void) | null = null;

/** Where violations are logged (the app's logger). */
export function logViolationsTo(logger: (message: string) => void): void {
  log = logger;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
  readonly statusCode = 500;
}

export function recordViolation(message: string): ContractViolation {
  violations.push(message);
  if (violations.length > KEEP * 2) violations.splice(0, violations.length - KEEP);
  log?.(message);
  return new ContractViolation(message);
}

/** Violations recorded from `since` on (an index returned by `violationCount`). */
export function violationsSince(since: number): string[] {
  return violations.slice(since);
}

export const violationCount = () => violations.length;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && Object.getPrototypeOf(v) === Object.prototype;

/** The first issues of a failed parse, one `path: message` each, for a violation's text. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`)
    .join('; ');
}

/** Paths of fields present in `sent` (with a value) but absent from what the schema kept. */
export function droppedFields(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${at}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    const path = at ? `${at}.${key}` : key;
    if (!(key in kept)) out.push(path);
    else out.push(...droppedFields(value, kept[key], path));
  }
  return out;
}

function jsonOf(reply: FastifyReply, payload: unknown): unknown {
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload !== 'string' || !type.includes('json')) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/**
 * With the contract check on: an answer with a status its route does not declare,
 * or a JSON answer sent as text (pre-serialized, or built by the error handler)
 * that does not match its status's schema, is a violation.
 */
export function registerResponseCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const declaration = request.routeOptions.config.declaration as RouteDeclaration | undefined;
    if (!declaration) return payload;
    const where = `${declaration.method} ${declaration.path} ${reply.statusCode}`;
    if (!(reply.statusCode in declaration.responses)) {
      recordViolation(`${where}: estado no declarado (${declaration.operationId})`);
      return payload;
    }
    const schema = declaration.responses[reply.statusCode];
    const body = jsonOf(reply, payload);
    if (!schema || body === undefined) return payload;
    const result = schema.safeParse(body);
    if (!result.success) {
      recordViolation(`${where}: la respuesta no cumple su esquema: ${describeIssues(result.error)}`);
    } else {
      const extra = droppedFields(body, result.data);
      if (extra.length) recordViolation(`${where}: campos no declarados: ${extra.join(', ')}`);
    }
    return payload;
  });
}
