import type { FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout by default; tests hand a memory stream. */
export interface LogStream {
  write: (line: string) => void;
}

const CENSOR = '[Redacted]';

/** Keys whose values are secrets or personal data, wherever an object logged at the top or one level down has them. */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'access_token',
  'accessToken',
  'authorization',
  'cookie',
  'email',
  'to',
];

/**
 * pino's redaction: the credential headers of requests and answers, any body, and the sensitive keys above
 * (paths are compiled once by pino; a path that is absent costs nothing).
 */
export const REDACTED_PATHS = [
  ...['req', 'request', 'res', 'reply', 'response'].flatMap((owner) => [
    `${owner}.headers.authorization`,
    `${owner}.headers.cookie`,
    `${owner}.headers["set-cookie"]`,
    `${owner}.body`,
  ]),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'body',
  'payload',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** Query parameters whose values say nothing about anyone (ids, paging, a file URL's expiry). */
const LOGGED_QUERY_PARAMETERS = new Set(['id', 'page', 'limit', 'expires']);

/** The request URL for the log: the path, and the query with every other value (a file URL's signature...) hidden. */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const shown = [...query].map(([key, value]) =>
    LOGGED_QUERY_PARAMETERS.has(key) ? `${key}=${encodeURIComponent(value)}` : `${key}=${CENSOR}`,
  );
  return `${url.slice(0, queryStart)}?${shown.join('&')}`;
}

const TYPE_NAME = /^[A-Z][A-Za-z0-9]{3,60}$/;
const SQL_STATE = /^[0-9A-Z]{5}$/;

/** The class of an error (DrizzleQueryError, DatabaseError, TypeError...), never its message. */
function errorType(error: object): string {
  const constructorName = error.constructor?.name;
  const name = (error as { name?: unknown }).name;
  for (const candidate of [constructorName, name]) {
    if (typeof candidate === 'string' && TYPE_NAME.test(candidate) && candidate !== 'Error') return candidate;
  }
  // PGlite's error class is minified and named "error", as node-postgres names its protocol errors.
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && SQL_STATE.test(code) ? 'DatabaseError' : 'Error';
}

interface LoggedError {
  type: string;
  /** The SQL state of a database error (e.g. 23505), else the error's own code (ENOENT, FST_...). */
  code?: string;
  constraint?: string;
  statusCode?: number;
  /** The types of the wrapped errors (Drizzle puts the driver's error in `cause`). */
  causes?: string[];
}

const IDENTIFIER = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * The `err` serializer: only the type, the SQL state (code) and the constraint name, never a message, `detail`,
 * `where` or query, which carry the values (Drizzle's "Failed query: ... params: ..." holds the argon2 hashes,
 * names and emails of an insert; PostgreSQL's detail "Failing row contains (...)" the whole row).
 */
export function serializeError(error: unknown): LoggedError | undefined {
  if (!error || typeof error !== 'object') return error === undefined ? undefined : { type: typeof error };
  const logged: LoggedError = { type: errorType(error) };
  const causes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (depth > 0) causes.push(errorType(current));
    // The innermost code wins: it is the driver's SQL state under Drizzle's wrapper.
    if (typeof code === 'string' && IDENTIFIER.test(code)) logged.code = code;
    if (typeof constraint === 'string' && IDENTIFIER.test(constraint)) logged.constraint = constraint;
    current = cause;
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  if (causes.length > 0) logged.causes = causes;
  return logged;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
}

/** The `req` serializer: Fastify's, with the query values hidden. Never headers or the body. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Partial<LoggedRequest> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? loggedUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * The logger of the server (pino through Fastify): redaction, serializers that keep values out, and a guard for
 * lines whose message would be an error's message (pino's `log.error(error)`, Fastify's `log.error({ err },
 * err.message)`): the message becomes the error's type.
 */
export function loggerOptions(
  stream?: LogStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    // Cast: Fastify types the err serializer as keeping message and stack, which is what this one must not do.
    serializers: {
      err: serializeError as never,
      error: serializeError,
      req: serializeRequest as never,
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: LogMethod) {
        const [first, second, ...rest] = args;
        if (first instanceof Error) {
          const message =
            typeof second === 'string' && !second.includes(first.message) ? second : errorType(first);
          return method.apply(this, [{ err: first }, message, ...rest]);
        }
        const err = (first as { err?: unknown } | null | undefined)?.err;
        if (
          err instanceof Error &&
          err.message &&
          typeof second === 'string' &&
          second.includes(err.message)
        ) {
          return method.apply(this, [first, errorType(err), ...rest]);
        }
        return method.apply(this, args);
      },
    },
  };
}
