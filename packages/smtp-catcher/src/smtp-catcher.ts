// A real SMTP server for tests (the server's mailer test, the end-to-end recovery test): it keeps every mail it
// receives, so a test reads what was really sent.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The whole message as received: headers and MIME body. */
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  /** For SMTP_URL: plain SMTP, no TLS, no authentication. */
  url: string;
  mails: CaughtMail[];
  /** The user names that signed in (only a catcher started with `acceptPasswordsInClear` lets them). */
  logins: string[];
  /** The first mail to `recipient` after the first `skip` of them; waits up to `timeoutMs`. */
  waitForMail: (recipient: string, options?: { skip?: number; timeoutMs?: number }) => Promise<CaughtMail>;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every mail it receives. With `acceptPasswordsInClear`, it
 * also takes a sign-in without TLS, as a careless server would, and notes who signed in.
 */
export async function startSmtpCatcher({ acceptPasswordsInClear = false } = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: acceptPasswordsInClear,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  async function waitForMail(recipient: string, { skip = 0, timeoutMs = 15_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.filter((mail) => mail.to.includes(recipient))[skip];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${recipient} arrived within ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    logins,
    waitForMail,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A caught mail as a person reads it: its quoted-printable parts decoded (soft line breaks joined, `=XX` bytes
 * read as UTF-8), headers and MIME boundaries left as they are.
 */
export function readableMail(mail: CaughtMail): string {
  const bytes = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The 6-digit verification code of a recovery mail. */
export function verificationCode(mail: CaughtMail): string {
  const body = readableMail(mail);
  const code = /verification code is:?\s*(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No verification code in the mail:\n${mail.raw}`);
  return code;
}

/** The invitation link of an invitation mail (its plain text part). */
export function invitationLink(mail: CaughtMail): string {
  const body = readableMail(mail);
  const link = /(https?:\/\/\S+\/invitation\?token=[\w-]+)/.exec(body)?.[1];
  if (!link) throw new Error(`No invitation link in the mail:\n${mail.raw}`);
  return link;
}
