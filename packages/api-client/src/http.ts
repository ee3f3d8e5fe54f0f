import { API_PREFIX, type HttpMethod } from '@pm/api-contract/routes';
import { currentToken, sessionStore } from '@pm/session';
import ky, { type KyInstance, type Options } from 'ky';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

let baseUrl: string = API_PREFIX;

/** Set once by the shell from its runtime configuration (remotes.json). */
export function configureApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return baseUrl;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The one ky instance. Retries are off: a failed POST must never be sent twice. Credentials go to the API's
 * origin even when it is another origin of the same site: the password-reset grant is an HttpOnly cookie that
 * validate sets and change-password must send back.
 */
const client: KyInstance = ky.create({
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  credentials: 'include',
});

/** SPEC 8, when a response exists: the server's `message`, else the status text, else a generic text. */
async function failureMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message.trim()) return body.message;
    if (Array.isArray(body?.message) && body.message.length) return String(body.message[0]);
  } catch {
    // not JSON: fall back to the status text
  }
  return response.statusText || GENERIC_ERROR_MESSAGE;
}

export interface RequestOptions {
  /** Auth calls go without the bearer token (SPEC 7). */
  authenticated?: boolean;
  searchParams?: Record<string, string | number>;
  json?: unknown;
  body?: FormData;
  /** More request headers (an edit's If-Match). */
  headers?: Record<string, string>;
  /** Cancels the call: it then rejects with the signal's reason (an AbortError), not an ApiError. */
  signal?: AbortSignal;
}

/** Whether a call failed because its signal cancelled it (the caller asked for that: nothing to show). */
export function isAbortError(error: unknown): boolean {
  // By name: a DOMException of another realm (a test's DOM) is no instance of this one's.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** SPEC 7: a call succeeds only on HTTP 200 and then returns the body as is; anything else throws an ApiError. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const { authenticated = true, searchParams, json, body, signal } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (authenticated) {
    const token = currentToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const kyOptions: Options = { method, headers, searchParams, json, body, signal };
  let response: Response;
  try {
    response = await client(`${baseUrl}/${path.replace(/^\/+/, '')}`, kyOptions);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new ApiError(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);
  }
  if (response.status !== 200) {
    if (response.status === 401 && authenticated) sessionStore.getState().signOut();
    throw new ApiError(await failureMessageOf(response), response.status);
  }
  return (await response.json()) as T;
}
