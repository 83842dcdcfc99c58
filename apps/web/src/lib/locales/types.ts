/** The shape every language follows: same keys as Spanish, any string values. */
export type TranslationShape<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]>;
};

export type PartialTranslation<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialTranslation<T[K]>;
};
