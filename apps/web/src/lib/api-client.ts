import { msg, type ErrorBody } from '@ingreso/shared';
import { paths } from '@/config/paths';
import { clearSession, getSession } from './session';

/**
 * What every failed call throws: the HTTP status and the server's error body,
 * normalised so forms can always read `body.errors[field]` and `body.message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** First server message for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.body.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Called after a 401 cleared the session, with the answer's `code` (why the session
 * ended: session_idle, session_password_changed, ...). The router installs a
 * client-side navigation that takes the reason to the login screen.
 */
let onUnauthorized: (code: string | undefined) => void = () => window.location.assign(paths.auth.login);
export function setUnauthorizedHandler(handler: (code: string | undefined) => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for calls whose 401 means "wrong credentials" (login) rather than
   * "your session is gone": those must not sign the user out and redirect.
   */
  handleUnauthorized?: boolean;
}

function normaliseErrorBody(status: number, data: unknown): ErrorBody {
  const fallback = status === 429 ? msg.http.tooManyRequests : msg.http.internal;
  if (typeof data !== 'object' || data === null) return { message: fallback, error: [], errors: {} };
  const d = data as Partial<ErrorBody>;
  return {
    message: typeof d.message === 'string' && d.message ? d.message : fallback,
    error: Array.isArray(d.error) ? d.error : [],
    errors: typeof d.errors === 'object' && d.errors !== null ? d.errors : {},
    ...(typeof d.code === 'string' ? { code: d.code } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Same-origin JSON call to the API; attaches the bearer token when signed in. Screens call
 * it through apps/web/src/api (callRoute), which takes the URL from the route's declaration.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, handleUnauthorized = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      signal,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline or server down: same shape as a server error so screens need one code path.
    throw new ApiError(0, { message: msg.http.internal, error: [], errors: {} });
  }

  const data = await readJson(response);
  if (response.ok) return data as T;
  throw await failureOf(response, handleUnauthorized, data);
}

/**
 * The ApiError of a failed answer (its JSON body read unless given); a 401 also ends the
 * session when `handleUnauthorized`. Shared with the file downloads (lib/api-download.ts).
 */
export async function failureOf(response: Response, handleUnauthorized = true, data?: unknown): Promise<ApiError> {
  const errorBody = normaliseErrorBody(response.status, data === undefined ? await readJson(response) : data);
  if (response.status === 401 && handleUnauthorized) {
    clearSession();
    onUnauthorized(errorBody.code);
  }
  return new ApiError(response.status, errorBody);
}
