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

/** Each test of the describe block calls the API at `baseUrl`; fetch is restored after it. */
export function useTestApi(baseUrl = 'http://api.test/api') {
  beforeEach(() => configureApiBaseUrl(baseUrl));
  afterEach(() => vi.unstubAllGlobals());
}

/** Runs `send` and expects its calls to go out as `expected` ("METHOD URL" each); answers the requests. */
export async function expectCalls(send: () => Promise<unknown>, expected: string[]): Promise<Request[]> {
  const calls = stubFetch();
  await send();
  expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(expected);
  return calls;
}

export const MULTIPART = /^multipart\/form-data; boundary=/;
