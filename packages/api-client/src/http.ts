import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { currentToken } from '@pm/session';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

let baseUrl = '/api';

/** Set once by the shell from its runtime configuration (remotes.json). */
export function configureApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return baseUrl;
}

/**
 * The one ky instance. SPEC 7: a call succeeds only on HTTP 200; anything else is an error.
 * Retries are off: a failed POST must never be sent twice.
 */
const client: KyInstance = ky.create({
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: (status) => status !== 200,
});

/** SPEC 8: the server's `message` when a response exists, else the transport error's message, else a generic text. */
export async function toFailureMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { message?: unknown };
      if (typeof body?.message === 'string' && body.message.trim()) return body.message;
      if (Array.isArray(body?.message) && body.message.length) return String(body.message[0]);
    } catch {
      // not JSON: fall through to the status text
    }
    return error.response.statusText || error.message || GENERIC_ERROR_MESSAGE;
  }
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
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

export interface RequestOptions {
  /** Auth calls go without the bearer token (SPEC 7). */
  authenticated?: boolean;
  searchParams?: Record<string, string | number>;
  json?: unknown;
  body?: FormData;
}

export async function request<T>(method: 'get' | 'post' | 'delete', path: string, options: RequestOptions = {}): Promise<T> {
  const { authenticated = true, searchParams, json, body } = options;
  const headers: Record<string, string> = {};
  if (authenticated) {
    const token = currentToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const kyOptions: Options = { method, headers, searchParams, json, body };
  try {
    const response = await client(`${baseUrl}/${path.replace(/^\/+/, '')}`, kyOptions);
    return (await response.json()) as T;
  } catch (error) {
    const status = error instanceof HTTPError ? error.response.status : undefined;
    throw new ApiError(await toFailureMessage(error), status);
  }
}
