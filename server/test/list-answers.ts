// What every list of records answers: newest first, SPEC 9's paging (page 1 and limit 15 by default).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './harness';

type StoredRecord = { _id: string };
const idsOf = (records: StoredRecord[]) => records.map((record) => record._id);

/** Creates three records a minute apart, by `create(index)`; answers them newest first. */
export async function createdAMinuteApart<T>(
  clock: TestContext['clock'],
  create: (index: number) => Promise<T>,
): Promise<T[]> {
  const created: T[] = [];
  for (let index = 0; index < 3; index += 1) {
    clock.advance(60);
    created.push(await create(index));
  }
  return created.reverse();
}

/**
 * GET `url` answers its first page by default (page 1, limit 15) of all `total` records, starting with `newest`
 * and without a password in it; page 2 of limit 1 holds the second newest. Answers the first page's records.
 */
export async function expectNewestFirst(
  get: (url: string) => Promise<LightMyRequestResponse>,
  url: string,
  newest: StoredRecord[],
  total: number,
): Promise<StoredRecord[]> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: 200, message: 'Success', page: 1, limit: 15, total });
  expect(idsOf(body.data.slice(0, newest.length))).toEqual(idsOf(newest));
  expect(response.body).not.toMatch(/password/i);

  const second = await get(`${url}?page=2&limit=1`);
  expect(second.json()).toMatchObject({ page: 2, limit: 1, total, data: [{ _id: newest[1]?._id }] });
  return body.data;
}
