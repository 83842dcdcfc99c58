import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadMsg, type UploadMimeType } from '@ingreso/shared';

/**
 * The client-side checks of a drop or a pick: one file, at most 2 MB, an image
 * or a PDF by its declared type or extension. The server checks the content
 * itself (magic bytes); this only saves a useless upload.
 * Returns the seed's message, or null when the file may be kept.
 */
export function documentFilesError(files: readonly File[], tipos: readonly UploadMimeType[] = UPLOAD_MIME_TYPES): string | null {
  if (files.length !== 1) return uploadMsg.oneFile;
  const [file] = files;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMsg.tooBig;
  if (!looksAllowed(file, UPLOAD_MIME_TYPES)) return uploadMsg.badType;
  // A requirement list may accept fewer types (issue 15); the server says the same.
  if (!looksAllowed(file, tipos)) return uploadMsg.notAccepted(typeNames(tipos));
  return null;
}

/** "JPG", "PNG"... as the messages name the types. */
export const typeNames = (tipos: readonly UploadMimeType[]) => tipos.map((t) => UPLOAD_EXTENSIONS[t].toUpperCase());

/** The Dropzone's accept map for some types. */
export const acceptOf = (tipos: readonly UploadMimeType[]) => Object.fromEntries(tipos.map((t) => [t, UPLOAD_ACCEPT[t]]));

function looksAllowed(file: File, tipos: readonly UploadMimeType[]): boolean {
  if ((tipos as readonly string[]).includes(file.type)) return true;
  // Some systems give no type at all; fall back on the extension.
  const name = file.name.toLowerCase();
  return file.type === '' && tipos.some((t) => UPLOAD_ACCEPT[t].some((ext) => name.endsWith(ext)));
}

/** "1,4 MB" / "820 KB" in the reader's language. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(bytes / 1024, 0.1))} KB`;
}
