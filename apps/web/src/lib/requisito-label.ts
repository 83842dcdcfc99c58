import { DOCUMENT_LABELS, DOCUMENT_NAMES, isDocumentName, type DocumentName } from '@ingreso/shared';

/**
 * The name a requirement shows with. The faculty's configuration is in Spanish: a seed document
 * still under its Spanish name shows translated into the current language; one that staff renamed
 * (or a future custom one) shows the name staff gave it, in every language (decision 180).
 */
export function requisitoLabel(r: { codigo: string; nombre: string }, translate: (codigo: DocumentName) => string): string {
  return isDocumentName(r.codigo) && DOCUMENT_LABELS[r.codigo] === r.nombre ? translate(r.codigo) : r.nombre;
}

/**
 * A document's name where no requirement list names it (a file kept after staff removed its
 * requirement): the seed documents translated, any other code made readable ("foto_carnet" → "Foto carnet").
 */
export function documentLabel(codigo: string, translate: (codigo: DocumentName) => string): string {
  if (isDocumentName(codigo)) return translate(codigo);
  const words = codigo.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Sorts document codes: the seed documents in their order, then the others alphabetically. */
export function compareDocumentCodes(a: string, b: string): number {
  const rank = (c: string) => (isDocumentName(c) ? DOCUMENT_NAMES.indexOf(c) : DOCUMENT_NAMES.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * How the documents of a requirement list are named and ordered on a screen: a file's name by
 * its requirement (or its code when no list names it), and the list's order first, then any
 * other file on record.
 */
export function documentNaming(requisitos: readonly { codigo: string; nombre: string }[], translate: (codigo: DocumentName) => string) {
  const labelOf = (codigo: string) => {
    const r = requisitos.find((x) => x.codigo === codigo);
    return r ? requisitoLabel(r, translate) : documentLabel(codigo, translate);
  };
  const rank = (codigo: string) => {
    const i = requisitos.findIndex((r) => r.codigo === codigo);
    return i === -1 ? requisitos.length : i;
  };
  return { labelOf, rank };
}
