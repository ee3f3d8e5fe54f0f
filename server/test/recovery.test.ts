import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { RESET_GRANT_COOKIE } from '../src/auth/recovery-codes';
import { attemptLimits, staffUsers } from '../src/db/schema/auth';
import { passwordRecoveryCodes } from '../src/db/schema/recovery';
import { type Mail, MailDeliveryError } from '../src/mail/mailer';
import { expectFailure } from './failure-answers';
import { describeEachDatabase, TEST_MAIL_QUEUE } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-recovery-test-'));
const outbox = path.join(dataDir, 'outbox');

const REQUESTED = {
  statusCode: 200,
  message: 'Success',
  data: { message: 'If this email belongs to an account, a code has been sent.' },
};
const VERIFIED = { statusCode: 200, message: 'Success', data: { verified: true } };
const CHANGED = { statusCode: 200, message: 'Success', data: null };
const INVALID = { statusCode: 400, message: 'Invalid email or code.', error: 'Bad Request' };
const VERIFY_FIRST = {
  statusCode: 400,
  message: 'Verify the code sent to your email first.',
  error: 'Bad Request',
};
const TOO_MANY_ATTEMPTS = {
  statusCode: 429,
  message: 'Too many attempts. Please try again in 15 minutes.',
  error: 'Too Many Requests',
};
const waitMessage = (seconds: number) => ({
  statusCode: 429,
  message: `Please wait ${seconds} seconds before asking for a new code.`,
  error: 'Too Many Requests',
});

interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails written to the dev outbox since the last call (the mail worker writes them after the answer). */
const seen = new Set<string>();
function newMails(): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json') && !seen.has(file));
  } catch {
    return [];
  }
  return files.map((file) => {
    seen.add(file);
    return JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s) until `count` new mails (to `to`, when given) have been sent, and answers them. */
async function takeMails(count: number, to?: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (let waited = 0; mails.length < count && waited < 10_000; waited += 100) {
    mails.push(...newMails().filter((mail) => to === undefined || mail.to === to));
    if (mails.length < count) await sleep(100);
  }
  return mails;
}

/** No mail is sent within two polls of the mail worker. */
async function expectNoMail() {
  await sleep(1_200);
  expect(newMails()).toEqual([]);
}

/** The reset grant a validate answer hands out (its cookie value), if any. */
function grantOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === RESET_GRANT_COOKIE)?.value;
}

