import { DOCUMENT_LABELS, isDocumentName, type DocumentName } from '@ingreso/shared';

/**
 * The name a requirement shows with. The faculty's configuration is in Spanish: a seed document
 * still under its Spanish name shows translated into the current language; one that staff renamed
 * (or a future custom one) shows the name staff gave it, in every language (decision 180).
 */
export function requisitoLabel(r: { codigo: string; nombre: string }, translate: (codigo: DocumentName) => string): string {
  return isDocumentName(r.codigo) && DOCUMENT_LABELS[r.codigo] === r.nombre ? translate(r.codigo) : r.nombre;
}
