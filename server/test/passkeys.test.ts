// Passkeys (WebAuthn) as the second step (issue 27, item 5), with a software authenticator: registration on the
// account page, sign-in with an assertion, challenges used once, the origin checked, removal, MFA_REQUIRED.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passkeys, webauthnChallenges } from '../src/db/schema/auth';
import { PASSKEY_REGISTER_OPTIONS_LIMIT } from '../src/second-step/account-two-step-routes';
import { catchMails } from './caught-mails';
import { expectFailure } from './failure-answers';
import { describeEachDatabase, type TestContext } from './harness';
import { createSoftAuthenticator, type SoftAuthenticator } from './soft-authenticator';
import { addStaffUser, type TestStaffUser } from './staff-accounts';

const ORIGIN = 'http://localhost:3000';
const PASSKEY_REFUSED =
  'The passkey was not accepted: try again, or type a code of your authenticator app or a recovery code.';
const REGISTRATION_EXPIRED = 'The passkey registration has expired: start it again.';
const PASSKEY_NOT_REGISTERED = 'The passkey could not be registered: try again.';

function apiOf(getContext: () => TestContext) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token?: string) =>
    getContext().app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? getContext().authorized(token) : {},
    });
  const post = (url: string, payload?: object, token?: string) => send('POST', url, payload, token);
  const data = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const login = async (user: TestStaffUser) =>
    data(await post('/auth/login', { email: user.email, password: user.password }));

  /** Registers a new software passkey named `name` on the account of `token`: the authenticator and the answer. */
  async function registerPasskey(token: string, name = 'Work laptop') {
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const options = data(await post('/account/two-step/passkeys/options', undefined, token));
    const answer = data(
      await post('/account/two-step/passkeys', { name, response: authenticator.register(options) }, token),
    );
    return { authenticator, answer };
  }

  /** Signs in with the password, then the passkey: the second step's answer. */
  async function signInWithPasskey(user: TestStaffUser, authenticator: SoftAuthenticator) {
    const { ticket } = (await login(user)).second_step;
    const options = data(await post('/auth/second-step/passkey/options', { ticket }));
    return post('/auth/second-step/passkey', { ticket, response: authenticator.assert(options) });
  }

  return { send, post, data, login, registerPasskey, signInWithPasskey };
}

