// Two-step sign-in with an authenticator app (TOTP) and recovery codes (issue 27, item 5), with the app's clock
// fixed and moved by the tests: enrolment, sign-in with a code, replay, recovery codes, throttling, MFA_REQUIRED,
// password recovery that does not bypass the second step, turning it off, an admin's reset and the notice mails.
import { ACCESS, ENROL_FIRST } from '@pm/api-contract/routes';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESET_GRANT_COOKIE } from '../src/auth/recovery-codes';
import { issueToken } from '../src/auth/tokens';
import { auditEvents } from '../src/db/schema/audit';
import { secondStepRecoveryCodes, staffSessions, staffUsers } from '../src/db/schema/auth';
import { passwordRecoveryCodes } from '../src/db/schema/recovery';
import { ACCOUNT_NOTICE_SUBJECT } from '../src/mail/account-mails';
import { catchMails } from './caught-mails';
import { expectFailure, SIGN_IN_AGAIN } from './failure-answers';
import { ADMIN, describeEachDatabase, TEST_JWT_SECRET, type TestContext } from './harness';
import { addStaffUser, type TestStaffUser } from './staff-accounts';

const WRONG_CODE =
  'That code is not right: type the current 6-digit code of your authenticator app, or one of your recovery codes.';
const WRONG_TOTP_CODE = 'That code is not right: type the current 6-digit code of your authenticator app.';
const TICKET_EXPIRED = 'Please sign in again: the sign-in step has expired.';
const TWO_STEP_REQUIRED = "Two-step sign-in is required for your account by the agency's settings.";
const SECOND_STEP_FIRST =
  'Confirm your second step first: type a code of your authenticator app or a recovery code.';
const RECOVERY_CODE = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

/** The API of one suite's app, spoken like the front end does. */
function apiOf(getContext: () => TestContext) {
  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; token?: string; cookies?: Record<string, string> } = {},
  ) =>
    getContext().app.inject({
      method,
      url: `/api${url}`,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.token ? getContext().authorized(options.token) : {},
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
  const post = (url: string, payload?: object, token?: string) =>
    request('POST', url, { ...(payload ? { payload } : {}), ...(token ? { token } : {}) });
  const data = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** The current code of `secret` at the app's clock, `steps` periods of 30 s away. */
  const codeOf = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(getContext().clock.now.getTime() / 1000) + steps * 30 });

  /** POST /auth/login: its `data`. */
  const login = async (user: { email: string; password: string }) =>
    data(await post('/auth/login', { email: user.email, password: user.password }));

  /** Turns on the authenticator app of the signed-in `token`: its secret and recovery codes. */
  async function enrolTotp(token: string) {
    const enrolment = data(await post('/account/two-step/totp/enrol', undefined, token));
    const confirmed = data(
      await post('/account/two-step/totp/confirm', { code: await codeOf(enrolment.secret) }, token),
    );
    return { secret: enrolment.secret as string, ...confirmed } as {
      secret: string;
      recoveryCodes: string[];
      access_token?: string;
    };
  }

  return { request, post, data, codeOf, login, enrolTotp };
}

