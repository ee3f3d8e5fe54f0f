import type { IncomingHttpHeaders } from 'node:http';
import { RECORD_MESSAGES, versionTag } from '@pm/schemas/record-fields';
import type { FastifyReply } from 'fastify';
import { ok } from './envelope';
import { badRequest, HttpError } from './errors';

/**
 * The versions of the record an edit may apply to: 'any' for `If-Match: *`, a list from the entity tags of
 * `If-Match` and the `__v` of the body (both given: the versions both allow), or undefined when the edit names
 * none, so the last write wins.
 */
export type Precondition = 'any' | readonly number[] | undefined;

const WHOLE_NUMBER = /^\d{1,15}$/;

/**
 * RFC 9110 §13.1.1 If-Match: `*`, or a list of entity tags compared on the version they carry (a weak tag `W/"3"`
 * counts as `"3"`, since a proxy or a compressor may weaken tags). A tag that is no version matches nothing.
 */
function ifMatchVersions(header: string | undefined): Precondition {
  if (header === undefined || header.trim() === '') return undefined;
  if (header.trim() === '*') return 'any';
  return header.split(',').flatMap((item) => {
    const tag = item
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1');
    return WHOLE_NUMBER.test(tag) ? [Number(tag)] : [];
  });
}

/** The `__v` of an edit body (a form's text or a JSON number): 400 when it is no whole number. */
function bodyVersion(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  if (!WHOLE_NUMBER.test(text)) throw badRequest(RECORD_MESSAGES.versionFormat);
  return Number(text);
}

/** The precondition of an edit: its If-Match header and the `__v` its body may carry. */
export function readPrecondition(headers: IncomingHttpHeaders, rawBodyVersion: unknown): Precondition {
  const header = headers['if-match'];
  const fromHeader = ifMatchVersions(Array.isArray(header) ? header.join(',') : header);
  const fromBody = bodyVersion(rawBodyVersion);
  if (fromBody === undefined) return fromHeader;
  if (fromHeader === undefined || fromHeader === 'any' || fromHeader.includes(fromBody)) return [fromBody];
  return [];
}

/** Whether a record at `version` meets the precondition. */
export function preconditionHolds(precondition: Precondition, version: number): boolean {
  return precondition === undefined || precondition === 'any' || precondition.includes(version);
}

/** HTTP 412: the record changed since the client read the version its edit names. */
export const recordChanged = () => new HttpError(412, RECORD_MESSAGES.changedSinceOpened);

/**
 * The answer of one record (GET of one, or an edit): its version as a strong ETag. Like every API answer it is
 * never cached (registerNoStore): the next edit must be made from what the server holds now.
 */
export function answerRecord<T extends { __v: number }>(reply: FastifyReply, record: T) {
  reply.header('etag', versionTag(record.__v));
  return ok(record);
}

/**
 * The applied edit of a repository's answer, after answering its refusals: 404 with the domain's message for an
 * unknown record, 412 for a stale precondition.
 */
export function appliedEdit<R extends { status: string }>(
  result: R,
  notFoundMessage: string,
): Exclude<R, { status: 'notFound' } | { status: 'stale' }> {
  if (result.status === 'notFound') throw new HttpError(404, notFoundMessage);
  if (result.status === 'stale') throw recordChanged();
  return result as Exclude<R, { status: 'notFound' } | { status: 'stale' }>;
}
