/** The instancia's course and the dates in the wizard's messages (issue 14). Pure: the unit test reads it. */

import { dateTimeFormat } from '../../../lib/intl-cache';

export interface Course {
  inicio: string;
  fin: string;
}

/** Whether a YYYY-MM-DD day falls in the course (both ends included, as the API checks). */
export function inCourse(day: string, course: Course): boolean {
  return day >= course.inicio && day <= course.fin;
}

/** A YYYY-MM-DD day as the language of `locale` writes it: es-ES gives dd/mm/aaaa, as the server's messages. */
export function formatDay(iso: string, locale: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The course range that a 422 fecha_fuera_del_curso names ("... del 03/03/2025 al 04/07/2025."), as YYYY-MM-DD. */
export function courseRangeIn(message: string): Course | null {
  const match = /del (\d{2})\/(\d{2})\/(\d{4}) al (\d{2})\/(\d{2})\/(\d{4})/.exec(message);
  if (!match) return null;
  const [, d1, m1, y1, d2, m2, y2] = match;
  return { inicio: `${y1}-${m1}-${d1}`, fin: `${y2}-${m2}-${d2}` };
}
