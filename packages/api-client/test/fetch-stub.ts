// The api-client tests' one way of watching calls: fetch is stubbed, every request is kept, each answer is made
// by the test (a 200 with an empty list by default).
import { configureApiBaseUrl } from '../src/http';

export const jsonResponse = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

type Answer = (request: Request) => Response | Promise<Response>;

const emptyList: Answer = () => jsonResponse(200, { statusCode: 200, message: 'Success', data: [] });

/** Stubs fetch until the test ends; answers the requests, in order, it was sent. */
export function stubFetch(answer: Answer = emptyList): Request[] {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      calls.push(request);
      return answer(request);
    }),
  );
  return calls;
}

/** Where the api-client tests' calls go. */
const TEST_API = 'http://api.test/api';

/** Each test of the describe block calls the API at `baseUrl`; fetch is restored after it. */
export function useTestApi(baseUrl = TEST_API) {
  beforeEach(() => configureApiBaseUrl(baseUrl));
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * A call of the client, what it goes out as ("METHOD /path?query", below the API of useTestApi), and whether it
 * sends a multipart form.
 */
export type ExpectedCall = [send: () => Promise<unknown>, request: string, body?: 'multipart'];

/** A paged call (SPEC 7): page 1 and limit 15 unless it is given a page and a limit. */
export function pagedCalls(
  call: (page?: number, limit?: number) => Promise<unknown>,
  request: string,
): ExpectedCall[] {
  const paged = (page: number, limit: number) =>
    `${request}${request.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`;
  return [
    [() => call(), paged(1, 15)],
    [() => call(3, 5), paged(3, 5)],
  ];
}

/** One test: the calls, made in order, go out as expected; a form goes as multipart/form-data. */
export function itAsksFor(title: string, expected: ExpectedCall[]) {
  it(title, async () => {
    const calls = stubFetch();
    for (const [send] of expected) await send();
    expect(calls.map((call) => `${call.method} ${call.url.replace(TEST_API, '')}`)).toEqual(
      expected.map(([, request]) => request),
    );
    for (const [index, [, , body]] of expected.entries()) {
      if (body) expect(calls[index]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    }
  });
}
