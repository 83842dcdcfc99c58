import { STUDENTS_PAGE_SIZE, type Estudiante } from '@ingreso/shared';

/** Seed 001 §2: students are shown as "apellido, nombre". */
export function studentName(e: Pick<Estudiante, 'nombre' | 'apellido'>): string {
  return `${e.apellido}, ${e.nombre}`;
}

/** Seed 001 §5: the DNI search is a plain substring match (dots and spaces typed by habit are ignored). */
export function filterByDni(students: Estudiante[], search: string): Estudiante[] {
  const needle = search.replace(/[.\s]/g, '');
  if (!needle) return students;
  return students.filter((s) => s.numero_documento.includes(needle));
}

export function pageCountOf(total: number, size = STUDENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageOf<T>(items: T[], page: number, size = STUDENTS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
