import {
  DOCUMENT_LABELS,
  DOCUMENT_NAMES,
  saveRequisitosSchema,
  UPLOAD_MIME_TYPES,
  type DocumentName,
  type Requisito,
} from '@ingreso/shared';

/** A row of the requirement editor: a requirement plus a key that survives reordering. */
export interface DraftRow extends Requisito {
  key: number;
}

let nextKey = 1;
export const toRows = (list: readonly Requisito[]): DraftRow[] => list.map((r) => ({ ...r, key: nextKey++ }));
export const fromRows = (rows: readonly DraftRow[]): Requisito[] => rows.map(({ key: _key, ...r }) => r);

/**
 * A new row: the first of the seven codes the uploads accept (decision 201) that the list does
 * not have yet, under its Spanish name (the configuration is the faculty's, in Spanish).
 */
export function newRow(rows: readonly DraftRow[]): DraftRow | null {
  const codigo = DOCUMENT_NAMES.find((name) => !rows.some((r) => r.codigo === name));
  if (!codigo) return null;
  return {
    key: nextKey++,
    codigo,
    nombre: DOCUMENT_LABELS[codigo],
    descripcion: '',
    tipos: [...UPLOAD_MIME_TYPES],
    obligatorio: true,
    condicion: 'siempre',
  };
}

/** Changing a row's document keeps a name staff typed, and follows the document while it had its default name. */
export function withCodigo(row: DraftRow, codigo: DocumentName): DraftRow {
  const defaultName = (DOCUMENT_LABELS as Record<string, string>)[row.codigo] === row.nombre;
  return { ...row, codigo, nombre: defaultName ? DOCUMENT_LABELS[codigo] : row.nombre };
}

export function move(rows: readonly DraftRow[], index: number, by: -1 | 1): DraftRow[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The shared schema's answer, per row and field (`3.nombre`), plus the messages of the list itself. */
export function validateRows(rows: readonly DraftRow[]): { fields: Record<string, string>; list: string[] } | null {
  const parsed = saveRequisitosSchema.safeParse({ requisitos: fromRows(rows) });
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  const list: string[] = [];
  for (const issue of parsed.error.issues) {
    const [root, index, field] = issue.path;
    if (root === 'requisitos' && typeof index === 'number' && typeof field === 'string') fields[`${index}.${field}`] ??= issue.message;
    else list.push(issue.message);
  }
  return { fields, list };
}

export const sameList = (a: readonly Requisito[], b: readonly Requisito[]) => JSON.stringify(a) === JSON.stringify(b);