describe('passkeys, MFA_REQUIRED=off', () => {
  const mails = catchMails();

  describeEachDatabase(
    'passkeys',
    (getContext) => {
      const { send, post, data, login, registerPasskey, signInWithPasskey } = apiOf(getContext);

      it('registers a passkey: options for this site and account, then the passkey, 10 recovery codes and a notice', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const token = (await login(user)).access_token;
        const options = data(await post('/account/two-step/passkeys/options', undefined, token));
        expect(options).toMatchObject({
          challenge: expect.any(String),
          rp: { name: 'Property Management', id: 'localhost' },
          user: { name: user.email },
          attestation: 'none',
          excludeCredentials: [],
        });
        const authenticator = createSoftAuthenticator({ origin: ORIGIN });
        const answer = data(
          await post(
            '/account/two-step/passkeys',
            { name: 'Work laptop', response: authenticator.register(options) },
            token,
          ),
        );
        expect(answer).toEqual({
          passkey: {
            _id: authenticator.id,
            name: 'Work laptop',
            createdAt: expect.any(String),
            lastUsedAt: null,
          },
          recoveryCodes: expect.any(Array),
        });
        expect(answer.recoveryCodes).toHaveLength(10);
        await mails.take(user.email, 'A passkey named "Work laptop" was added');

        const [stored] = await getContext()
          .database.db.select()
          .from(passkeys)
          .where(eq(passkeys.staffUserId, user.id));
        expect(stored).toMatchObject({
          id: authenticator.id,
          signCount: 0,
          transports: ['internal', 'hybrid'],
        });

        // A second passkey: the first is excluded from its options, and no new recovery codes come with it.
        getContext().clock.advance(1);
        const second = await registerPasskey(token, 'Phone');
        expect(second.answer.recoveryCodes).toBeUndefined();
        const again = data(await post('/account/two-step/passkeys/options', undefined, token));
        expect(again.excludeCredentials.map((credential: { id: string }) => credential.id).sort()).toEqual(
          [authenticator.id, second.authenticator.id].sort(),
        );
        const me = data(await send('GET', '/account', undefined, token));
        expect(me.passkeys.map((passkey: { name: string }) => passkey.name)).toEqual([
          'Work laptop',
          'Phone',
        ]);
        expect(me.recoveryCodesLeft).toBe(10);
      });

      it('signs in with the passkey after the password; its count and last use are kept', async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        const { authenticator } = await registerPasskey((await login(user)).access_token);
        const first = await login(user);
        expect(first).toEqual({
          second_step: { ticket: expect.any(String), methods: ['passkey', 'recovery-code'] },
        });
        const options = data(
          await post('/auth/second-step/passkey/options', { ticket: first.second_step.ticket }),
        );
        expect(options).toMatchObject({
          rpId: 'localhost',
          userVerification: 'preferred',
          allowCredentials: [{ id: authenticator.id, type: 'public-key' }],
        });
        const answer = data(
          await post('/auth/second-step/passkey', {
            ticket: first.second_step.ticket,
            response: authenticator.assert(options),
          }),
        );
        expect(answer).toEqual({ access_token: expect.any(String) });
        expect((await send('GET', '/session', undefined, answer.access_token)).statusCode).toBe(200);

        const [stored] = await getContext()
          .database.db.select()
          .from(passkeys)
          .where(eq(passkeys.id, authenticator.id));
        expect(stored?.signCount).toBe(1);
        expect(stored?.lastUsedAt).not.toBeNull();
        expect(data(await signInWithPasskey(user, authenticator))).toEqual({
          access_token: expect.any(String),
        });
      });

      it('uses a challenge once: the same assertion again is refused', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const { authenticator } = await registerPasskey((await login(user)).access_token);
        const { ticket } = (await login(user)).second_step;
        const options = data(await post('/auth/second-step/passkey/options', { ticket }));
        const assertion = authenticator.assert(options);
        data(await post('/auth/second-step/passkey', { ticket, response: assertion }));
        expectFailure(
          await post('/auth/second-step/passkey', { ticket, response: assertion }),
          401,
          PASSKEY_REFUSED,
        );
        const left = await getContext()
          .database.db.select()
          .from(webauthnChallenges)
          .where(eq(webauthnChallenges.staffUserId, user.id));
        expect(left).toEqual([]);
      });

      it(`limits the registrations one account starts (${PASSKEY_REGISTER_OPTIONS_LIMIT.max} per 15 minutes)`, async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const token = (await login(user)).access_token;
        const options = (signedIn: string) => post('/account/two-step/passkeys/options', undefined, signedIn);
        for (let started = 0; started < PASSKEY_REGISTER_OPTIONS_LIMIT.max; started += 1)
          data(await options(token));
        const refused = await options(token);
        expectFailure(refused, 429, 'Too many passkey requests. Try again in 15 minutes.');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Another session of the account is held back too; the challenges stored stop at the limit.
        expectFailure(await options((await login(user)).access_token), 429, refused.json().message);
        const stored = await getContext()
          .database.db.select()
          .from(webauthnChallenges)
          .where(eq(webauthnChallenges.staffUserId, user.id));
        expect(stored).toHaveLength(PASSKEY_REGISTER_OPTIONS_LIMIT.max);
        getContext().clock.advance(15 * 60);
        data(await options(token));
      });

      it('refuses an assertion made for another origin or another site, and an expired challenge', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const { authenticator } = await registerPasskey((await login(user)).access_token);
        const { ticket } = (await login(user)).second_step;
        const ask = async () => data(await post('/auth/second-step/passkey/options', { ticket }));

        const phishing = authenticator.assert(await ask(), { origin: 'https://login.evil.example' });
        expectFailure(
          await post('/auth/second-step/passkey', { ticket, response: phishing }),
          401,
          PASSKEY_REFUSED,
        );
        const otherSite = authenticator.assert(await ask(), { rpId: 'evil.example' });
        expectFailure(
          await post('/auth/second-step/passkey', { ticket, response: otherSite }),
          401,
          PASSKEY_REFUSED,
        );
        const late = await ask();
        getContext().clock.advance(5 * 60 + 1);
        const fresh = (await login(user)).second_step.ticket;
        expectFailure(
          await post('/auth/second-step/passkey', { ticket: fresh, response: authenticator.assert(late) }),
          401,
          PASSKEY_REFUSED,
        );
      });

      it('refuses another account’s passkey, a made-up answer and a registration from another origin', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const other = await addStaffUser(getContext(), 'agent');
        const token = (await login(user)).access_token;
        await registerPasskey(token);
        const stranger = (await registerPasskey((await login(other)).access_token)).authenticator;
        const { ticket } = (await login(user)).second_step;
        const options = data(await post('/auth/second-step/passkey/options', { ticket }));
        expectFailure(
          await post('/auth/second-step/passkey', { ticket, response: stranger.assert(options) }),
          401,
          PASSKEY_REFUSED,
        );
        const madeUp = { id: 'abc', type: 'public-key', response: { clientDataJSON: 'not base64 {' } };
        expectFailure(
          await post('/auth/second-step/passkey', { ticket, response: madeUp }),
          401,
          PASSKEY_REFUSED,
        );

        const registration = data(await post('/account/two-step/passkeys/options', undefined, token));
        const foreign = createSoftAuthenticator({ origin: ORIGIN }).register(registration, {
          origin: 'https://evil.example',
        });
        expectFailure(
          await post('/account/two-step/passkeys', { name: 'Evil', response: foreign }, token),
          400,
          PASSKEY_NOT_REGISTERED,
        );
        // That answer used the challenge up.
        const honest = createSoftAuthenticator({ origin: ORIGIN }).register(registration);
        expectFailure(
          await post('/account/two-step/passkeys', { name: 'Late', response: honest }, token),
          400,
          REGISTRATION_EXPIRED,
        );
      });

      it('removes only my own passkeys, with a notice; without any left, sign-in answers a token again', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const other = await addStaffUser(getContext(), 'agent');
        const token = (await login(user)).access_token;
        const { authenticator } = await registerPasskey(token, 'Old key');
        const foreign = (await registerPasskey((await login(other)).access_token)).authenticator;
        await mails.take(user.email, 'was added');

        expectFailure(
          await send('DELETE', `/account/two-step/passkeys/${foreign.id}`, undefined, token),
          404,
          'There is no such passkey on your account.',
        );
        data(await send('DELETE', `/account/two-step/passkeys/${authenticator.id}`, undefined, token));
        await mails.take(user.email, 'The passkey named "Old key" was removed');
        expect(await login(user)).toEqual({ access_token: expect.any(String) });
        expect(data(await send('GET', '/account', undefined, token))).toMatchObject({
          passkeys: [],
          recoveryCodesLeft: 0,
        });
      });

      it('a passkey-only account turns two-step sign-in off with a recovery code, not a 6-digit code', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const token = (await login(user)).access_token;
        const { answer } = await registerPasskey(token);
        const needed =
          'Your account signs in with a passkey: type one of your recovery codes to turn two-step sign-in off.';
        expectFailure(await post('/account/two-step/disable', { code: '123456' }, token), 400, needed);
        expectFailure(await post('/account/two-step/disable', { code: 'aaaaa-aaaaa' }, token), 400, needed);
        data(await post('/account/two-step/disable', { code: answer.recoveryCodes[0] }, token));
        expect(await login(user)).toEqual({ access_token: expect.any(String) });
      });
    },
    { app: { mailer: mails.mailer } },
  );
});

