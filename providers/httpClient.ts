/**
 * The one HTTP client of the app: JSON, the bearer token of the stored session, server errors
 * turned into react-admin `HttpError`s whose `body.errors` carry the field messages (so they show
 * under the inputs), and a 401 ends the session (docs/requirements/access.md §6).
 */
import { ERROR_MESSAGES } from '../resources/i18n/areas/system';
import { keepServerMessage } from './serverMessages';
import { authorizationHeader, clearSession, getToken } from './session';

/**
 * A failed call: the same shape as react-admin's `HttpError` (message, status, body), defined here
 * so that the screens before sign-in do not load react-admin for it.
 */
/** What a failure's body holds: the API's `error` (its code, field messages) or storage's answer. */
export interface HttpErrorBody {
  errors?: Record<string, string>;
  code?: string;
  /** The message's key and values (resources/i18n/areas), and each field message's. */
  message_code?: unknown;
  message_values?: unknown;
  message_codes?: Record<string, { code?: unknown; values?: unknown }>;
  [key: string]: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: HttpErrorBody | null;
  constructor(message: string, status: number, body: HttpErrorBody | null = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    // A keyed message (resources/i18n/areas) is translated by its key wherever it is shown, and
    // so is a keyed field message under its input.
    keepServerMessage(message, body);
    for (const [field, coded] of Object.entries<{ code?: unknown; values?: unknown }>(body?.message_codes ?? {}))
      keepServerMessage(body?.errors?.[field], { message_code: coded?.code, message_values: coded?.values });
  }
}

/** No answer from the server (offline, refused): keyed like the server's own messages. */
function networkError() {
  const { text, code, values } = ERROR_MESSAGES.message('network');
  return new HttpError(text, 0, { message_code: code, message_values: values });
}

export interface ApiErrorBody {
  error?: {
    code?: string;
    message?: string;
    /** The message's translation key and values (resources/i18n/areas). */
    message_code?: string;
    message_values?: Record<string, string | number>;
    errors?: Record<string, string>;
    /** The keyed field messages' keys and values, by field. */
    message_codes?: Record<string, { code: string; values?: Record<string, string | number> }>;
  };
}

/** Listeners told when the server answers 401 (the auth provider redirects to /login). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The session ended (a 401 to a signed-in call, REST or GraphQL): clear it and tell the listeners. */
export function reportUnauthorized() {
  if (!getToken()) return;
  // Listeners first: a form keeps its values while the page is still there.
  unauthorizedListeners.forEach((listener) => listener());
  clearSession();
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** Do not end the session on a 401 (login itself answers 401 for wrong credentials). */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Headers of the call besides the session's (e.g. a station's shift). */
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const url = path.startsWith('/api/') || path === '/api' ? path : `/api/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers, ...authorizationHeader() });
  const token = getToken();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError();
  }
  const json = await bodyOf(response);
  if (response.ok) return json as T;
  const apiError = (json as ApiErrorBody | undefined)?.error;
  const message = apiError?.message ?? `Request failed with status code ${response.status}`;
  if (response.status === 401 && !options.allowUnauthorized && token) reportUnauthorized();
  throw new HttpError(message, response.status, { ...(apiError ?? {}), errors: apiError?.errors ?? {} });
}

/** A response's body: its JSON, else its text, else undefined. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A call with the session whose every answer is data — status and body, nothing thrown for a
 * 4xx or 5xx — for checks that judge the status themselves (the onboarding checklist's audit
 * calls the URLs its items name, as they are written).
 */
export async function sessionResponse(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: { Accept: 'application/json', ...authorizationHeader() } });
  return { status: response.status, body: (await bodyOf(response)) ?? null };
}

/**
 * A multipart body from named values: files as they are, lists as JSON, other values as text;
 * `undefined`, `null` and `''` are left out (the server reads a missing field as no value).
 */
export function multipartOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.set(name, value);
    else form.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The field messages the server sent with a 4xx (`body.errors`), to show under the inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return ((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
}

/** The message of a failed call, for a snackbar. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return (error as { message?: string } | null)?.message || fallback;
}

/** A file from the API (a PDF) with the session, as a Blob; failures as `api` reports them. */
export async function apiBlob(path: string, query?: Record<string, unknown>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: { ...authorizationHeader() } });
  } catch {
    throw networkError();
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
  if (response.status === 401 && getToken()) reportUnauthorized();
  throw new HttpError(body?.error?.message ?? `Request failed with status code ${response.status}`, response.status, {
    ...(body?.error ?? {}),
    errors: body?.error?.errors ?? {},
  });
}

/** Saves a Blob as a file in the browser's downloads. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
