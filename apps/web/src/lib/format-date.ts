import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './intl-cache';
import { intlLocale } from './locale-format';

/**
 * The seed shows dates in es-ES with day, month and year, in UTC: calendar days
 * (YYYY-MM-DD) and timestamps alike. A value that is not a date is shown as is.
 * Timestamps are typed `Date | string` by the contract (a Date on the server, its ISO
 * text on the wire); the web receives the text.
 */
export function useFormatDate(): (value: string | Date) => string {
  const { i18n } = useTranslation();
  const format = longDateFormat(i18n.resolvedLanguage);
  return (input) => {
    const value = input instanceof Date ? input.toISOString() : input;
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

function longDateFormat(language: string | undefined): Intl.DateTimeFormat {
  return dateTimeFormat(intlLocale(language), LONG_DATE);
}

/**
 * The browser loads a language's calendar data the first time a date is formatted in it:
 * 150 ms of a CPU at a quarter, which landed on the click that opens the enrolment dialog.
 * A screen whose next step shows dates calls this when idle, so that cost is paid before
 * the click (decision 338).
 */
export function warmDateFormat(language: string | undefined): void {
  longDateFormat(language).format(new Date(0));
}