function codeFrom(mail: OutboxMail | undefined): string {
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${JSON.stringify(mail)}`);
  return code;
}

/** A mail server that refuses the first two mails it is handed, then takes every one. */
const flakyMailer = {
  attempts: 0,
  delivered: [] as Mail[],
  async send(mail: Mail) {
    flakyMailer.attempts += 1;
    if (flakyMailer.attempts <= 2) throw new MailDeliveryError('the mail server refused the connection');
    flakyMailer.delivered.push(mail);
  },
};

/** A code different from `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase(
  'password recovery',
  (getContext) => {
    let counter = 0;
    const post = (route: string, payload: object) =>
      getContext().app.inject({ method: 'POST', url: `/api/auth/forgot-password/${route}`, payload });

    async function addStaffUser(password = 'first-password-1') {
      counter += 1;
      const email = `recover-${counter}@example.com`;
      await getContext()
        .database.db.insert(staffUsers)
        .values({ email, passwordHash: await hashPassword(password) });
      return { email, password };
    }

    /** Asks for a code for `email` and returns it, read from the mail. */
    async function requestCode(email: string, route = 'request') {
      const response = await post(route, { email });
      expect(response.statusCode).toBe(200);
      const mails = await takeMails(1, email);
      expect(mails).toHaveLength(1);
      return codeFrom(mails[0]);
    }

    /** Validates the code and answers the reset grant handed out with it. */
    async function verify(email: string, code: string): Promise<string> {
      const response = await post('validate', { email, code });
      expect(response.json()).toEqual(VERIFIED);
      const grant = grantOf(response);
      expect(grant).toBeTruthy();
      return grant as string;
    }

    beforeEach(async () => {
      await getContext().database.db.delete(passwordRecoveryCodes);
      await getContext().database.db.delete(attemptLimits);
      newMails();
    });

    describe('request', () => {
      it('mails a 6-digit code naming the product, in text and HTML, and answers the success body', async () => {
        const { email } = await addStaffUser();
        const response = await post('request', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(REQUESTED);

        const [mail, ...others] = await takeMails(1);
        expect(others).toEqual([]);
        expect(mail?.to).toBe(email);
        expect(mail?.subject).toBe('Your Property Management verification code');
        const code = codeFrom(mail);
        expect(mail?.text).toContain('Property Management');
        expect(mail?.html).toContain(code);
        expect(mail?.html).toContain('Property Management');

        expect((await post('validate', { email, code })).json()).toEqual(VERIFIED);
      });

      it('stores only hashes of the email and the code', async () => {
        const { email } = await addStaffUser();
        const code = await requestCode(email);
        const rows = await getContext().database.db.select().from(passwordRecoveryCodes);
        expect(rows).toHaveLength(1);
        expect(JSON.stringify(rows)).not.toContain(code);
        expect(JSON.stringify(rows)).not.toContain(email);
      });

      it('ignores case and spaces around the email', async () => {
        const { email } = await addStaffUser();
        const response = await post('request', { email: `  ${email.toUpperCase()} ` });
        expect(response.statusCode).toBe(200);
        const code = codeFrom((await takeMails(1)).find((mail) => mail.to === email));
        expect((await post('validate', { email: email.toUpperCase(), code })).json()).toEqual(VERIFIED);
      });

      it('answers an unknown email with the same status and body, sends no mail, and applies the same wait', async () => {
        const { email } = await addStaffUser();
        const known = await post('request', { email });
        const unknown = await post('request', { email: 'nobody@example.com' });
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.json()).toEqual(known.json());
        expect((await takeMails(1)).map((mail) => mail.to)).toEqual([email]);

        const knownAgain = await post('resend-code', { email });
        const unknownAgain = await post('resend-code', { email: 'nobody@example.com' });
        expect(knownAgain.statusCode).toBe(429);
        expect(unknownAgain.statusCode).toBe(429);
        expect(unknownAgain.json()).toEqual(knownAgain.json());
        await expectNoMail();
      });

      it('answers the validation messages of the form', async () => {
        for (const [payload, message] of [
          [{}, 'Please enter a email'],
          [{ email: '' }, 'Please enter a email'],
          [{ email: 'a' }, 'email cannot be less than 2 characters!'],
        ] as const) {
          for (const route of ['request', 'resend-code']) {
            const response = await post(route, payload);
            expectFailure(response, 400, message);
          }
        }
      });
    });

    describe('resend wait and hourly cap', () => {
      it('refuses a new code within 60 seconds (429), then sends one that replaces the old', async () => {
        const { email } = await addStaffUser();
        const first = await requestCode(email);

        let response = await post('resend-code', { email });
        expect(response.statusCode).toBe(429);
        expect(response.json()).toEqual(waitMessage(60));
        expect(response.headers['retry-after']).toBe('60');
        getContext().clock.advance(45);
        response = await post('request', { email });
        expect(response.json()).toEqual(waitMessage(15));
        await expectNoMail();

        getContext().clock.advance(15);
        const second = await requestCode(email, 'resend-code');
        if (second !== first) {
          expect((await post('validate', { email, code: first })).json()).toEqual(INVALID);
        }
        expect((await post('validate', { email, code: second })).json()).toEqual(VERIFIED);
      });

      it('sends at most 5 codes per email and hour', async () => {
        const { email } = await addStaffUser();
        for (let index = 0; index < 5; index += 1) {
          await requestCode(email, index % 2 ? 'resend-code' : 'request');
          getContext().clock.advance(60);
        }
        const refused = await post('resend-code', { email });
        expectFailure(
          refused,
          429,
          'Too many codes were asked for this email. Please try again in 55 minutes.',
        );
        await expectNoMail();

        const unknown = { email: 'nobody-capped@example.com' };
        for (let index = 0; index < 5; index += 1) {
          expect((await post('request', unknown)).statusCode).toBe(200);
          getContext().clock.advance(60);
        }
        expect((await post('request', unknown)).statusCode).toBe(429);

        getContext().clock.advance(55 * 60);
        const code = await requestCode(email);
        expect((await post('validate', { email, code })).json()).toEqual(VERIFIED);
      });
    });

    describe('validate', () => {
      it('accepts a code for 10 minutes only', async () => {
        const early = await addStaffUser();
        const late = await addStaffUser();
        const earlyCode = await requestCode(early.email);
        const lateCode = await requestCode(late.email);

        getContext().clock.advance(9 * 60 + 59);
        expect((await post('validate', { email: early.email, code: earlyCode })).json()).toEqual(VERIFIED);
        getContext().clock.advance(1);
        const expired = await post('validate', { email: late.email, code: lateCode });
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual(INVALID);
      });

      it('accepts a code once', async () => {
        const { email } = await addStaffUser();
        const code = await requestCode(email);
        expect((await post('validate', { email, code })).statusCode).toBe(200);
        const again = await post('validate', { email, code });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(INVALID);
      });

      it('kills a code after 5 wrong tries, even for the right code', async () => {
        const { email } = await addStaffUser();
        const code = await requestCode(email);
        for (let index = 0; index < 5; index += 1) {
          const response = await post('validate', { email, code: wrong(code) });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(INVALID);
        }
        expect((await post('validate', { email, code })).json()).toEqual(INVALID);
      });

      it('still accepts the right code after 4 wrong tries', async () => {
        const { email } = await addStaffUser();
        const code = await requestCode(email);
        for (let index = 0; index < 4; index += 1) await post('validate', { email, code: wrong(code) });
        expect((await post('validate', { email, code })).json()).toEqual(VERIFIED);
      });

      it('answers an unknown email, or one without a code, like a wrong code', async () => {
        const { email } = await addStaffUser();
        expect((await post('validate', { email, code: '123456' })).json()).toEqual(INVALID);
        await post('request', { email: 'nobody@example.com' });
        expect((await post('validate', { email: 'nobody@example.com', code: '123456' })).json()).toEqual(
          INVALID,
        );
      });

      it('answers the validation messages of the form', async () => {
        for (const [payload, message] of [
          [{ code: '123456' }, 'Please enter a email'],
          [{ email: 'someone@example.com' }, 'Please enter your code'],
          [{ email: 'someone@example.com', code: '' }, 'Please enter your code'],
          [{ email: 'someone@example.com', code: '12' }, 'Code cannot be less than 4 characters!'],
        ] as const) {
          const response = await post('validate', payload);
          expectFailure(response, 400, message);
        }
      });
    });

    describe('change-password', () => {
      const change = (email: string, newPassword: string, grant?: string, confirmPassword = newPassword) =>
        getContext().app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/change-password',
          payload: { email, newPassword, confirmPassword },
          cookies: grant ? { [RESET_GRANT_COOKIE]: grant } : {},
        });
      const session = (token: string) =>
        getContext().app.inject({
          method: 'GET',
          url: '/api/session',
          headers: getContext().authorized(token),
        });

      it('is refused without a verified code', async () => {
        const { email } = await addStaffUser();
        const response = await change(email, 'new-password-1');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(VERIFY_FIRST);

        await requestCode(email);
        expect((await change(email, 'new-password-1')).json()).toEqual(VERIFY_FIRST);
        expect((await change('nobody@example.com', 'new-password-1')).json()).toEqual(VERIFY_FIRST);
      });

      it('hands the client that proved the code a one-time grant: an HttpOnly, SameSite=Strict cookie of the recovery routes, 10 minutes', async () => {
        const { email } = await addStaffUser();
        const code = await requestCode(email);
        const response = await post('validate', { email, code });
        const cookie = response.cookies.find((candidate) => candidate.name === RESET_GRANT_COOKIE);
        expect(cookie).toMatchObject({
          httpOnly: true,
          sameSite: 'Strict',
          path: '/api/auth/forgot-password',
          maxAge: 600,
        });
        expect(cookie?.secure).toBeFalsy();
        expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
        const rows = await getContext().database.db.select().from(passwordRecoveryCodes);
        expect(JSON.stringify(rows)).not.toContain(cookie?.value);
      });

      it('is refused to any other client, even right after someone validated the code for that email', async () => {
        const { email } = await addStaffUser('first-password-1');
        const grant = await verify(email, await requestCode(email));
        // The review's request: another client, the same email in capitals, no grant.
        const stranger = await change(email.toUpperCase(), 'pwn-pwn-pwn-1');
        expect(stranger.statusCode).toBe(400);
        expect(stranger.json()).toEqual(VERIFY_FIRST);
        const forged = await change(email, 'pwn-pwn-pwn-1', `${grant.slice(0, -2)}xx`);
        expect(forged.json()).toEqual(VERIFY_FIRST);
        const otherAccount = await addStaffUser();
        expect((await change(otherAccount.email, 'pwn-pwn-pwn-1', grant)).json()).toEqual(VERIFY_FIRST);
        // The user who proved the code still can.
        expect((await change(email, 'second-password-2', grant)).json()).toEqual(CHANGED);
        await getContext().login({ email, password: 'second-password-2' });
      });

      it('changes the password once after a verification, and revokes every earlier token', async () => {
        const user = await addStaffUser('first-password-1');
        const oldToken = await getContext().login(user);
        expect((await session(oldToken)).statusCode).toBe(200);

        const grant = await verify(user.email, await requestCode(user.email));
        const response = await change(user.email, 'second-password-2', grant);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(CHANGED);
        const cleared = response.cookies.find((cookie) => cookie.name === RESET_GRANT_COOKIE);
        expect(cleared?.value).toBe('');

        const again = await change(user.email, 'third-password-3', grant);
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(VERIFY_FIRST);

        const revoked = await session(oldToken);
        expectFailure(revoked, 401, 'Please sign in again.');

        const oldPassword = await getContext().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: user,
        });
        expect(oldPassword.statusCode).toBe(401);
        const newToken = await getContext().login({ email: user.email, password: 'second-password-2' });
        expect((await session(newToken)).statusCode).toBe(200);

        const [stored] = await getContext()
          .database.db.select()
          .from(staffUsers)
          .where(eq(staffUsers.email, user.email));
        expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
      });

      it('is refused to an account deactivated after its code was verified, whose password stays', async () => {
        const user = await addStaffUser('first-password-1');
        const grant = await verify(user.email, await requestCode(user.email));
        const byEmail = eq(staffUsers.email, user.email);
        const { db } = getContext().database;
        await db.update(staffUsers).set({ deactivatedAt: getContext().clock.now }).where(byEmail);
        const [before] = await db.select().from(staffUsers).where(byEmail);
        expect((await change(user.email, 'second-password-2', grant)).json()).toEqual(VERIFY_FIRST);
        const [after] = await db.select().from(staffUsers).where(byEmail);
        expect(after?.passwordHash).toBe(before?.passwordHash);
      });

      it('is refused when the verification is older than 10 minutes', async () => {
        const { email } = await addStaffUser();
        const grant = await verify(email, await requestCode(email));
        getContext().clock.advance(10 * 60 + 1);
        expect((await change(email, 'new-password-1', grant)).json()).toEqual(VERIFY_FIRST);
      });

      it('refuses a weak staff password with a message naming the field, and keeps the grant', async () => {
        const { email } = await addStaffUser('first-password-1');
        const grant = await verify(email, await requestCode(email));
        const short = await change(email, 'pwn', grant);
        expectFailure(short, 400, 'The new password must be at least 8 characters long.');
        const common = await change(email, 'password1', grant);
        expectFailure(
          common,
          400,
          'The new password is one of the most common passwords. Choose one that is harder to guess.',
        );
        expect((await change(email, 'a-much-better-one-7', grant)).json()).toEqual(CHANGED);
      });

      it('lifts a sign-in lock of the account', async () => {
        const user = await addStaffUser();
        for (let index = 0; index < getContext().config.loginMaxFailures; index += 1) {
          await getContext().app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: 'not-the-password' },
          });
        }
        const locked = await getContext().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'new-password-1' },
        });
        expect(locked.statusCode).toBe(429);

        const grant = await verify(user.email, await requestCode(user.email));
        expect((await change(user.email, 'new-password-1', grant)).statusCode).toBe(200);
        await getContext().login({ email: user.email, password: 'new-password-1' });
      });

      it('answers the validation messages of the form', async () => {
        for (const [payload, message] of [
          [{ newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Please enter an email'],
          [
            { email: 'a', newPassword: 'abcdef', confirmPassword: 'abcdef' },
            'Email cannot be less than 2 characters!',
          ],
          [{ email: 'someone@example.com', confirmPassword: 'abcdef' }, 'Please enter your password'],
          [
            { email: 'someone@example.com', newPassword: 'ab', confirmPassword: 'ab' },
            'Password cannot be less than 3 characters!',
          ],
          [
            { email: 'someone@example.com', newPassword: 'abcdef', confirmPassword: '' },
            'Please enter your password',
          ],
          [
            { email: 'someone@example.com', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
            'Passwords do not match.',
          ],
        ] as const) {
          const response = await post('change-password', payload);
          expectFailure(response, 400, message);
        }
      });
    });

    describe('limits per address and per account', () => {
      const from = (route: string, payload: object, remoteAddress: string) =>
        getContext().app.inject({
          method: 'POST',
          url: `/api/auth/forgot-password/${route}`,
          payload,
          remoteAddress,
        });

      it('validate: 30 tries per address and 10 per account in 15 minutes', async () => {
        for (let index = 0; index < 30; index += 1) {
          const response = await from(
            'validate',
            { email: `someone-${index}@example.com`, code: '123456' },
            '198.51.100.20',
          );
          expect(response.statusCode).toBe(400);
        }
        const byAddress = await from(
          'validate',
          { email: 'fresh@example.com', code: '123456' },
          '198.51.100.20',
        );
        expect(byAddress.statusCode).toBe(429);
        expect(byAddress.json()).toEqual(TOO_MANY_ATTEMPTS);

        const { email } = await addStaffUser();
        for (let index = 0; index < 10; index += 1) {
          await from('validate', { email, code: '123456' }, `198.51.100.${100 + index}`);
        }
        const byAccount = await from('validate', { email, code: '123456' }, '198.51.100.200');
        expect(byAccount.json()).toEqual(TOO_MANY_ATTEMPTS);
        getContext().clock.advance(15 * 60);
        expect((await from('validate', { email, code: '123456' }, '198.51.100.200')).statusCode).toBe(400);
      });

      it('change-password: 30 tries per address and 10 per account in 15 minutes', async () => {
        const payload = (email: string) => ({
          email,
          newPassword: 'new-password-1',
          confirmPassword: 'new-password-1',
        });
        for (let index = 0; index < 30; index += 1) {
          expect(
            (await from('change-password', payload(`x${index}@example.com`), '198.51.100.21')).statusCode,
          ).toBe(400);
        }
        expect((await from('change-password', payload('y@example.com'), '198.51.100.21')).json()).toEqual(
          TOO_MANY_ATTEMPTS,
        );
        for (let index = 0; index < 10; index += 1) {
          await from('change-password', payload('target@example.com'), `203.0.113.${index}`);
        }
        expect((await from('change-password', payload('target@example.com'), '203.0.113.99')).json()).toEqual(
          TOO_MANY_ATTEMPTS,
        );
      });

      it('request and resend-code: 30 per address and hour', async () => {
        for (let index = 0; index < 30; index += 1) {
          expect(
            (await from('request', { email: `many-${index}@example.com` }, '198.51.100.22')).statusCode,
          ).toBe(200);
        }
        const refused = await from('resend-code', { email: 'one-more@example.com' }, '198.51.100.22');
        expectFailure(refused, 429, 'Too many attempts. Please try again in 60 minutes.');
      });
    });
  },
  { env: { DATA_DIR: dataDir } },
);

