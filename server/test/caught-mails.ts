// A mailer for a suite's app (`describeEachDatabase(..., { app: { mailer } })`) that keeps every mail the mail
// worker hands it, so a test reads what was sent: the mail queue and its worker run as in production.
import { expect } from 'vitest';
import type { Mail, Mailer } from '../src/mail/mailer';

export interface MailCatcher {
  mailer: Mailer;
  /** Every mail kept so far (a test may empty it). */
  sent: Mail[];
  /** Waits up to 10 s for a mail to `to` whose text contains `text`, and takes it from `sent`. */
  take: (to: string, text: string) => Promise<Mail>;
  /** The `skip`+1-th mail to `to`; waits up to 10 s for the worker to send it. */
  waitForMail: (to: string, options?: { skip?: number }) => Promise<Mail>;
  /** How many mails `to` received, after waiting two polls of the worker for any still queued. */
  settledCount: (to: string) => Promise<number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function catchMails(): MailCatcher {
  const mails: Mail[] = [];
  const to = (recipient: string) => mails.filter((mail) => mail.to === recipient);
  return {
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
    sent: mails,
    async take(recipient, text) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const index = mails.findIndex((mail) => mail.to === recipient && mail.text.includes(text));
        if (index >= 0) return mails.splice(index, 1)[0] as Mail;
        await sleep(50);
      }
      expect.fail(`No mail to ${recipient} containing "${text}" was sent within 10 s.`);
    },
    async waitForMail(recipient, { skip = 0 } = {}) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const found = to(recipient)[skip];
        if (found) return found;
        await sleep(50);
      }
      expect.fail(`No mail ${skip + 1} to ${recipient} was sent within 10 s.`);
    },
    async settledCount(recipient) {
      await sleep(1_200);
      return to(recipient).length;
    },
  };
}

/** The invitation link's token of an invitation mail (its plain text part). */
export function invitationToken(mail: Mail): string {
  const token = /\/invitation\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) expect.fail(`No invitation link in the mail:\n${mail.text}`);
  return token;
}
