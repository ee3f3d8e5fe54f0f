// The requests of a suite signed in as the seeded admin: the token is fetched once, before the suite's tests.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { TestContext } from './harness';

type Headers = Record<string, string>;
/** A multipart form, a JSON value, or a raw body. */
type Payload = FormData | object | string;

export interface SignedInRequests {
  /** The access token (empty until the suite's first test). */
  token: () => string;
  /** `authorization: Bearer <token>`, the default headers of every request below. */
  auth: () => Headers;
  get: (url: string, headers?: Headers) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: Payload, headers?: Headers) => Promise<LightMyRequestResponse>;
  remove: (url: string, headers?: Headers) => Promise<LightMyRequestResponse>;
}

/** Call it before the suite's own `beforeAll` hooks, which may then send requests. */
export function signedInRequests(getContext: () => TestContext): SignedInRequests {
  let token = '';
  beforeAll(async () => {
    token = await getContext().login();
  });
  const auth = () => getContext().authorized(token);
  return {
    token: () => token,
    auth,
    get: (url, headers = auth()) => getContext().app.inject({ method: 'GET', url, headers }),
    post: (url, payload, headers = auth()) =>
      getContext().app.inject({ method: 'POST', url, headers, payload: payload as string }),
    remove: (url, headers = auth()) => getContext().app.inject({ method: 'DELETE', url, headers }),
  };
}

/** The `data` of a 200 answer (a test that meets another answer fails with its body). */
export function successData(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
