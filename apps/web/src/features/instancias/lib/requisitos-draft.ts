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
  /** It came from the saved list: a custom document's code names stored files and no longer changes. */
  saved: boolean;
  /** A new custom document whose code still follows its name. */
  autoCode: boolean;
}

let nextKey = 1;
export const toRows = (list: readonly Requisito[]): DraftRow[] => list.map((r) => ({ ...r, key: nextKey++, saved: true, autoCode: false }));
export const fromRows = (rows: readonly DraftRow[]): Requisito[] => rows.map(({ key: _key, saved: _saved, autoCode: _auto, ...r }) => r);

/** A code made from a name: "Foto carnet 4×4" → "foto_carnet_4_4" (lower case, digits and underscores, up to 40). */
export function codeFromName(nombre: string): string {
  const code = nombre
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  if (code === '') return '';
  return /^[a-z]/.test(code) ? code : `doc_${code}`.slice(0, 40);
}

/** A document the faculty adds (decision 180): its code follows its name until staff type one. */
export function newCustomRow(): DraftRow {
  return {
    key: nextKey++,
    saved: false,
    autoCode: true,
    codigo: '',
    nombre: '',
    descripcion: '',
    tipos: [...UPLOAD_MIME_TYPES],
    obligatorio: true,
    condicion: 'siempre',
  };
}

export const withNombre = (row: DraftRow, nombre: string): DraftRow =>
  row.autoCode ? { ...row, nombre, codigo: codeFromName(nombre) } : { ...row, nombre };

/**
 * A new row: the first of the seven codes the uploads accept (decision 201) that the list does
 * not have yet, under its Spanish name (the configuration is the faculty's, in Spanish).
 */
export function newRow(rows: readonly DraftRow[]): DraftRow | null {
  const codigo = DOCUMENT_NAMES.find((name) => !rows.some((r) => r.codigo === name));
  if (!codigo) return null;
  return {
    key: nextKey++,
    saved: false,
    autoCode: false,
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
