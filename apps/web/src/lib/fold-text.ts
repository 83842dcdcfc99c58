/**
 * Text as searches compare it: lower case and without accents, so "ingenieria"
 * finds "Ingeniería" (seed 001: search "ignoring case and accents").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** True when `query` (folded) occurs anywhere in `text` (folded); an empty query matches everything. */
export function includesFolded(text: string, query: string): boolean {
  const q = foldText(query.trim());
  return q === '' || foldText(text).includes(q);
}