describe('two-step sign-in, MFA_REQUIRED=off', () => {
  const mails = catchMails();

  describeEachDatabase(
    'two-step sign-in',
    (getContext) => {
      const { request, post, data, codeOf, login, enrolTotp } = apiOf(getContext);

      /** A new account, signed in with its password (no second step yet), its authenticator app turned on. */
      async function enrolledUser(role: TestStaffUser['role'] = 'agent') {
        const user = await addStaffUser(getContext(), role);
        const token = (await login(user)).access_token as string;
        const enrolled = await enrolTotp(token);
        await mails.take(user.email, 'Two-step sign-in was turned on');
        // The confirming code's step is spent: sign-in codes come from the next one.
        getContext().clock.advance(30);
        return { user, token, ...enrolled };
      }

      async function ticketOf(user: TestStaffUser): Promise<string> {
        const answer = await login(user);
        expect(answer).toEqual({
          second_step: { ticket: expect.any(String), methods: ['totp', 'recovery-code'] },
        });
        return answer.second_step.ticket;
      }

      const secondStep = (ticket: string, code: string) => post('/auth/second-step', { ticket, code });

      beforeEach(() => {
        mails.sent.length = 0;
      });

      describe('login', () => {
        it('answers the SPEC token for an account without a second step', async () => {
          const user = await addStaffUser(getContext(), 'agent');
          expect(await login(user)).toEqual({ access_token: expect.any(String) });
        });

        it('answers a ticket and the methods, and no token, for an account with an authenticator app', async () => {
          const { user } = await enrolledUser();
          const response = await post('/auth/login', { email: user.email, password: user.password });
          expect(response.json()).toEqual({
            statusCode: 200,
            message: 'Success',
            data: { second_step: { ticket: expect.any(String), methods: ['totp', 'recovery-code'] } },
          });
        });

        it('still refuses a wrong password with the same answer as before', async () => {
          const { user } = await enrolledUser();
          const response = await post('/auth/login', { email: user.email, password: 'not the password' });
          expectFailure(response, 401, 'Invalid email or password.');
        });
      });

      describe('enrolment of an authenticator app', () => {
        it('answers a secret, its otpauth address and a QR code image, and keeps only a sealed secret', async () => {
          const user = await addStaffUser(getContext(), 'viewer');
          const token = (await login(user)).access_token;
          const enrolment = data(await post('/account/two-step/totp/enrol', undefined, token));
          expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
          expect(enrolment.otpauthUrl).toBe(
            `otpauth://totp/Property%20Management:${encodeURIComponent(user.email)}?secret=${enrolment.secret}&issuer=Property%20Management`,
          );
          expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
          const [row] = await getContext()
            .database.db.select()
            .from(staffUsers)
            .where(eq(staffUsers.id, user.id));
          expect(row?.totpSecret).toBeNull();
          expect(row?.totpPendingSecret).toMatch(/^v1\./);
          expect(row?.totpPendingSecret).not.toContain(enrolment.secret);
        });

        it('refuses a wrong code, then confirms with the right one: 10 recovery codes once, and a notice mail', async () => {
          const user = await addStaffUser(getContext(), 'agent');
          const token = (await login(user)).access_token;
          const { secret } = data(await post('/account/two-step/totp/enrol', undefined, token));
          const right = await codeOf(secret);
          const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
          expectFailure(
            await post('/account/two-step/totp/confirm', { code: wrong }, token),
            400,
            WRONG_TOTP_CODE,
          );

          const confirmed = data(await post('/account/two-step/totp/confirm', { code: right }, token));
          expect(Object.keys(confirmed)).toEqual(['recoveryCodes']);
          expect(confirmed.recoveryCodes).toHaveLength(10);
          for (const code of confirmed.recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
          expect(new Set(confirmed.recoveryCodes).size).toBe(10);

          const stored = await getContext()
            .database.db.select()
            .from(secondStepRecoveryCodes)
            .where(eq(secondStepRecoveryCodes.staffUserId, user.id));
          expect(stored).toHaveLength(10);
          expect(JSON.stringify(stored)).not.toContain(confirmed.recoveryCodes[0]);
          const [row] = await getContext()
            .database.db.select()
            .from(staffUsers)
            .where(eq(staffUsers.id, user.id));
          expect(JSON.stringify(row)).not.toContain(secret);

          const mail = await mails.take(user.email, 'Two-step sign-in was turned on');
          expect(mail.subject).toBe(ACCOUNT_NOTICE_SUBJECT);
          expect(mail.text).not.toContain(secret);

          expectFailure(
            await post('/account/two-step/totp/enrol', undefined, token),
            409,
            'An authenticator app is already on for your account. Turn two-step sign-in off first to set up another one.',
          );
        });

        it('refuses a confirmation before enrolment', async () => {
          const user = await addStaffUser(getContext(), 'agent');
          const token = (await login(user)).access_token;
          expectFailure(
            await post('/account/two-step/totp/confirm', { code: '123456' }, token),
            409,
            'Start again: ask for a new QR code of the authenticator app first.',
          );
        });
      });

      describe('POST /api/auth/second-step', () => {
        it('signs in with the current code; the token opens protected routes', async () => {
          const { user, secret } = await enrolledUser();
          const ticket = await ticketOf(user);
          const answer = data(await secondStep(ticket, await codeOf(secret)));
          expect(answer).toEqual({ access_token: expect.any(String) });
          const session = await request('GET', '/session', { token: answer.access_token });
          expect(session.json().data).toMatchObject({ _id: user.id, mustEnrol: false });
        });

        it('refuses a wrong code with 401 and a sentence', async () => {
          const { user, secret } = await enrolledUser();
          const ticket = await ticketOf(user);
          const right = await codeOf(secret);
          const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
          expectFailure(await secondStep(ticket, wrong), 401, WRONG_CODE);
          expectFailure(await secondStep(ticket, 'abc'), 401, WRONG_CODE);
        });

        it('accepts a code once: the same code again is refused, the next one is accepted', async () => {
          const { user, secret } = await enrolledUser();
          const code = await codeOf(secret);
          data(await secondStep(await ticketOf(user), code));
          expectFailure(await secondStep(await ticketOf(user), code), 401, WRONG_CODE);
          getContext().clock.advance(30);
          data(await secondStep(await ticketOf(user), await codeOf(secret)));
        });

        it('accepts the code of one step before or after (clock drift), not two', async () => {
          const { user, secret } = await enrolledUser();
          getContext().clock.advance(60);
          expectFailure(await secondStep(await ticketOf(user), await codeOf(secret, 2)), 401, WRONG_CODE);
          data(await secondStep(await ticketOf(user), await codeOf(secret, -1)));
          data(await secondStep(await ticketOf(user), await codeOf(secret, 1)));
          // An older step than the last accepted one is refused too.
          expectFailure(await secondStep(await ticketOf(user), await codeOf(secret)), 401, WRONG_CODE);
        });

        it('accepts a recovery code once (typed in capitals with spaces too) and mails a notice', async () => {
          const { user, recoveryCodes } = await enrolledUser();
          const [first, second] = recoveryCodes as [string, string];
          data(await secondStep(await ticketOf(user), first));
          const mail = await mails.take(user.email, 'A recovery code was used');
          expect(mail.text).toContain('9 codes are left');
          expect(mail.text).not.toContain(first);
          expectFailure(await secondStep(await ticketOf(user), first), 401, WRONG_CODE);
          data(await secondStep(await ticketOf(user), ` ${second.toUpperCase().replace('-', ' ')} `));
          const me = data(
            await request('GET', '/account', {
              token: (await loginWithCode(user, recoveryCodes[2] as string)).access_token,
            }),
          );
          expect(me.recoveryCodesLeft).toBe(7);
        });

        it('throttles wrong codes per account: the sixth try within 15 minutes answers 429 with retry-after', async () => {
          const { user, secret } = await enrolledUser();
          const ticket = await ticketOf(user);
          for (let attempt = 0; attempt < 5; attempt += 1) {
            expectFailure(await secondStep(ticket, '000000'), 401, WRONG_CODE);
          }
          const refused = await secondStep(ticket, await codeOf(secret));
          expectFailure(refused, 429, 'Too many wrong codes. Try again in 15 minutes.');
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
          // A new ticket does not reset the count.
          expectFailure(
            await secondStep(await ticketOf(user), await codeOf(secret)),
            429,
            'Too many wrong codes. Try again in 15 minutes.',
          );
          getContext().clock.advance(15 * 60);
          data(await secondStep(await ticketOf(user), await codeOf(secret)));
        });

        it('refuses an expired, forged or foreign ticket, and an access token as a ticket', async () => {
          const { user, secret, token } = await enrolledUser();
          const ticket = await ticketOf(user);
          getContext().clock.advance(5 * 60 + 1);
          expectFailure(await secondStep(ticket, await codeOf(secret)), 401, TICKET_EXPIRED);

          const fresh = await ticketOf(user);
          const [header, payload] = fresh.split('.');
          expectFailure(
            await secondStep(`${header}.${payload}.AAAA`, await codeOf(secret)),
            401,
            TICKET_EXPIRED,
          );
          expectFailure(await secondStep(token, await codeOf(secret)), 401, TICKET_EXPIRED);
          // Signed with the access tokens' key but shaped like a ticket: refused too.
          const lookalike = await new SignJWT({ ver: 0, purpose: 'second-step' })
            .setProtectedHeader({ alg: 'HS256', typ: 'pm-second-step+jwt' })
            .setSubject(user.id)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(new TextEncoder().encode(TEST_JWT_SECRET));
          expectFailure(await secondStep(lookalike, await codeOf(secret)), 401, TICKET_EXPIRED);

          // And a ticket is no bearer token.
          const asBearer = await request('GET', '/session', { token: fresh });
          expect(asBearer.statusCode).toBe(401);
        });

        it('refuses the ticket of an account deactivated since', async () => {
          const { user, secret } = await enrolledUser();
          const ticket = await ticketOf(user);
          await getContext()
            .database.db.update(staffUsers)
            .set({ deactivatedAt: getContext().clock.now })
            .where(eq(staffUsers.id, user.id));
          expectFailure(await secondStep(ticket, await codeOf(secret)), 401, TICKET_EXPIRED);
        });

        it('refuses the ticket of the old password after a change on My account, whose session stays', async () => {
          const { user, secret, token } = await enrolledUser();
          const ticket = await ticketOf(user);
          const password = 'a brand new passphrase 42';
          data(
            await post(
              '/account/password',
              { currentPassword: user.password, newPassword: password, confirmPassword: password },
              token,
            ),
          );
          expectFailure(await secondStep(ticket, await codeOf(secret)), 401, TICKET_EXPIRED);
          expectFailure(await post('/auth/second-step/passkey/options', { ticket }), 401, TICKET_EXPIRED);
          data(await request('GET', '/session', { token }));
          data(await secondStep(await ticketOf({ ...user, password }), await codeOf(secret)));
        });

        it('takes no access token for a ticket', async () => {
          const { user, secret } = await enrolledUser();
          const accessLike = await issueToken(
            { sub: user.id, ver: 0 },
            { secret: TEST_JWT_SECRET, ttlSeconds: 300, clock: () => getContext().clock.now },
          );
          expectFailure(await secondStep(accessLike, await codeOf(secret)), 401, TICKET_EXPIRED);
        });
      });

      async function loginWithCode(user: TestStaffUser, code: string) {
        return data(await secondStep(await ticketOf(user), code));
      }

      describe('my account', () => {
        it('GET /api/account answers the person, their second steps and whether it is required', async () => {
          const user = await addStaffUser(getContext(), 'viewer');
          const token = (await login(user)).access_token;
          expect(data(await request('GET', '/account', { token }))).toEqual({
            _id: user.id,
            name: expect.any(String),
            email: user.email,
            role: 'viewer',
            totp: false,
            passkeys: [],
            recoveryCodesLeft: 0,
            twoStepRequired: false,
            leaseDigest: false,
          });
          await enrolTotp(token);
          expect(data(await request('GET', '/account', { token }))).toMatchObject({
            totp: true,
            recoveryCodesLeft: 10,
          });
        });

        it('turning two-step sign-in off needs a current code, mails a notice, and sign-in answers a token again', async () => {
          const { user, secret, token } = await enrolledUser();
          expectFailure(await post('/account/two-step/disable', { code: '000000' }, token), 400, WRONG_CODE);
          expectFailure(
            await post('/account/two-step/disable', {}, token),
            400,
            'Please enter the 6-digit code of your authenticator app, or one of your recovery codes.',
          );
          data(await post('/account/two-step/disable', { code: await codeOf(secret) }, token));
          await mails.take(user.email, 'Two-step sign-in was turned off');
          expect(await login(user)).toEqual({ access_token: expect.any(String) });
          const codes = await getContext()
            .database.db.select()
            .from(secondStepRecoveryCodes)
            .where(eq(secondStepRecoveryCodes.staffUserId, user.id));
          expect(codes).toEqual([]);
          expectFailure(
            await post('/account/two-step/disable', { code: '123456' }, token),
            409,
            'Two-step sign-in is not on for your account.',
          );
        });

        it('turning it off with a recovery code works too', async () => {
          const { user, recoveryCodes, token } = await enrolledUser();
          data(await post('/account/two-step/disable', { code: recoveryCodes[0] }, token));
          expect(await login(user)).toEqual({ access_token: expect.any(String) });
        });
      });

      describe('password recovery', () => {
        const recovery = (route: string, payload: object, grant?: string) =>
          request('POST', `/auth/forgot-password/${route}`, {
            payload,
            ...(grant ? { cookies: { [RESET_GRANT_COOKIE]: grant } } : {}),
          });

        /** Asks for a recovery code, reads it from the mail and validates it: the answer and its grant. */
        async function validated(email: string) {
          data(await recovery('request', { email }));
          const code = /\b(\d{6})\b/.exec(
            (await mails.take(email, 'verification code is')).text,
          )?.[1] as string;
          const response = await recovery('validate', { email, code });
          const grant = response.cookies.find((cookie) => cookie.name === RESET_GRANT_COOKIE)
            ?.value as string;
          return { answer: data(response), grant };
        }

        const newPassword = {
          newPassword: 'a brand new passphrase 42',
          confirmPassword: 'a brand new passphrase 42',
        };

        beforeEach(async () => {
          await getContext().database.db.delete(passwordRecoveryCodes);
        });

        it('stays as before for an account without a second step', async () => {
          const user = await addStaffUser(getContext(), 'agent');
          const { answer, grant } = await validated(user.email);
          expect(answer).toEqual({ verified: true });
          data(await recovery('change-password', { email: user.email, ...newPassword }, grant));
        });

        it('asks an account with a second step for it: the emailed code alone does not change the password', async () => {
          const { user, secret } = await enrolledUser();
          const { answer, grant } = await validated(user.email);
          expect(answer).toEqual({ verified: true, second_step: { methods: ['totp', 'recovery-code'] } });

          const change = () => recovery('change-password', { email: user.email, ...newPassword }, grant);
          expectFailure(await change(), 400, SECOND_STEP_FIRST);
          expectFailure(
            await recovery('second-step', { email: user.email, code: '000000' }, grant),
            400,
            WRONG_CODE,
          );
          expectFailure(await change(), 400, SECOND_STEP_FIRST);
          // Without the grant cookie, the second step is refused.
          expectFailure(
            await recovery('second-step', { email: user.email, code: await codeOf(secret) }),
            400,
            'Verify the code sent to your email first.',
          );

          data(await recovery('second-step', { email: user.email, code: await codeOf(secret) }, grant));
          data(await change());
          const after = await login({ email: user.email, password: newPassword.newPassword });
          expect(after.second_step).toBeDefined();
        });

        it('accepts a recovery code as the second step, once, and mails a notice', async () => {
          const { user, recoveryCodes } = await enrolledUser();
          const { grant } = await validated(user.email);
          data(await recovery('second-step', { email: user.email, code: recoveryCodes[3] }, grant));
          await mails.take(user.email, 'A recovery code was used');
          data(await recovery('change-password', { email: user.email, ...newPassword }, grant));

          getContext().clock.advance(61);
          const again = await validated(user.email);
          expectFailure(
            await recovery('second-step', { email: user.email, code: recoveryCodes[3] }, again.grant),
            400,
            WRONG_CODE,
          );
        });

        it('a new validated code needs the second step again', async () => {
          const { user, secret } = await enrolledUser();
          const first = await validated(user.email);
          data(await recovery('second-step', { email: user.email, code: await codeOf(secret) }, first.grant));
          getContext().clock.advance(61);
          const second = await validated(user.email);
          expectFailure(
            await recovery('change-password', { email: user.email, ...newPassword }, second.grant),
            400,
            SECOND_STEP_FIRST,
          );
        });
      });

      describe("an admin's reset", () => {
        it('removes the second step, ends the sessions, is audited and mails a notice', async () => {
          const { user, secret } = await enrolledUser('agent');
          const userToken = data(await secondStep(await ticketOf(user), await codeOf(secret))).access_token;
          const adminToken = (await login(ADMIN)).access_token;

          const response = await post(`/staff/${user.id}/reset-two-step`, undefined, adminToken);
          expect(data(response)).toEqual({
            _id: user.id,
            name: expect.any(String),
            email: user.email,
            role: 'agent',
            status: 'active',
            lastSignInAt: expect.any(String),
            twoStep: false,
            createdAt: expect.any(String),
          });
          expect((await request('GET', '/session', { token: userToken })).statusCode).toBe(401);
          const live = await getContext()
            .database.db.select()
            .from(staffSessions)
            .where(and(eq(staffSessions.staffUserId, user.id)));
          expect(live.every((session) => session.endedAt !== null)).toBe(true);
          const [event] = await getContext()
            .database.db.select()
            .from(auditEvents)
            .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'reset-two-step')));
          expect(event).toMatchObject({
            entity: 'staff',
            changes: expect.arrayContaining([{ field: 'twoStep', before: true, after: false }]),
          });
          await mails.take(user.email, 'An admin reset your two-step sign-in');
          expect(await login(user)).toEqual({ access_token: expect.any(String) });
        });

        it('is refused to an agent (403) and answers 404 for an unknown id', async () => {
          const agent = await addStaffUser(getContext(), 'agent');
          const agentToken = (await login(agent)).access_token;
          const response = await post(`/staff/${agent.id}/reset-two-step`, undefined, agentToken);
          expectFailure(response, 403, 'Only an admin may manage staff accounts.');
          const adminToken = (await login(ADMIN)).access_token;
          expect(
            (await post('/staff/00000000-0000-4000-8000-000000000000/reset-two-step', undefined, adminToken))
              .statusCode,
          ).toBe(404);
        });
      });
    },
    { app: { mailer: mails.mailer } },
  );
});

