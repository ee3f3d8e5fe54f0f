import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An answer for the client: `message` is shown to a person, so it says what to do. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);

export const MAX_FILE_MEGABYTES = 10;
/**
 * The most file bytes one multipart form may carry, all its files together (its text is bounded apart, by
 * MULTIPART_LIMITS.fields parts of at most 8 KB). Every file is held in memory until the whole form is read, so
 * this is what one request can hold. The largest form a client may send is a tenant edit: the tenant's 4 files
 * and the passports of its 10 sub-tenants, 14 files of at most 10 MB = 140 MB (test/form-limits.test.ts checks
 * every form fits). Counted as the bytes arrive: a form over it is refused with 413 before anything is stored.
 */
export const MAX_FORM_FILE_MEGABYTES = 140;
/**
 * The most file bytes the forms being read at once may hold together in one process: two of the largest forms
 * (without it, every upload under way adds up to MAX_FORM_FILE_MEGABYTES: four hold 560 MB). Counted as the bytes
 * arrive and given back once a form is read (its route then stores the files) or refused: a form whose bytes would
 * pass it is refused with 503 and Retry-After.
 */
export const MAX_RECEIVING_FILE_MEGABYTES = 2 * MAX_FORM_FILE_MEGABYTES;
/** The most files, text fields and parts of any kind a multipart form may carry: busboy stops at the first over. */
export const MULTIPART_LIMITS = { files: 20, fields: 200, parts: 220 } as const;

export const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

export function sendFailure(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' });
}

/** Fastify's own errors, turned into sentences a person can act on. */
function describeFrameworkError(error: FastifyError): { statusCode: number; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: 'The request body is empty. Send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        message:
          'This content type is not accepted. Send JSON (application/json) or a form (multipart/form-data).',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: 'The request body is too large.' };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { statusCode: 413, message: `A file is too large (at most ${MAX_FILE_MEGABYTES} MB each).` };
    case 'FST_FILES_LIMIT':
      return {
        statusCode: 413,
        message: `The form has too many files (at most ${MULTIPART_LIMITS.files}). Send fewer files.`,
      };
    case 'FST_FIELDS_LIMIT':
      return {
        statusCode: 413,
        message: `The form has too many fields (at most ${MULTIPART_LIMITS.fields}). Send only the form's own fields.`,
      };
    case 'FST_PARTS_LIMIT':
      return {
        statusCode: 413,
        message: `The form has too many parts (at most ${MULTIPART_LIMITS.parts} fields and files together). Send only the form's own fields and files.`,
      };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { statusCode: 415, message: 'Send this form as multipart/form-data.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { statusCode: 400, message: 'The request body does not match its Content-Length.' };
  }
  if (error.validation && error.validation.length > 0) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    return {
      statusCode: 400,
      message: `${field ? `${field} ` : ''}${first?.message ?? 'is not valid'}`.trim(),
    };
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any route runs (a malformed
 * percent-encoding, a path parameter over its maximum length) in the failure shape, like every other answer.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendFailure(reply, 400, 'The address is not valid: it has a malformed %-encoding.');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendFailure(reply, 414, 'The address is too long.');
  }
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return sendFailure(reply, statusCode, statusCode === 500 ? GENERIC_FAILURE : 'The request is not valid.');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      // A failure of a service the server needs (503): what went wrong goes to the log, not to the client.
      if (error.statusCode >= 500 && error.cause !== undefined) {
        request.log.error({ err: error.cause, route: request.routeOptions.url ?? null }, error.message);
      }
      reply.headers(error.headers);
      return sendFailure(reply, error.statusCode, error.message);
    }
    // A declared query or path parameter (http/declared-routes.ts): its first issue is the sentence to show.
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendFailure(reply, 400, error.validation[0]?.message ?? 'The request is not valid.');
    }
    if (error instanceof ZodError) {
      return sendFailure(reply, 400, error.issues[0]?.message ?? 'The request is not valid.');
    }
    const framework = describeFrameworkError(error as FastifyError);
    if (framework) return sendFailure(reply, framework.statusCode, framework.message);

    // The route (its pattern, never the URL's values) beside the error; the err serializer keeps values out.
    const where = { route: request.routeOptions.url ?? null, method: request.method };
    const statusCode = (error as FastifyError).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error, ...where }, 'client error');
      return sendFailure(
        reply,
        statusCode,
        error.message || STATUS_CODES[statusCode] || 'The request is not valid.',
      );
    }
    request.log.error({ err: error, ...where }, 'unexpected error');
    return sendFailure(reply, 500, GENERIC_FAILURE);
  });
}
