import { msg } from '@ingreso/shared';

/**
 * The seeds' Spanish texts live in `msg` (packages/shared) so the zod schemas,
 * the API and the UI say exactly the same words. Here they become an i18next
 * resource: plain strings stay as they are, message builders such as
 * `msg.forgot.unknownEmail(email)` become "El correo {{value}} no existe".
 */
type MessageResource<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => string ? string : MessageResource<T[K]>;
};

export const VALUE_PLACEHOLDER = '{{value}}';

function toResource<T extends object>(source: T): MessageResource<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'function') out[key] = (value as (v: string) => string)(VALUE_PLACEHOLDER);
    else out[key] = toResource(value as object);
  }
  return out as MessageResource<T>;
}

export const seedMessages = toResource(msg);
export type SeedMessages = typeof seedMessages;

/**
 * Reverse index from a Spanish text (from a zod schema or a server answer) to
 * its message key, so the same words can be shown in the selected language.
 */
interface Matcher {
  key: string;
  pattern: RegExp;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function collect(source: object, prefix: string, exact: Map<string, string>, patterns: Matcher[]) {
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (!exact.has(value)) exact.set(value, path);
    } else if (typeof value === 'function') {
      let sample: string;
      try {
        sample = value('\u0000');
      } catch {
        sample = value(['\u0000']); // a builder of a list (`missingFiles(names)`)
      }
      const [before = '', after = ''] = sample.split('\u0000');
      patterns.push({ key: path, pattern: new RegExp(`^${escapeRegExp(before)}(.+)${escapeRegExp(after)}$`) });
    } else if (!Array.isArray(value)) {
      collect(value as object, path, exact, patterns);
    }
  }
}

const exactIndex = new Map<string, string>();
const patternIndex: Matcher[] = [];
collect(msg, 'msg', exactIndex, patternIndex);

/**
 * Adds a feature's domain messages (`personaMsg`...) to the index, under `messages:<domain>`:
 * lib/domain-messages.ts, called by the features that show them (decision 93).
 */
export function addSeedMessages(source: object, prefix: string): void {
  collect(source, prefix, exactIndex, patternIndex);
}

/** Finds the key (`msg.login.min3`, `messages:persona.nombreRequired`) of a Spanish text, with the interpolated value if it is a builder. */
export function findSeedMessage(text: string): { key: string; value?: string } | undefined {
  const key = exactIndex.get(text);
  if (key) return { key };
  for (const matcher of patternIndex) {
    const match = matcher.pattern.exec(text);
    if (match) return { key: matcher.key, value: match[1] };
  }
  return undefined;
}
