import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { staffUsers } from '../src/db/schema/auth';
import { passwordRecoveryCodes } from '../src/db/schema/recovery';
import { describeEachDatabase } from './harness';

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

/** Mails written to the dev outbox since the last call. */
const seen = new Set<string>();
function takeMails(): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((file) => !seen.has(file));
  } catch {
    return [];
  }
  return files.map((file) => {
    seen.add(file);
    return JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail;
  });
}

function codeFrom(mail: OutboxMail | undefined): string {
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${JSON.stringify(mail)}`);
  return code;
}

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
      const mails = takeMails().filter((mail) => mail.to === email);
      expect(mails).toHaveLength(1);
      return codeFrom(mails[0]);
    }

    beforeEach(async () => {
      await getContext().database.db.delete(passwordRecoveryCodes);
      takeMails();
    });

    describe('request', () => {
      it('mails a 6-digit code naming the product, in text and HTML, and answers the success body', async () => {
        const { email } = await addStaffUser();
        const response = await post('request', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(REQUESTED);

        const [mail, ...others] = takeMails();
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
        const code = codeFrom(takeMails().find((mail) => mail.to === email));
        expect((await post('validate', { email: email.toUpperCase(), code })).json()).toEqual(VERIFIED);
      });

      it('answers an unknown email with the same status and body, sends no mail, and applies the same wait', async () => {
        const { email } = await addStaffUser();
        const known = await post('request', { email });
        const unknown = await post('request', { email: 'nobody@example.com' });
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.json()).toEqual(known.json());
        expect(takeMails().map((mail) => mail.to)).toEqual([email]);

        const knownAgain = await post('resend-code', { email });
        const unknownAgain = await post('resend-code', { email: 'nobody@example.com' });
        expect(knownAgain.statusCode).toBe(429);
        expect(unknownAgain.statusCode).toBe(429);
        expect(unknownAgain.json()).toEqual(knownAgain.json());
        expect(takeMails()).toEqual([]);
      });

      it('answers the validation messages of the form', async () => {
        for (const [payload, message] of [
          [{}, 'Please enter a email'],
          [{ email: '' }, 'Please enter a email'],
          [{ email: 'a' }, 'email cannot be less than 2 characters!'],
        ] as const) {
          for (const route of ['request', 'resend-code']) {
            const response = await post(route, payload);
            expect(response.statusCode).toBe(400);
            expect(response.json()).toEqual({ statusCode: 400, message, error: 'Bad Request' });
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
        expect(takeMails()).toEqual([]);

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
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          statusCode: 429,
          message: 'Too many codes were asked for this email. Please try again in 55 minutes.',
          error: 'Too Many Requests',
        });
        expect(takeMails()).toEqual([]);

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
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ statusCode: 400, message, error: 'Bad Request' });
        }
      });
    });

    describe('change-password', () => {
      const change = (email: string, newPassword: string, confirmPassword = newPassword) =>
        post('change-password', { email, newPassword, confirmPassword });
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

      it('changes the password once after a verification, and revokes every earlier token', async () => {
        const user = await addStaffUser('first-password-1');
        const oldToken = await getContext().login(user);
        expect((await session(oldToken)).statusCode).toBe(200);

        const code = await requestCode(user.email);
        expect((await post('validate', { email: user.email, code })).statusCode).toBe(200);
        const response = await change(user.email, 'second-password-2');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(CHANGED);

        const again = await change(user.email, 'third-password-3');
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(VERIFY_FIRST);

        const revoked = await session(oldToken);
        expect(revoked.statusCode).toBe(401);
        expect(revoked.json().message).toBe('Please sign in again.');

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

      it('is refused when the verification is older than 10 minutes', async () => {
        const { email } = await addStaffUser();
        const code = await requestCode(email);
        await post('validate', { email, code });
        getContext().clock.advance(10 * 60 + 1);
        expect((await change(email, 'new-password-1')).json()).toEqual(VERIFY_FIRST);
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

        const code = await requestCode(user.email);
        await post('validate', { email: user.email, code });
        expect((await change(user.email, 'new-password-1')).statusCode).toBe(200);
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
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ statusCode: 400, message, error: 'Bad Request' });
        }
      });
    });
  },
  { env: { DATA_DIR: dataDir } },
);

describeEachDatabase(
  'password recovery with a mail server that is down',
  (getContext) => {
    const post = (route: string, payload: object) =>
      getContext().app.inject({ method: 'POST', url: `/api/auth/forgot-password/${route}`, payload });

    it('answers 503 with a message, and the next try is not held back by the wait', async () => {
      const email = 'down@example.com';
      await getContext()
        .database.db.insert(staffUsers)
        .values({ email, passwordHash: await hashPassword('first-password-1') });
      for (const route of ['request', 'resend-code']) {
        const response = await post(route, { email });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          statusCode: 503,
          message: 'The email could not be sent. Please try again later.',
          error: 'Service Unavailable',
        });
      }
    });

    it('still answers an unknown email with the success body (no mail is sent to it)', async () => {
      const response = await post('request', { email: 'nobody@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(REQUESTED);
    });
  },
  // Nothing listens on port 1: the connection is refused at once.
  { env: { SMTP_URL: 'smtp://127.0.0.1:1' } },
);