describeEachDatabase(
  'password recovery answers the same, in the same time, whether or not the email has an account',
  (getContext) => {
    it('takes the same time for a known and an unknown email (medians of 50 requests differ by less than 5 ms)', async () => {
      const { app, database } = getContext();
      const known = Array.from({ length: 50 }, (_, index) => `timed-${index}@example.com`);
      await database.db
        .insert(staffUsers)
        .values(known.map((email) => ({ email, passwordHash: 'not-a-real-hash' })));
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/request',
          payload: { email },
          remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        expect(response.statusCode).toBe(200);
        return performance.now() - started;
      };
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let index = 0; index < 50; index += 1) {
        knownTimes.push(await timed(known[index] as string));
        unknownTimes.push(await timed(`nobody-${index}@example.com`));
      }
      const difference = Math.abs(median(knownTimes) - median(unknownTimes));
      console.log(
        `recovery request medians: known ${median(knownTimes).toFixed(2)} ms, unknown ${median(unknownTimes).toFixed(2)} ms`,
      );
      expect(difference).toBeLessThan(5);
    });
  },
  {
    env: { DATA_DIR: dataDir },
    // The answers are timed, not the mail worker: it does not poll while they are (its work between two answers,
    // on PGlite's one connection, adds milliseconds of noise to whichever answer it falls on).
    app: { mailQueue: { ...TEST_MAIL_QUEUE, pollingIntervalSeconds: 3600 } },
  },
);

