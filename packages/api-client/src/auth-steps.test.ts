import { AUTH_COOKIE, sessionStore } from '@pm/session';
import Cookies from 'js-cookie';
import { itAsksFor, jsonResponse, stubFetch, useTestApi } from '../test/fetch-stub';
import { ApiError, authStepsApi, sessionApi } from './api-client';

describe('second-step and invitation calls (/api/auth, no bearer token)', () => {
  useTestApi();
  beforeEach(() => Cookies.set(AUTH_COOKIE, 'a-token-that-must-not-go'));
  afterEach(() => sessionStore.getState().signOut());

  itAsksFor('looks an invitation link up by its token', [
    [() => authStepsApi.invitation('abc+/='), 'GET /auth/invitation?token=abc%2B%2F%3D'],
  ]);

  it.each([
    [
      'passes the second step with a code',
      () => authStepsApi.secondStepCode('ticket-1', '123456'),
      '/auth/second-step',
      { ticket: 'ticket-1', code: '123456' },
    ],
    [
      'asks for a passkey challenge',
      () => authStepsApi.secondStepPasskeyOptions('ticket-1'),
      '/auth/second-step/passkey/options',
      { ticket: 'ticket-1' },
    ],
    [
      'passes the second step with a passkey',
      () => authStepsApi.secondStepPasskey('ticket-1', { id: 'cred', rawId: 'cred', type: 'public-key' }),
      '/auth/second-step/passkey',
      { ticket: 'ticket-1', response: { id: 'cred', rawId: 'cred', type: 'public-key' } },
    ],
    [
      'accepts an invitation with the chosen password',
      () =>
        authStepsApi.invitationAccept({
          token: 'link-token',
          password: 'quiet-harbour-lamp-7',
          confirmPassword: 'quiet-harbour-lamp-7',
        }),
      '/auth/invitation/accept',
      { token: 'link-token', password: 'quiet-harbour-lamp-7', confirmPassword: 'quiet-harbour-lamp-7' },
    ],
    [
      'passes the second step of a recovery',
      () => authStepsApi.recoverySecondStep('staff@agency.test', 'ABCD-EFGH'),
      '/auth/forgot-password/second-step',
      { email: 'staff@agency.test', code: 'ABCD-EFGH' },
    ],
  ])('%s with a JSON body and no bearer token', async (_, send, path, body) => {
    const calls = stubFetch();
    await send();
    expect(`${calls[0].method} ${calls[0].url}`).toBe(`POST http://api.test/api${path}`);
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(await calls[0].json()).toEqual(body);
  });

  it("fails with the server's sentence and keeps the session when a public call answers 401", async () => {
    sessionStore.getState().signIn('kept');
    stubFetch(() =>
      jsonResponse(401, {
        statusCode: 401,
        message: 'Please sign in again: the sign-in step has expired.',
        error: 'Unauthorized',
      }),
    );
    const failure = authStepsApi.secondStepCode('old-ticket', '123456');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in again: the sign-in step has expired.',
    });
    expect(sessionStore.getState().token).toBe('kept');
  });
});

describe('session calls', () => {
  useTestApi();
  afterEach(() => sessionStore.getState().signOut());

  it('asks who is signed in with the bearer token', async () => {
    sessionStore.getState().signIn('tok-3');
    const person = { email: 'a@b.co', _id: 'u1', name: 'Ann', role: 'viewer', mustEnrol: false };
    const calls = stubFetch(() => jsonResponse(200, { statusCode: 200, message: 'Success', data: person }));
    await expect(sessionApi.me()).resolves.toMatchObject({ data: person });
    expect(`${calls[0].method} ${calls[0].url}`).toBe('GET http://api.test/api/session');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-3');
  });

  it('signs out when GET /session answers 401 (a deactivated account, an ended session)', async () => {
    sessionStore.getState().signIn('tok-4');
    stubFetch(() => jsonResponse(401, { statusCode: 401, message: 'Please sign in again.' }));
    await expect(sessionApi.me()).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().token).toBeNull();
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
  });
});
