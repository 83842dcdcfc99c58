/** Formatting that follows the chosen language: Intl locales, date-picker calendars, lists. */
import type { Language } from '@ingreso/shared';
import { i18n, isLanguage } from './i18n';

/** The locale for Intl formatters (dates) in the current language. */
const INTL_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', ja: 'ja-JP', zh: 'zh-CN' };
export function intlLocale(language: string | undefined): string {
  return isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES.es;
}

/**
 * The dayjs locale of the date pickers in the current language. Spanish screens keep the variant
 * they chose (`es`, or `es-us` for month-first input); the others' calendars load with the language.
 */
const DATES_LOCALES: Record<Exclude<Language, 'es'>, string> = { en: 'en', de: 'de', fr: 'fr', ja: 'ja', zh: 'zh-cn' };
export function datesLocale(language: string | undefined, spanish: 'es' | 'es-us' = 'es'): string {
  return isLanguage(language) && language !== 'es' ? DATES_LOCALES[language] : spanish;
}

/** Items of a list in running text, separated as the current language does it. */
export function joinList(items: readonly string[]): string {
  return items.join(i18n.t('common.listSeparator'));
}
