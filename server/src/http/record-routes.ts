// The routes every domain has alike: a list, one record by `?id=`, the id of an edit. Their query strings are
// checked by the declarations (declared-routes.ts); these take the checked values.
import type { FastifyReply } from 'fastify';
import { okList, type Paging, type RecordPage } from './envelope';
import { notFound } from './errors';
import { answerRecord } from './preconditions';

/** A domain's answer about its unknown records (OWNER_MESSAGES, ...). */
export interface RecordMessages {
  notFound: string;
}

/** A list's answer: the page the query asks for, with the paging facts. */
export async function answerPage<T>(paging: Paging, list: (paging: Paging) => Promise<RecordPage<T>>) {
  const { records, total } = await list({ page: paging.page, limit: paging.limit });
  return okList(records, { page: paging.page, limit: paging.limit, total });
}

/** 404 with the domain's message unless the record was found. */
export async function found<T>(record: Promise<T | undefined | false>, messages: RecordMessages) {
  const result = await record;
  if (!result) throw notFound(messages.notFound);
  return result;
}

/**
 * The two GET routes of every domain: its list (`/owner/all`) and one record by `?id=` (`/owner`, 404 for an
 * unknown one, else it and its ETag), as handlers.
 */
export function recordHandlers<T extends { __v: number }>(
  messages: RecordMessages,
  repository: {
    list: (paging: Paging) => Promise<RecordPage<T>>;
    findById: (id: string) => Promise<T | undefined>;
  },
) {
  return {
    list: (request: { query: Paging }) => answerPage(request.query, repository.list),
    one: async (request: { query: { id: string } }, reply: FastifyReply) =>
      answerRecord(reply, await found(repository.findById(request.query.id), messages)),
  };
}

/** The `?id=` of an edit, which must name a stored record: an unknown one is answered 404 before the body is read. */
export async function editedId(
  id: string,
  messages: RecordMessages,
  exists: (id: string) => Promise<boolean>,
) {
  await found(exists(id), messages);
  return id;
}
