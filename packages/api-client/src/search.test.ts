import { jsonResponse, stubFetch, useTestApi } from '../test/fetch-stub';
import { isAbortError, searchApi } from './api-client';

describe('search call (issue 14)', () => {
  useTestApi();

  it('asks GET /search with the query and the limit', async () => {
    const calls = stubFetch(() =>
      jsonResponse(200, { statusCode: 200, message: 'Success', data: { query: 'a b', groups: [] } }),
    );
    await searchApi.search('Somchai Jaidee');
    await searchApi.search('a&b=c', { limit: 10 });
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/api/search?q=Somchai+Jaidee',
      'http://api.test/api/search?q=a%26b%3Dc&limit=10',
    ]);
  });

  it('rejects with an AbortError, not an ApiError, when its signal cancels it', async () => {
    // As fetch does: a request whose signal is aborted fails with an AbortError.
    const calls = stubFetch((request) => {
      if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return jsonResponse(200, { statusCode: 200, message: 'Success', data: null });
    });
    const controller = new AbortController();
    controller.abort();
    const call = searchApi.search('somchai', { signal: controller.signal });
    const error = await call.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(calls.every((request) => request.signal.aborted)).toBe(true);
  });
});
