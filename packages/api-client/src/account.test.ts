import { itAsksFor, jsonResponse, pagedCalls, stubFetch, useTestApi } from '../test/fetch-stub';
import { ApiError, accountApi } from './api-client';

const id = '0b4c5d6e-1f2a-4b3c-8d9e-0f1a2b3c4d5e';

describe('account calls (/api/account, every role)', () => {
  useTestApi();

  itAsksFor('reads the account and its sessions, and ends sessions and passkeys at their paths', [
    [accountApi.me, 'GET /account'],
    ...pagedCalls(accountApi.sessions, 'GET /account/sessions'),
    [() => accountApi.endSession(id), `DELETE /account/sessions/${id}`],
    [accountApi.endOtherSessions, 'POST /account/sessions/end-others'],
    [accountApi.totpEnrol, 'POST /account/two-step/totp/enrol'],
    [accountApi.passkeyOptions, 'POST /account/two-step/passkeys/options'],
    [() => accountApi.passkeyRemove('cred/1+x'), 'DELETE /account/two-step/passkeys/cred%2F1%2Bx'],
  ]);

  it.each([
    [
      'changes the password',
      () =>
        accountApi.changePassword({
          currentPassword: 'old secret',
          newPassword: 'quiet-harbour-lamp-7',
          confirmPassword: 'quiet-harbour-lamp-7',
        }),
      '/account/password',
      {
        currentPassword: 'old secret',
        newPassword: 'quiet-harbour-lamp-7',
        confirmPassword: 'quiet-harbour-lamp-7',
      },
    ],
    [
      'confirms the authenticator app',
      () => accountApi.totpConfirm('123456'),
      '/account/two-step/totp/confirm',
      { code: '123456' },
    ],
    [
      'turns the second step off',
      () => accountApi.twoStepDisable('654321'),
      '/account/two-step/disable',
      { code: '654321' },
    ],
    [
      'turns the daily lease digest off',
      () => accountApi.leaseDigest(false),
      '/account/digest',
      { leaseDigest: false },
    ],
    [
      'registers a named passkey',
      () => accountApi.passkeyRegister('Work laptop', { id: 'cred', type: 'public-key', rawId: 'cred' }),
      '/account/two-step/passkeys',
      { name: 'Work laptop', response: { id: 'cred', type: 'public-key', rawId: 'cred' } },
    ],
  ])('%s with a JSON body', async (_, send, path, body) => {
    const calls = stubFetch();
    await send();
    expect(`${calls[0].method} ${calls[0].url}`).toBe(`POST http://api.test/api${path}`);
    expect(calls[0].headers.get('content-type')).toMatch(/^application\/json/);
    expect(await calls[0].json()).toEqual(body);
  });

  it('answers the recovery codes and a full token as the server sent them', async () => {
    const body = {
      statusCode: 200,
      message: 'Success',
      data: { recoveryCodes: ['aaaa-bbbb'], access_token: 'full-token' },
    };
    stubFetch(() => jsonResponse(200, body));
    expect(await accountApi.totpConfirm('123456')).toEqual(body);
  });

  it("fails with the server's password-rule sentence", async () => {
    const message = 'This password is too easy to guess: add another word or two.';
    stubFetch(() => jsonResponse(400, { statusCode: 400, message, error: 'Bad Request' }));
    await expect(
      accountApi.changePassword({
        currentPassword: 'a',
        newPassword: 'password',
        confirmPassword: 'password',
      }),
    ).rejects.toMatchObject({ name: ApiError.name, message, status: 400 });
  });
});
