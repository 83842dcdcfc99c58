import { TIPOS_DOCUMENTO } from '@ingreso/shared';
import { intlLocale } from '@/lib/locale-format';

/** 'dni' → 'DNI', 'lc' → 'Libreta Cívica'... as the registration form lists them. */
export function tipoDocumentoLabel(id: string): string {
  return TIPOS_DOCUMENTO.find((t) => t.id === id)?.descripcion ?? id.toUpperCase();
}

/** A timestamp in the reader's local time, day first as Argentina writes it. */
export function formatDateTime(value: string | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(locale === 'es' ? 'es-AR' : intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' });
}