describeEachDatabase(
  'password recovery with a mail server that is down',
  (getContext) => {
    const post = (route: string, payload: object) =>
      getContext().app.inject({ method: 'POST', url: `/api/auth/forgot-password/${route}`, payload });

    it('answers a known email like an unknown one: 200 with the success body, the mail waiting in the queue', async () => {
      const email = 'down@example.com';
      await getContext()
        .database.db.insert(staffUsers)
        .values({ email, passwordHash: await hashPassword('first-password-1') });
      const known = await post('request', { email });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(REQUESTED);
      const unknown = await post('request', { email: 'nobody@example.com' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(REQUESTED);
    });
  },
  // Nothing listens on port 1: the connection is refused at once.
  { env: { SMTP_URL: 'smtp://127.0.0.1:1' } },
);

describeEachDatabase(
  'password recovery mail retried until the mail server takes it',
  (getContext) => {
    beforeEach(() => {
      flakyMailer.attempts = 0;
      flakyMailer.delivered = [];
    });

    it('sends the mail once the mail server is back, without the user asking again', async () => {
      const email = 'retried@example.com';
      await getContext()
        .database.db.insert(staffUsers)
        .values({ email, passwordHash: await hashPassword('first-password-1') });
      const response = await getContext().app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/request',
        payload: { email },
      });
      expect(response.json()).toEqual(REQUESTED);
      for (let waited = 0; flakyMailer.delivered.length === 0 && waited < 15_000; waited += 100)
        await sleep(100);
      expect(flakyMailer.attempts).toBe(3);
      expect(flakyMailer.delivered.map((mail) => mail.to)).toEqual([email]);
    });

    it('marks the reset grant Secure when the request came over https (behind a trusted proxy)', async () => {
      flakyMailer.attempts = 2;
      const email = 'secure-grant@example.com';
      await getContext()
        .database.db.insert(staffUsers)
        .values({ email, passwordHash: await hashPassword('first-password-1') });
      const overHttps = { 'x-forwarded-proto': 'https' };
      await getContext().app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/request',
        payload: { email },
        headers: overHttps,
      });
      for (let waited = 0; flakyMailer.delivered.length === 0 && waited < 10_000; waited += 100)
        await sleep(100);
      const code = codeFrom(flakyMailer.delivered[0] as OutboxMail);
      const response = await getContext().app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/validate',
        payload: { email, code },
        headers: overHttps,
      });
      expect(response.json()).toEqual(VERIFIED);
      expect(response.cookies.find((cookie) => cookie.name === RESET_GRANT_COOKIE)?.secure).toBe(true);
    });
  },
  { app: { mailer: flakyMailer }, env: { TRUST_PROXY: 'true' } },
);
