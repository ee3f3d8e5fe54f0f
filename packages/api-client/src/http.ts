import type { AnswerOf, FormOf, JsonOf, ParamsOf, QueryOf } from '@pm/api-contract/endpoints';
import {
  API_PREFIX,
  type HttpMethod,
  type NameOf,
  PAGING,
  type RouteFacts,
  type RouteName,
  routePath,
} from '@pm/api-contract/routes';
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
  /** Milliseconds before the call fails (30 s unless given); false: none, for a download of a whole list. */
  timeout?: number | false;
}

/** Whether a call failed because its signal cancelled it (the caller asked for that: nothing to show). */
export function isAbortError(error: unknown): boolean {
  // By name: a DOMException of another realm (a test's DOM) is no instance of this one's.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The response of a call that succeeded (SPEC 7: HTTP 200 only); anything else throws an ApiError. */
async function respond(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const { authenticated = true, searchParams, json, body, signal, timeout } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (authenticated) {
    const token = currentToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const kyOptions: Options = { method, headers, searchParams, json, body, signal };
  if (timeout !== undefined) kyOptions.timeout = timeout;
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
  return response;
}

/** SPEC 7: a call succeeds only on HTTP 200 and then returns the body as is; anything else throws an ApiError. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  return (await (await respond(method, path, options)).json()) as T;
}

/** A file an operation answered: its bytes, and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a `Content-Disposition: attachment; filename="owners-2026-11-27.csv"` (or its RFC 6266
 * `filename*=UTF-8''...` form), without any folder; `fallback` when the header is absent or unreadable (a response
 * of another origin that does not expose it).
 */
export function attachmentName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/i.exec(disposition ?? '');
  let name = plain?.[1] ?? plain?.[2]?.trim();
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: keep the plain name
    }
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}

// Every call of the client is made from its operation's declaration (@pm/api-contract): the method, the path and
// whether the bearer token goes with it come from routes.ts, and the path parameters, query, body and answer are
// typed from endpoints.ts (types only: no zod reaches a bundle). They live in this shared module so that the page
// loads them once, whichever apps call.

export interface CallOptions<Name extends RouteName> {
  params?: ParamsOf<Name>;
  query?: QueryOf<Name>;
  json?: JsonOf<Name>;
  body?: FormOf<Name>;
  /** More request headers (an edit's If-Match). */
  headers?: Record<string, string>;
  /** Cancels the call: it then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /** Milliseconds before the call fails (30 s unless given); false: none (an import of a whole spreadsheet). */
  timeout?: number | false;
}

/** The options argument: required when the operation has path parameters. */
type OptionsArgument<Name extends RouteName> = [ParamsOf<Name>] extends [never]
  ? [options?: CallOptions<Name>]
  : [options: CallOptions<Name> & { params: ParamsOf<Name> }];

/** What a call carries, as `send` reads it; `call` and `listPage` type each operation's own. */
interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number | false;
}

/** The request of a call: the route's method and path (with its parameters), the query without undefined values. */
function requestOf(route: RouteFacts, parts: RequestParts): [HttpMethod, string, RequestOptions] {
  const query = parts.query ?? {};
  const searchParams: Record<string, string | number> = {};
  for (const name of Object.keys(query)) {
    const value = query[name];
    if (value !== undefined) searchParams[name] = value;
  }
  return [
    route.method,
    routePath(route, parts.params),
    {
      authenticated: !route.public,
      searchParams,
      json: parts.json,
      body: parts.body,
      headers: parts.headers,
      signal: parts.signal,
      timeout: parts.timeout,
    },
  ];
}

// Written without rest parameters or object spreads, which the browser build would expand into helpers.
function send(route: RouteFacts, parts: RequestParts = {}) {
  const [method, path, options] = requestOf(route, parts);
  return request(method, path, options);
}

/**
 * Downloads the file an operation answers (a list's spreadsheet), under SPEC 7's rules (only a 200 succeeds; the
 * bearer token goes with it), without a time limit: its bytes, and the name of its Content-Disposition, else
 * `fallbackName`.
 */
export async function download<Route extends RouteFacts>(
  route: Route,
  options: CallOptions<NameOf<Route>>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const [method, path, requestOptions] = requestOf(route, options as RequestParts);
  requestOptions.timeout = false;
  const response = await respond(method, path, requestOptions);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('content-disposition'), fallbackName),
  };
}

type Call = <Route extends RouteFacts>(
  route: Route,
  ...options: OptionsArgument<NameOf<Route>>
) => Promise<AnswerOf<NameOf<Route>>>;

/** Calls the operation `route` (imported from @pm/api-contract/routes); answers its declared 200 body. */
export const call = send as Call;

/** One page of a list operation: PAGING's defaults (SPEC 9) unless asked; `query` goes before the paging. */
export function listPage<Route extends RouteFacts>(
  route: Route,
  page: number = PAGING.page,
  limit: number = PAGING.limit,
  options: Pick<CallOptions<NameOf<Route>>, 'params' | 'query'> = {},
): Promise<AnswerOf<NameOf<Route>>> {
  const query = Object.assign({}, options.query, { page, limit });
  return send(route, { params: options.params, query }) as Promise<AnswerOf<NameOf<Route>>>;
}
