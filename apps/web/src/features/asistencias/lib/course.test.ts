import { asistenciaMsg, notaMsg } from '@ingreso/shared';
import { describe, expect, it } from 'vitest';
import { resource } from '../../../locales/es/asistencias';
import { courseRangeIn, formatDay, inCourse } from './course';

/** i18next's interpolation and Spanish plural choice, enough for these texts. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
const plural = (forms: { one: string; other: string }, count: number) => (count === 1 ? forms.one : forms.other);

describe('the wizard says what the API says (issue 14)', () => {
  const day = (iso: string) => formatDay(iso, 'es-ES');

  it('writes a day as the server does in Spanish (dd/mm/aaaa)', () => {
    expect(day('2025-03-10')).toBe('10/03/2025');
    expect(day('2026-12-01')).toBe('01/12/2026');
  });

  it('the count of a class already loaded is the 409 asistencias_existentes text', () => {
    const forms = { one: resource.existing.attendance_one, other: resource.existing.attendance_other };
    for (const count of [1, 2, 24]) {
      expect(fill(plural(forms, count), { count, fecha: day('2025-03-10') })).toBe(asistenciaMsg.existing(count, '2025-03-10'));
    }
    expect(resource.existing.attendance_many).toBe(resource.existing.attendance_other);
  });

  it('a grade already stored is the 409 nota_existente text', () => {
    for (const [nota, shown] of [
      [7.5, '7,5'],
      [8, '8'],
      [6.25, '6,25'],
    ] as const) {
      expect(fill(resource.existing.grade, { nota: shown, fecha: day('2025-03-20') })).toBe(notaMsg.existing(nota, '2025-03-20'));
    }
  });

  it('a date outside the course is the 422 fecha_fuera_del_curso text, and its range is read back', () => {
    const values = { inicio: day('2025-03-03'), fin: day('2025-07-04') };
    expect(fill(resource.date.outOfCourseAttendance, values)).toBe(asistenciaMsg.fechaFueraDelCurso('2025-03-03', '2025-07-04'));
    expect(fill(resource.date.outOfCourseGrades, values)).toBe(notaMsg.fechaFueraDelCurso('2025-03-03', '2025-07-04'));
    expect(courseRangeIn(asistenciaMsg.fechaFueraDelCurso('2025-03-03', '2025-07-04'))).toEqual({
      inicio: '2025-03-03',
      fin: '2025-07-04',
    });
    expect(courseRangeIn(notaMsg.fechaFueraDelCurso('2024-12-30', '2025-01-02'))).toEqual({ inicio: '2024-12-30', fin: '2025-01-02' });
    expect(courseRangeIn('Otro mensaje')).toBeNull();
  });

  it('both ends of the course are in it', () => {
    const course = { inicio: '2025-03-03', fin: '2025-07-04' };
    expect(inCourse('2025-03-03', course)).toBe(true);
    expect(inCourse('2025-07-04', course)).toBe(true);
    expect(inCourse('2025-03-02', course)).toBe(false);
    expect(inCourse('2025-07-05', course)).toBe(false);
  });
});
