// My account (issue 27): changing my password ends my other sessions and mails a notice; my sessions listed with
// their device and address, one ended, or all the others; a recovery mails a notice too.
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ANSWERS, PASSWORD_CHANGE_LIMIT } from '../src/account/account-routes';
import { deviceName } from '../src/account/session-devices';
import { RESET_GRANT_COOKIE } from '../src/auth/recovery-codes';
import { ACCOUNT_NOTICE_SUBJECT } from '../src/mail/account-mails';
import { INVALID_EMAIL_OR_CODE, VERIFY_FIRST } from '../src/sign-in/recovery-routes';
import { catchMails } from './caught-mails';
import { expectFailure, SIGN_IN_AGAIN } from './failure-answers';
import { describeEachDatabase } from './harness';
import { successData } from './signed-in-requests';
import { addStaffUser, type TestStaffUser } from './staff-accounts';

const mails = catchMails();
const NEW_PASSWORD = 'a brand new passphrase';
const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const USER_AGENTS = {
  chromeOnLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxOnWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

/** The session id (`jti`) of a token. */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).jti;

describeEachDatabase(
  'my account',
  (getContext) => {
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
      getContext().app.inject({ method, url, headers: getContext().authorized(token), payload });

    /** Signs the user in from a browser and address: the token. */
    async function signIn(
      user: TestStaffUser,
      userAgent = USER_AGENTS.chromeOnLinux,
      remoteAddress = '127.0.0.1',
    ) {
      const answer = await getContext().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });
      return successData(answer).access_token as string;
    }
    const isSignedIn = async (token: string) =>
      (await inject('GET', '/api/session', token)).statusCode === 200;
    const changePassword = (
      token: string,
      currentPassword: string,
      newPassword = NEW_PASSWORD,
      confirm = newPassword,
    ) =>
      inject('POST', '/api/account/password', token, {
        currentPassword,
        newPassword,
        confirmPassword: confirm,
      });

    describe('password', () => {
      it('changes my password: my other sessions end, this one stays, and a notice is mailed', async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        const [here, elsewhere] = [await signIn(user), await signIn(user, USER_AGENTS.firefoxOnWindows)];

        expectFailure(await changePassword(here, 'not my password'), 400, ACCOUNT_ANSWERS.wrongPassword);
        expectFailure(
          await changePassword(here, user.password, 'short'),
          400,
          'The new password must be at least 8 characters long.',
        );
        expectFailure(
          await changePassword(here, user.password, NEW_PASSWORD, 'another one'),
          400,
          'Passwords do not match.',
        );
        expectFailure(
          await inject('POST', '/api/account/password', here, {
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          }),
          400,
          STAFF_MESSAGES.currentPassword,
        );
        // Refused changes ended nothing.
        expect(await isSignedIn(elsewhere)).toBe(true);

        expect((await changePassword(here, user.password)).json()).toEqual({
          statusCode: 200,
          message: 'Success',
          data: null,
        });
        expect(await isSignedIn(here)).toBe(true);
        expectFailure(await inject('GET', '/api/session', elsewhere), 401, SIGN_IN_AGAIN);

        const mail = await mails.waitForMail(user.email);
        expect(mail.subject).toBe(ACCOUNT_NOTICE_SUBJECT);
        expect(mail.text).toContain(ACCOUNT_ANSWERS.passwordChanged);
        expect(mail.text).not.toContain(NEW_PASSWORD);

        expect(await signIn({ ...user, password: NEW_PASSWORD })).toEqual(expect.any(String));
        const old = await getContext().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password },
        });
        expect(old.statusCode).toBe(401);
      });

      it(`throttles tries of the current password per account (${PASSWORD_CHANGE_LIMIT.max} per 15 minutes)`, async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const token = await signIn(user);
        for (let attempt = 0; attempt < PASSWORD_CHANGE_LIMIT.max; attempt += 1) {
          expectFailure(await changePassword(token, 'a wrong guess'), 400, ACCOUNT_ANSWERS.wrongPassword);
        }
        const refused = await changePassword(token, user.password);
        expectFailure(refused, 429, 'Too many attempts. Please try again in 15 minutes.');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Another session of the same account is held back too; the password is unchanged.
        expectFailure(await changePassword(await signIn(user), user.password), 429, refused.json().message);
        expect(await signIn(user)).toEqual(expect.any(String));
      });
    });

    describe('sessions', () => {
      it('lists my live sessions newest first, with device, address and which one is this', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const first = await signIn(user, USER_AGENTS.chromeOnLinux, '203.0.113.10');
        getContext().clock.advance(1);
        const second = await signIn(user, USER_AGENTS.firefoxOnWindows, '203.0.113.11');
        getContext().clock.advance(1);
        const third = await signIn(user, USER_AGENTS.safariOnIphone, '203.0.113.12');
        const ended = await signIn(user);
        await inject('POST', '/api/session/logout', ended);
        // Another person's sessions are not mine.
        await signIn(await addStaffUser(getContext(), 'agent'));

        const answer = (await inject('GET', '/api/account/sessions', second)).json();
        expect(answer).toMatchObject({ statusCode: 200, page: 1, limit: 15, total: 3 });
        expect(answer.data).toEqual([
          {
            _id: sessionOf(third),
            device: 'Safari on iOS',
            address: '203.0.113.12',
            signedInAt: expect.any(String),
            lastSeenAt: expect.any(String),
            current: false,
          },
          expect.objectContaining({
            _id: sessionOf(second),
            device: 'Firefox on Windows',
            address: '203.0.113.11',
            current: true,
          }),
          expect.objectContaining({
            _id: sessionOf(first),
            device: 'Chrome on Linux',
            address: '203.0.113.10',
            current: false,
          }),
        ]);
        expect(Date.parse(answer.data[0].signedInAt)).toBeGreaterThan(Date.parse(answer.data[1].signedInAt));

        const page = (await inject('GET', '/api/account/sessions?limit=2&page=2', second)).json();
        expect(page).toMatchObject({ page: 2, limit: 2, total: 3, data: [answer.data[2]] });
      });

      it('leaves out sessions whose token has expired', async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        await signIn(user);
        getContext().clock.advance(getContext().config.tokenTtlSeconds - 10);
        const late = await signIn(user);
        getContext().clock.advance(20);
        const answer = (await inject('GET', '/api/account/sessions', late)).json();
        expect(answer.data.map((session: { _id: string }) => session._id)).toEqual([sessionOf(late)]);
      });

      it('ends one of my sessions: its token is refused at once; another person’s session is not found', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const [mine, other] = [await signIn(user), await signIn(user)];
        const stranger = await signIn(await addStaffUser(getContext(), 'admin'));

        expectFailure(
          await inject('DELETE', `/api/account/sessions/${sessionOf(stranger)}`, mine),
          404,
          ACCOUNT_ANSWERS.sessionNotFound,
        );
        expect(await isSignedIn(stranger)).toBe(true);
        expectFailure(
          await inject('DELETE', `/api/account/sessions/${UNKNOWN_ID}`, mine),
          404,
          ACCOUNT_ANSWERS.sessionNotFound,
        );
        expectFailure(
          await inject('DELETE', '/api/account/sessions/not-a-uuid', mine),
          400,
          STAFF_MESSAGES.sessionId.invalid,
        );

        expect(await isSignedIn(other)).toBe(true);
        successData(await inject('DELETE', `/api/account/sessions/${sessionOf(other)}`, mine));
        expectFailure(await inject('GET', '/api/session', other), 401, SIGN_IN_AGAIN);
        expect(await isSignedIn(mine)).toBe(true);
        // Ended already: not found any more.
        expectFailure(
          await inject('DELETE', `/api/account/sessions/${sessionOf(other)}`, mine),
          404,
          ACCOUNT_ANSWERS.sessionNotFound,
        );
      });

      it('signs out everywhere else, keeping this session', async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        const [here, ...others] = [await signIn(user), await signIn(user), await signIn(user)];
        const stranger = await signIn(await addStaffUser(getContext(), 'viewer'));
        successData(await inject('POST', '/api/account/sessions/end-others', here));
        expect(await isSignedIn(here)).toBe(true);
        for (const token of others)
          expectFailure(await inject('GET', '/api/session', token), 401, SIGN_IN_AGAIN);
        expect(await isSignedIn(stranger)).toBe(true);
        const listed = (await inject('GET', '/api/account/sessions', here)).json();
        expect(listed.data.map((session: { _id: string }) => session._id)).toEqual([sessionOf(here)]);
      });
    });

    describe('recovery', () => {
      const post = (route: string, payload: object, cookie?: string) =>
        getContext().app.inject({
          method: 'POST',
          url: `/api/auth/forgot-password/${route}`,
          payload,
          ...(cookie ? { cookies: { [RESET_GRANT_COOKIE]: cookie } } : {}),
        });
      /** Asks for a recovery code of the user's (their first mail): the code. */
      async function recoveryCode(user: TestStaffUser) {
        successData(await post('request', { email: user.email }));
        return /\b(\d{6})\b/.exec((await mails.waitForMail(user.email)).text)?.[1] ?? '';
      }
      /** Verifies the code: the reset grant. */
      async function resetGrant(user: TestStaffUser, code: string) {
        const validated = await post('validate', { email: user.email, code });
        successData(validated);
        return validated.cookies.find((cookie) => cookie.name === RESET_GRANT_COOKIE)?.value;
      }
      const resetPassword = (user: TestStaffUser, grant?: string) =>
        post(
          'change-password',
          { email: user.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          grant,
        );

      it('mails a notice when a recovery code reset the password', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        successData(await resetPassword(user, await resetGrant(user, await recoveryCode(user))));
        const notice = await mails.waitForMail(user.email, { skip: 1 });
        expect(notice.subject).toBe(ACCOUNT_NOTICE_SUBJECT);
        expect(notice.text).toContain('Your password was reset through a recovery code.');
      });

      it('ends a recovery under way when I change my password: its reset grant and its code no longer serve', async () => {
        const [granted, mailed] = [
          await addStaffUser(getContext(), 'agent'),
          await addStaffUser(getContext(), 'viewer'),
        ];
        const grant = await resetGrant(granted, await recoveryCode(granted));
        const code = await recoveryCode(mailed);
        const password = 'the password I chose myself';
        for (const user of [granted, mailed])
          successData(await changePassword(await signIn(user), user.password, password));

        expectFailure(await resetPassword(granted, grant), 400, VERIFY_FIRST);
        expectFailure(await post('validate', { email: mailed.email, code }), 400, INVALID_EMAIL_OR_CODE);
        expect(await signIn({ ...granted, password })).toEqual(expect.any(String));
      });
    });
  },
  { app: { mailer: mails.mailer } },
);

describe('the device of a session', () => {
  it.each([
    [USER_AGENTS.chromeOnLinux, 'Chrome on Linux'],
    [USER_AGENTS.firefoxOnWindows, 'Firefox on Windows'],
    [USER_AGENTS.safariOnIphone, 'Safari on iOS'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['curl/8.5.0', 'curl'],
    ['Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0', 'A browser on Linux'],
    ['', 'Unknown device'],
  ])('%s is "%s"', (userAgent, device) => {
    expect(deviceName(userAgent)).toBe(device);
  });
});
