import { pagingQuery } from '@pm/api-contract/endpoints';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ok, okList } from '../src/http/envelope';
import { registerErrorHandling } from '../src/http/errors';
import { expectFailure } from './failure-answers';

describe('envelopes', () => {
  it('wraps data in the success envelope', () => {
    expect(ok({ a: 1 })).toEqual({ statusCode: 200, message: 'Success', data: { a: 1 } });
  });

  it('adds the paging facts beside a list', () => {
    expect(okList([1, 2], { page: 2, limit: 2, total: 5 })).toEqual({
      statusCode: 200,
      message: 'Success',
      data: [1, 2],
      page: 2,
      limit: 2,
      total: 5,
    });
  });
});

describe('the declared paging query', () => {
  it('defaults to page 1 and 15 per page, takes the last of a repeated value and ignores other fields', () => {
    expect(pagingQuery.parse({})).toEqual({ page: 1, limit: 15 });
    expect(pagingQuery.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 15 });
    expect(pagingQuery.parse({ page: '3', limit: '100', search: 'x' })).toEqual({ page: 3, limit: 100 });
    expect(pagingQuery.parse({ page: ['1', '2'] })).toEqual({ page: 2, limit: 15 });
  });

  it.each([
    [{ page: '0' }, 'page must be a whole number of 1 or more.'],
    [{ page: 'two' }, 'page must be a whole number of 1 or more.'],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: '-1' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: '1.5' }, 'limit must be a whole number from 1 to 100.'],
  ])('answers 400 to %o', (query, message) => {
    expect(pagingQuery.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic sentence and no details', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expectFailure(response, 500, 'Something went wrong on our side. Please try again.');
    expect(response.body).not.toContain('hunter2');
    await app.close();
  });
});
