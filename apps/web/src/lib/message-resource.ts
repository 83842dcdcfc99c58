/**
 * A messages object of packages/shared (`personaMsg`...) as an i18next resource: strings stay as
 * they are, builders become their text with `{{value}}` (`maxChars(n)` becomes "El campo no debe
 * exceder {{value}} caracteres."), lists of labels are left out. Kept apart from lib/i18n.ts so
 * the first page does not carry it, and pure so the locales test can use it.
 */
export type MessageResource<T> = {
  [K in keyof T as T[K] extends readonly unknown[] ? never : K]: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => string
      ? string
      : MessageResource<T[K]>;
};

export function messageResource<T extends object>(source: T): MessageResource<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'function') {
      try {
        out[key] = value('{{value}}');
      } catch {
        out[key] = value(['{{value}}']);
      }
    } else if (!Array.isArray(value)) out[key] = messageResource(value as object);
  }
  return out as MessageResource<T>;
}
