import { msg, type ErrorBody } from '@ingreso/shared';
import { ApiError } from '@/lib/api-client';
import { clearSession, getSession } from '@/lib/session';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Size of the whole request body (multipart framing included). */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function toErrorBody(status: number, text: string): ErrorBody {
  const fallback = status === 413 ? msg.http.payloadTooLarge : msg.http.internal;
  try {
    const data = JSON.parse(text) as Partial<ErrorBody>;
    return {
      message: typeof data.message === 'string' && data.message ? data.message : fallback,
      error: Array.isArray(data.error) ? data.error : [],
      errors: typeof data.errors === 'object' && data.errors !== null ? data.errors : {},
      ...(typeof data.code === 'string' ? { code: data.code } : {}),
    };
  } catch {
    return { message: fallback, error: [], errors: {} };
  }
}

/**
 * POSTs a multipart body with XMLHttpRequest, because fetch() still reports no
 * upload progress. Same contract as the API client: bearer token, JSON answer,
 * failures thrown as ApiError with the server's error body, a 401 ends the session.
 */
export function uploadWithProgress<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.addEventListener('load', () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, { message: msg.http.internal, error: [], errors: {} }));
        }
        return;
      }
      // The router's guard sends a signed-out user to the login page.
      if (xhr.status === 401) clearSession();
      reject(new ApiError(xhr.status, toErrorBody(xhr.status, xhr.responseText)));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, { message: msg.http.internal, error: [], errors: {} }));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    });

    xhr.send(body);
  });
}

/**
 * Splits the progress of one multipart request among its files: the parts are
 * sent in order, so file i is done once the bytes before it and its own are out.
 * Framing bytes make it approximate, which is all a progress bar needs.
 */
export function progressPerFile(sizes: number[], progress: UploadProgress): number[] {
  const payload = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = Math.max(0, progress.total - payload);
  // Spread the framing evenly so the last bar reaches 100 % exactly when the request does.
  const perPart = sizes.length > 0 ? overhead / sizes.length : 0;
  let start = 0;
  return sizes.map((size) => {
    const span = size + perPart;
    const sent = Math.min(Math.max(progress.loaded - start, 0), span);
    start += span;
    return span === 0 ? 100 : Math.round((sent / span) * 100);
  });
}
