/** Plural forms other than `_other`: each language uses the ones its plural rules have (ja and zh none). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';

/**
 * The shape of a translation: the Spanish resource's keys, any string values. Plural variants
 * other than `_other` are optional here; the locales test checks that each language has exactly
 * the forms of its plural rules.
 */
export type Shape<T> = {
  [K in keyof T as K extends `${string}_${PluralForm}` ? never : K]: T[K] extends string ? string : Shape<T[K]>;
} & {
  [K in keyof T as K extends `${string}_${PluralForm}` ? K : never]?: string;
};
