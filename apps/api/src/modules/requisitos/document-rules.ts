import { DOCUMENT_NAMES, UPLOAD_MIME_TYPES, type UploadMimeType } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import * as q from './requisitos.queries.js';

/** Which types an upload under a document code may have; a code not in the map is refused. */
export type DocumentRules = ReadonlyMap<string, readonly UploadMimeType[]>;

/**
 * What uploads accept (decision 180): every code a requirement list names, with the union of
 * the types its lists accept (an applicant may answer several lists with one file), and the
 * seven seed documents even when no list names them, with the four types, as before issue 15.
 */
export async function documentRules(db: DbOrTx): Promise<DocumentRules> {
  const types = new Map<string, Set<UploadMimeType>>();
  for (const row of await q.codesAndTypes(db)) {
    const set = types.get(row.codigo) ?? new Set<UploadMimeType>();
    for (const t of row.tipos as UploadMimeType[]) set.add(t);
    types.set(row.codigo, set);
  }
  for (const name of DOCUMENT_NAMES) if (!types.has(name)) types.set(name, new Set(UPLOAD_MIME_TYPES));
  // In the canonical order, for the message that names them.
  return new Map([...types].map(([codigo, set]) => [codigo, UPLOAD_MIME_TYPES.filter((t) => set.has(t))]));
}
