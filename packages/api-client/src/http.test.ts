import { AUTH_COOKIE, sessionStore } from '@pm/session';
import Cookies from 'js-cookie';
import { jsonResponse as json, stubFetch, useTestApi } from '../test/fetch-stub';
import { authApi, sessionApi } from './api-client';
import { ApiError, GENERIC_ERROR_MESSAGE, request } from './http';

describe('api-client call and error rules (SPEC 7 and 8)', () => {
  useTestApi('http://api.test/api/');
  afterEach(() => {
    Cookies.remove(AUTH_COOKIE);
    sessionStore.setState({ token: null });
  });

  it('returns the body as is on HTTP 200', async () => {
    stubFetch(() => json(200, { statusCode: 200, message: 'Success', data: { x: 1 } }));
    await expect(request('GET', 'owner/all')).resolves.toEqual({
      statusCode: 200,
      message: 'Success',
      data: { x: 1 },
    });
  });

  it('treats any other status as a failure, even another 2xx', async () => {
    stubFetch(() => json(201, { statusCode: 201, message: 'Created' }));
    await expect(request('POST', 'owner/register')).rejects.toBeInstanceOf(ApiError);
  });

  it("fails with the server's message field when the response has one", async () => {
    stubFetch(() =>
      json(409, { statusCode: 409, message: 'An owner with this email already exists.' }, 'Conflict'),
    );
    await expect(request('POST', 'owner/register')).rejects.toMatchObject({
      message: 'An owner with this email already exists.',
      status: 409,
    });
  });

  it('falls back to the status text when the body carries no message', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request('GET', 'owner/all')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it("fails with the transport error's message when there is no response", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('GET', 'owner/all')).rejects.toMatchObject({ message: 'Failed to fetch' });
  });

  it('uses a generic text when nothing better is known', async () => {
    stubFetch(() => {
      throw new TypeError('');
    });
    await expect(request('GET', 'owner/all')).rejects.toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });

  it('sends the bearer token on non-auth calls, built on the configured base address', async () => {
    Cookies.set(AUTH_COOKIE, 'tok-1');
    const calls = stubFetch(() => json(200, { data: [] }));
    await request('GET', 'owner/all', { searchParams: { page: 1, limit: 15 } });
    expect(calls[0].url).toBe('http://api.test/api/owner/all?page=1&limit=15');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no bearer token on auth calls', async () => {
    Cookies.set(AUTH_COOKIE, 'tok-1');
    const calls = stubFetch(() =>
      json(200, { statusCode: 200, message: 'Success', data: { access_token: 't' } }),
    );
    await authApi.login({ email: 'a@b.co', password: 'secret' });
    expect(calls[0].url).toBe('http://api.test/api/auth/login');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(JSON.parse(await calls[0].text())).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it('signs the user out when the server says the token is no longer valid', async () => {
    sessionStore.getState().signIn('expired');
    stubFetch(() => json(401, { statusCode: 401, message: 'Please sign in again.' }, 'Unauthorized'));
    await expect(request('GET', 'owner/all')).rejects.toMatchObject({ message: 'Please sign in again.' });
    expect(sessionStore.getState().token).toBeNull();
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
  });

  it('sends credentials with every call, so the reset-grant cookie reaches change-password on another origin of the site', async () => {
    const calls = stubFetch(() =>
      json(200, { statusCode: 200, message: 'Success', data: { verified: true } }),
    );
    await authApi.validateCode('a@b.co', '123456');
    await authApi.changePassword({
      email: 'a@b.co',
      newPassword: 'n3w-password',
      confirmPassword: 'n3w-password',
    });
    expect(calls.map((call) => call.credentials)).toEqual(['include', 'include']);
  });

  it('logs out on the server with the bearer token', async () => {
    Cookies.set(AUTH_COOKIE, 'tok-2');
    const calls = stubFetch(() => json(200, { statusCode: 200, message: 'Success', data: null }));
    await expect(sessionApi.logout()).resolves.toEqual({ statusCode: 200, message: 'Success', data: null });
    expect(calls[0].url).toBe('http://api.test/api/session/logout');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-2');
  });
});
