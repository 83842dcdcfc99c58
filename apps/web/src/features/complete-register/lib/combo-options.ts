import type { ComboItem } from '@ingreso/shared';

export interface SelectOption {
  value: string;
  label: string;
}

/** A server combo as Select data: the id (as text, what the form holds) and its description. */
export function toOptions(items: readonly ComboItem[]): SelectOption[] {
  return items.map((item) => ({ value: String(item.id), label: item.descripcion }));
}

/** The same list without the ids already added elsewhere (an added item leaves the option list). */
export function withoutIds(options: SelectOption[], taken: Iterable<string>): SelectOption[] {
  const used = new Set(taken);
  return options.filter((option) => !used.has(option.value));
}

/** Description of an id, for lists of added entries. */
export function labelOf(items: readonly ComboItem[], id: string): string {
  return items.find((item) => String(item.id) === id)?.descripcion ?? id;
}

/** Spanish alphabetical order, accents and case ignored. */
export function byName<T>(name: (item: T) => string) {
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  return (a: T, b: T) => collator.compare(name(a), name(b));
}
