import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise a dev outbox: each mail becomes a JSON file in
 * DATA_DIR/outbox and a log line, so the product works on a machine without a mail server.
 */
export function createMailer(
  options: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.mailFrom, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.json`);
      await writeFile(file, `${JSON.stringify({ from: options.mailFrom, ...mail }, null, 2)}\n`);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the dev outbox');
    },
  };
}
