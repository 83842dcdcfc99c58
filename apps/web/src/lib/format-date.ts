import { useTranslation } from 'react-i18next';
import { intlLocale } from './locale-format';

/**
 * The seed shows dates in es-ES with day, month and year, in UTC: calendar days
 * (YYYY-MM-DD) and timestamps alike. A value that is not a date is shown as is.
 * Timestamps are typed `Date | string` by the contract (a Date on the server, its ISO
 * text on the wire); the web receives the text.
 */
export function useFormatDate(): (value: string | Date) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (input) => {
    const value = input instanceof Date ? input.toISOString() : input;
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}