describe('two-step sign-in, MFA_REQUIRED=all', () => {
  const mails = catchMails();

  describeEachDatabase(
    'MFA_REQUIRED=all',
    (getContext) => {
      const { request, post, data, codeOf, login, enrolTotp } = apiOf(getContext);

      it('takes an account without a second step to enrolment: a limited token, then a full one', async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        const first = await login(user);
        expect(first).toEqual({ access_token: expect.any(String), must_enrol: true });
        const limited = first.access_token as string;

        expectFailure(await request('GET', '/owner/all', { token: limited }), 403, ENROL_FIRST);
        expect(data(await request('GET', '/account', { token: limited }))).toMatchObject({
          twoStepRequired: true,
          totp: false,
        });
        expect(data(await request('GET', '/session', { token: limited }))).toMatchObject({ mustEnrol: true });

        const enrolled = await enrolTotp(limited);
        expect(enrolled.access_token).toEqual(expect.any(String));
        expect(enrolled.recoveryCodes).toHaveLength(10);
        // The limited session is over; the full token opens everything its role may.
        expect((await request('GET', '/session', { token: limited })).statusCode).toBe(401);
        expect((await request('GET', '/owner/all', { token: enrolled.access_token })).statusCode).toBe(200);

        getContext().clock.advance(30);
        const again = await login(user);
        expect(again.second_step.methods).toEqual(['totp', 'recovery-code']);
        expect(
          data(
            await post('/auth/second-step', {
              ticket: again.second_step.ticket,
              code: await codeOf(enrolled.secret),
            }),
          ),
        ).toEqual({
          access_token: expect.any(String),
        });
      });

      it('refuses to turn the required second step off', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const limited = (await login(user)).access_token;
        const { secret, access_token: token } = await enrolTotp(limited);
        getContext().clock.advance(30);
        expectFailure(
          await post('/account/two-step/disable', { code: await codeOf(secret) }, token),
          403,
          TWO_STEP_REQUIRED,
        );
      });

      it('an admin reset sends the person to enrolment at their next sign-in', async () => {
        const admin = await addStaffUser(getContext(), 'admin');
        const adminToken = (await enrolTotp((await login(admin)).access_token)).access_token as string;
        const user = await addStaffUser(getContext(), 'agent');
        await enrolTotp((await login(user)).access_token);
        expect((await login(user)).second_step).toBeDefined();
        data(await post(`/staff/${user.id}/reset-two-step`, undefined, adminToken));
        expect(await login(user)).toEqual({ access_token: expect.any(String), must_enrol: true });
        await mails.take(user.email, 'An admin reset your two-step sign-in');
      });
    },
    { env: { MFA_REQUIRED: 'all' }, app: { mailer: mails.mailer } },
  );
});

