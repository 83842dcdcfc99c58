/**
 * Building an Intl.DateTimeFormat costs about a millisecond, several on a phone, and a list
 * renders dates by the dozen: opening the enrolment dialog spent 74 ms of a CPU at a quarter
 * building the same formatter again for each instancia (decision 338). One is kept per locale
 * and options; the few combinations the screens use make the cache small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
