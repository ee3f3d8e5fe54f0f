import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the mail is handed over; rejects with a MailDeliveryError otherwise. */
  send(mail: Mail): Promise<void>;
}

/** A mail could not be handed to the SMTP server (or written to the outbox); the message says why. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

/** Connecting, the greeting and each wait on the socket: a dead SMTP server fails after this, never hangs. */
export const SMTP_TIMEOUT_MS = 10_000;

export interface MailerOptions {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  /** Tests shorten it. */
  timeoutMs?: number;
}

/** host:port of the SMTP URL, without the credentials (safe to log). */
function smtpAddress(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise a dev outbox: each mail becomes a JSON file in
 * DATA_DIR/outbox and a log line, so the product works on a machine without a mail server.
 */
export function createMailer(options: MailerOptions, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
    const address = smtpAddress(smtpUrl);
    // nodemailer reads a URL's options from its query only (an options object beside `url` is ignored);
    // timeouts written into SMTP_URL by the operator win.
    const url = new URL(smtpUrl);
    for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout']) {
      if (!url.searchParams.has(option)) url.searchParams.set(option, String(timeoutMs));
    }
    // A password never goes in clear: plain smtp:// with a user name sends only once STARTTLS has encrypted the
    // connection (`?requireTLS=false` in SMTP_URL lifts it, for a relay inside a trusted network).
    if (url.protocol === 'smtp:' && url.username && !url.searchParams.has('requireTLS'))
      url.searchParams.set('requireTLS', 'true');
    const transport = nodemailer.createTransport(url.toString());
    return {
      async send(mail) {
        // A server that keeps answering but never finishes still ends: one overall limit on top of the socket's.
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${Math.round((3 * timeoutMs) / 1000)} s`)),
            3 * timeoutMs,
          );
        });
        try {
          await Promise.race([transport.sendMail({ from: options.mailFrom, ...mail }), deadline]);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          let reason = error instanceof Error ? error.message : String(error);
          if (typeof code === 'string' && !reason.includes(code)) reason += ` (${code})`;
          throw new MailDeliveryError(`Sending mail through the SMTP server ${address} failed: ${reason}`, {
            cause: error,
          });
        } finally {
          clearTimeout(timer);
        }
      },
    };
  }

  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      const file = path.join(outbox, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.json`);
      try {
        await mkdir(outbox, { recursive: true });
        // Written aside, then renamed: whoever reads the outbox never sees half a mail.
        await writeFile(
          `${file}.partial`,
          `${JSON.stringify({ from: options.mailFrom, ...mail }, null, 2)}\n`,
        );
        await rename(`${file}.partial`, file);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`Writing mail to the outbox ${outbox} failed: ${reason}`, {
          cause: error,
        });
      }
      // The file, never the recipient (personal data stays out of the log).
      log.info({ subject: mail.subject, file }, 'mail written to the dev outbox (no SMTP_URL)');
    },
  };
}
