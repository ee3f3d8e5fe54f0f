// The routes every domain has alike: a list, one record by `?id=`, the id of an edit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { okList, type Paging, type RecordPage } from './envelope';
import { notFound } from './errors';
import { answerRecord } from './preconditions';
import { type IdMessages, parsePaging, readId } from './validation';

/** A domain's messages about its ids and its unknown records (OWNER_MESSAGES, ...). */
export interface RecordMessages {
  id: IdMessages;
  notFound: string;
}

/** A list's answer: the page `?page=&limit=` asks for (SPEC 9 defaults), with the paging facts. */
export async function answerPage<T>(
  request: FastifyRequest,
  list: (paging: Paging) => Promise<RecordPage<T>>,
) {
  const paging = parsePaging(request.query);
  const { records, total } = await list(paging);
  return okList(records, { ...paging, total });
}

/** 404 with the domain's message unless the record was found. */
export async function found<T>(
  record: Promise<T | undefined | false>,
  messages: Pick<RecordMessages, 'notFound'>,
) {
  const result = await record;
  if (!result) throw notFound(messages.notFound);
  return result;
}

/** GET of one record by `?id=`: 400 for a missing or malformed id, 404 for an unknown one, else it and its ETag. */
export async function answerOne<T extends { __v: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  messages: RecordMessages,
  find: (id: string) => Promise<T | undefined>,
) {
  return answerRecord(reply, await found(find(readId(request.query, messages.id)), messages));
}

/**
 * The two GET routes of every domain: its list (`/owner/all`) and one record by `?id=` (`/owner`), as handlers.
 */
export function recordHandlers<T extends { __v: number }>(
  messages: RecordMessages,
  repository: {
    list: (paging: Paging) => Promise<RecordPage<T>>;
    findById: (id: string) => Promise<T | undefined>;
  },
) {
  return {
    list: (request: FastifyRequest) => answerPage(request, repository.list),
    one: (request: FastifyRequest, reply: FastifyReply) =>
      answerOne(request, reply, messages, repository.findById),
  };
}

/** The `?id=` of an edit, which must name a stored record: an unknown one is answered 404 before the body is read. */
export async function editedId(
  request: FastifyRequest,
  messages: RecordMessages,
  exists: (id: string) => Promise<boolean>,
) {
  const id = readId(request.query, messages.id);
  await found(exists(id), messages);
  return id;
}
