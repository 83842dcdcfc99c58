import { FACULTY_NAME, type Language } from '@ingreso/shared';

/**
 * Values a translation may share with Spanish, each for a reason (decision 93). The locales test
 * accepts them in the resources and the browser test accepts them on translated screens. Values
 * without letters ("{{tipo}} {{numero}}", "<<", "—") need no entry.
 */
export const SAME_AS_SPANISH: ReadonlyArray<{ value: string; languages?: readonly Language[]; why: string }> = [
  { value: FACULTY_NAME, why: 'the faculty’s official name, a proper noun' },
  { value: 'CUIT/CUIL', why: 'Argentine tax and labour identification numbers, named by their acronyms' },
  { value: 'CUIT', why: 'the Argentine tax identification number (acronym)' },
  { value: 'DNI', why: 'the Argentine national identity document (acronym)' },
  { value: 'OK', why: 'the same word in these languages' },
  { value: 'https://...', why: 'a URL placeholder' },
  ...['Español', 'English', 'Deutsch', 'Français', '日本語', '中文'].map((value) => ({
    value,
    why: 'the language selector names each language in that language',
  })),
  { value: 'Oops!', languages: ['en'], why: 'the seed’s Spanish error title is the English interjection' },
  { value: 'No', languages: ['en'], why: 'the same word in English' },
];

export function sameAsSpanishAllowed(value: string, language: Language): boolean {
  return SAME_AS_SPANISH.some((entry) => entry.value === value && (!entry.languages || entry.languages.includes(language)));
}
