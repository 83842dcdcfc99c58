import { useTranslation } from 'react-i18next';
import { intlLocale } from './locale-format';

/**
 * The seed shows dates in es-ES with day, month and year, in UTC: calendar days
 * (YYYY-MM-DD) and timestamps alike. A value that is not a date is shown as is.
 */
export function useFormatDate(): (value: string) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (value) => {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}
