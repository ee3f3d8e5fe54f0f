import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

/** `[input, statusCode, message]`: e.g. `['id=abc', 400, 'The owner id is not valid.']`. */
export type FailureRow = [input: string, statusCode: number, message: string];

/** The answer is the failure of DESIGN 4: `{statusCode, message, error}` with the status's standard name. */
export function expectFailure(response: LightMyRequestResponse, statusCode: number, message: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toEqual({ statusCode, message, error: STATUS_CODES[statusCode] });
}

/** Runs a test's requests inside a check, e.g. that they store nothing (see `nothingStoredCheck`). */
export type AroundRequests = (requests: () => Promise<void>) => Promise<void>;
export const runAlone: AroundRequests = (requests) => requests();

/** One test per row: the request `send(input)` answers the status code with the message, in DESIGN 4's shape. */
export function itAnswersEach(
  title: string,
  rows: FailureRow[],
  send: (input: string) => Promise<LightMyRequestResponse>,
) {
  it.each(rows)(title, async (input, statusCode, message) => {
    expectFailure(await send(input), statusCode, message);
  });
}

/**
 * The `?id=` queries of a route that reads one `noun` ("owner"): unknown (404 `notFound`), malformed and missing
 * (400 "The owner id is not valid." / "... is required.").
 */
export function idQueryRows(unknownId: string, noun: string, notFound: string): FailureRow[] {
  return [
    [`id=${unknownId}`, 404, notFound],
    ['id=not-a-uuid', 400, `The ${noun} id is not valid.`],
    ["id=1' or '1'='1", 400, `The ${noun} id is not valid.`],
    ['', 400, `The ${noun} id is required.`],
    ['id=', 400, `The ${noun} id is required.`],
  ];
}

/** The paging queries every list refuses (SPEC 9: page 1 or more, limit 1 to 100). */
export const BAD_PAGING: FailureRow[] = [
  ['page=0', 400, 'page must be a whole number of 1 or more.'],
  ['page=abc', 400, 'page must be a whole number of 1 or more.'],
  ['limit=0', 400, 'limit must be a whole number from 1 to 100.'],
  ['limit=-1', 400, 'limit must be a whole number from 1 to 100.'],
  ['limit=101', 400, 'limit must be a whole number from 1 to 100.'],
  ['limit=1000', 400, 'limit must be a whole number from 1 to 100.'],
];

export const SIGN_IN_AGAIN = 'Please sign in again.';

/**
 * One test: every request, sent without a token and with a bad one, answers 401 "Please sign in again.", inside
 * `around` (e.g. storing nothing).
 */
export function itNeedsAToken(
  title: string,
  requests: (headers: Record<string, string>) => Promise<LightMyRequestResponse>[],
  around: AroundRequests = runAlone,
) {
  it(title, async () => {
    await around(async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        for (const response of await Promise.all(requests(headers))) {
          expectFailure(response, 401, SIGN_IN_AGAIN);
        }
      }
    });
  });
}
