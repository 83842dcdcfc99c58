import { TIPO_SANGRE_LABELS, TIPOS_DOCUMENTO } from '@ingreso/shared';
import { intlLocale } from '@/lib/locale-format';

/** 'dni' → 'DNI', 'lc' → 'Libreta Cívica'... as the registration form lists them. */
export function tipoDocumentoLabel(id: string): string {
  return TIPOS_DOCUMENTO.find((t) => t.id === id)?.descripcion ?? id.toUpperCase();
}

/** 'o+' → '0+', 'a-' → 'A-': blood types as people write them (decision 126). */
export function tipoSangreLabel(id: string | null | undefined): string {
  if (!id) return '';
  return TIPO_SANGRE_LABELS[id as keyof typeof TIPO_SANGRE_LABELS] ?? id;
}

/** A timestamp in the reader's local time, day first as Argentina writes it. */
export function formatDateTime(value: string | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(locale === 'es' ? 'es-AR' : intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' });
}
