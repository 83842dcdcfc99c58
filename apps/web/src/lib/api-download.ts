import { msg } from '@ingreso/shared';
import { ApiError, failureOf } from './api-client';
import { getSession } from './session';

/**
 * File downloads from the API, apart from lib/api-client.ts so that the login page's
 * first JavaScript does not carry them (decisions 67 and 73): only the screens that
 * download import this.
 */
/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      /* fall back to the plain name */
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * A file from the API (the constancia's PDF, the hand-off CSV) with the bearer token in
 * the header, never in the URL (decision 166). Errors are the same ApiError as apiRequest's.
 */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = {};
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: msg.http.internal, error: [], errors: {} });
  }
  if (response.ok) return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  throw await failureOf(response);
}

/** Saves a downloaded file under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
