import { foldText, includesFolded } from '@/lib/fold-text';
import type { InstanciaRow } from '@/api/instancias';

/** Today as YYYY-MM-DD in UTC: the server decides "finished" (no more enrolments) on the same day. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Seed 001 §4: 'En Curso' when fecha_fin is today or later, otherwise 'Finalizado'. */
export function isEnCurso(instancia: Pick<InstanciaRow, 'fecha_fin'>, today: string): boolean {
  return instancia.fecha_fin >= today;
}

export type SortColumn = 'carrera' | 'descripcion' | 'fecha_publicacion' | 'fecha_inicio' | 'fecha_fin';
export interface SortState {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

/** Seed: the list starts with the newest fecha_inicio first. */
export const DEFAULT_SORT: SortState = { column: 'fecha_inicio', direction: 'desc' };

/** Clicking a header toggles its direction; a new column starts ascending. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function sortValue(row: InstanciaRow, column: SortColumn): string {
  return column === 'carrera' ? row.carrera.descripcion : row[column];
}

/**
 * The rows on view: those whose description matches the search (ignoring case
 * and accents), in the chosen order. Ties keep the server's order (newest start
 * first), so equal dates never jump around between clicks.
 */
export function visibleInstancias(rows: readonly InstanciaRow[], query: string, sort: SortState): InstanciaRow[] {
  const q = foldText(query.trim());
  const matching = q === '' ? [...rows] : rows.filter((row) => includesFolded(row.descripcion, q));
  const factor = sort.direction === 'asc' ? 1 : -1;
  const position = new Map(rows.map((row, index) => [row.id, index]));
  return matching.sort((a, b) => {
    const byColumn = collator.compare(sortValue(a, sort.column), sortValue(b, sort.column)) * factor;
    return byColumn !== 0 ? byColumn : (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
  });
}