describe('passkeys, MFA_REQUIRED=all', () => {
  const mails = catchMails();

  describeEachDatabase(
    'passkeys with MFA_REQUIRED=all',
    (getContext) => {
      const { send, data, login, registerPasskey, signInWithPasskey } = apiOf(getContext);

      it('enrols with a passkey through the limited token, which then ends; the last passkey cannot be removed', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const limited = await login(user);
        expect(limited).toEqual({ access_token: expect.any(String), must_enrol: true });
        const { authenticator, answer } = await registerPasskey(limited.access_token);
        expect(answer).toMatchObject({ recoveryCodes: expect.any(Array), access_token: expect.any(String) });
        expect((await send('GET', '/session', undefined, limited.access_token)).statusCode).toBe(401);
        const token = answer.access_token;
        expect((await send('GET', '/owner/all', undefined, token)).statusCode).toBe(200);

        expectFailure(
          await send('DELETE', `/account/two-step/passkeys/${authenticator.id}`, undefined, token),
          403,
          "Two-step sign-in is required for your account by the agency's settings: add an authenticator app or another passkey before removing this one.",
        );
        const second = await registerPasskey(token, 'Spare key');
        expect(second.answer.access_token).toBeUndefined();
        data(await send('DELETE', `/account/two-step/passkeys/${authenticator.id}`, undefined, token));
        expect(data(await signInWithPasskey(user, second.authenticator))).toEqual({
          access_token: expect.any(String),
        });
      });
    },
    { env: { MFA_REQUIRED: 'all' }, app: { mailer: mails.mailer } },
  );
});