describe('two-step sign-in, MFA_REQUIRED=admins', () => {
  const mails = catchMails();

  describeEachDatabase(
    'MFA_REQUIRED=admins',
    (getContext) => {
      const { request, post, data, login, enrolTotp } = apiOf(getContext);

      /** A new admin with an authenticator app: their full token. */
      async function enrolledAdmin() {
        const admin = await addStaffUser(getContext(), 'admin');
        return (await enrolTotp((await login(admin)).access_token)).access_token as string;
      }

      /** The role changes audited of the account. */
      async function roleEntries(userId: string) {
        return getContext()
          .database.db.select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, 'role')));
      }

      it('ends the sessions of an agent without a second step made admin: their next sign-in enrols one', async () => {
        const adminToken = await enrolledAdmin();
        const user = await addStaffUser(getContext(), 'agent');
        const first = await login(user);
        expect(first).toEqual({ access_token: expect.any(String) });
        const token = first.access_token as string;
        expect(data(await request('GET', '/session', { token }))).toMatchObject({
          role: 'agent',
          mustEnrol: false,
        });

        const promoted = data(await post(`/staff/${user.id}/role`, { role: 'admin' }, adminToken));
        expect(promoted).toMatchObject({ _id: user.id, role: 'admin', status: 'active', twoStep: false });
        expectFailure(await request('GET', '/staff/all', { token }), 401, SIGN_IN_AGAIN);
        expectFailure(await request('GET', '/session', { token }), 401, SIGN_IN_AGAIN);
        const [entry] = await roleEntries(user.id);
        expect(entry?.changes).toEqual([
          { field: 'role', before: 'agent', after: 'admin' },
          { field: 'sessions', before: 1, after: 0 },
        ]);

        const again = await login(user);
        expect(again).toEqual({ access_token: expect.any(String), must_enrol: true });
        expectFailure(await request('GET', '/staff/all', { token: again.access_token }), 403, ENROL_FIRST);
      });

      it('keeps the sessions of an agent with a second step made admin, and of an admin made agent', async () => {
        const adminToken = await enrolledAdmin();
        const user = await addStaffUser(getContext(), 'agent');
        const token = (await login(user)).access_token as string;
        await enrolTotp(token);

        data(await post(`/staff/${user.id}/role`, { role: 'admin' }, adminToken));
        expect((await request('GET', '/staff/all', { token })).statusCode).toBe(200);
        // A demotion needs no new sign-in: every request is judged by the role the account has now.
        data(await post(`/staff/${user.id}/role`, { role: 'agent' }, adminToken));
        expectFailure(await request('GET', '/staff/all', { token }), 403, ACCESS.staff.refusal);
        expect(data(await request('GET', '/session', { token }))).toMatchObject({
          role: 'agent',
          mustEnrol: false,
        });
        for (const entry of await roleEntries(user.id)) {
          expect(entry.changes.map((change) => change.field)).toEqual(['role']);
        }
      });
    },
    { env: { MFA_REQUIRED: 'admins' }, app: { mailer: mails.mailer } },
  );
});
