import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl-cache';

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
    const first = dateTimeFormat('es-ES', options);
    expect(dateTimeFormat('es-ES', { ...options })).toBe(first);
    expect(dateTimeFormat('en-GB', options)).not.toBe(first);
    expect(dateTimeFormat('es-ES', { ...options, month: '2-digit' })).not.toBe(first);
    const day = new Date(Date.UTC(2026, 2, 15));
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('es-ES', options).format(day));
  });
});
