import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CaughtMail, startSmtpCatcher } from '@pm/smtp-catcher';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMailer, MailDeliveryError } from '../src/mail/mailer';
import { recoveryCodeMail } from '../src/mail/recovery-code-mail';

const FROM = 'Property Management <no-reply@example.com>';
const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-mailer-test-'));
const silentLog = { info: () => undefined };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The decoded body of the MIME part with this content type. */
function mimePart(raw: string, contentType: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => new RegExp(`^Content-Type: ${contentType}`, 'im').test(candidate));
  if (!part) throw new Error(`no ${contentType} part in:\n${raw}`);
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    return content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  if (/^Content-Transfer-Encoding: base64/im.test(headers))
    return Buffer.from(content, 'base64').toString('utf8');
  return content;
}

describe('mailer over SMTP', () => {
  it('delivers the recovery mail with text and HTML bodies naming the product and the code', async () => {
    const smtp = await startSmtpCatcher();
    closers.push(smtp.stop);
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: FROM, dataDir }, silentLog);
    await mailer.send(recoveryCodeMail('staff@example.com', '042917', 10));

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails as [CaughtMail];
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.to).toEqual(['staff@example.com']);
    expect(mail.raw).toMatch(/^Subject: Your Property Management verification code\r?$/m);
    expect(mail.raw).toMatch(/^From: Property Management <no-reply@example.com>\r?$/m);

    const text = mimePart(mail.raw, 'text/plain');
    expect(text).toContain('Your Property Management verification code is: 042917');
    expect(text).toContain('10 minutes');
    const html = mimePart(mail.raw, 'text/html');
    expect(html).toContain('>042917<');
    expect(html).toContain('<h1 style="font-size: 20px">Property Management</h1>');
  });

  it('fails with a clear error, not a hang, when the server accepts the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise((resolve) => {
          silent.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        }),
    );
    const { port } = silent.address() as net.AddressInfo;
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, dataDir, timeoutMs: 300 },
      silentLog,
    );
    const failure = await mailer.send(recoveryCodeMail('staff@example.com', '111111', 10)).catch((e) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure.message).toBe(
      `Sending mail through the SMTP server 127.0.0.1:${port} failed: Timeout (ETIMEDOUT)`,
    );
  });

  it('sends no password in clear: smtp:// with a user name needs STARTTLS, unless SMTP_URL lifts it', async () => {
    const smtp = await startSmtpCatcher({ acceptPasswordsInClear: true });
    closers.push(smtp.stop);
    const withPassword = `smtp://mailuser:secret-password@127.0.0.1:${smtp.port}`;
    const mailer = createMailer({ smtpUrl: withPassword, mailFrom: FROM, dataDir }, silentLog);
    const failure = await mailer.send(recoveryCodeMail('staff@example.com', '111111', 10)).catch((e) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure.message).not.toContain('secret-password');
    expect(smtp.logins).toEqual([]);
    expect(smtp.mails).toEqual([]);

    const lifted = createMailer(
      { smtpUrl: `${withPassword}?requireTLS=false`, mailFrom: FROM, dataDir },
      silentLog,
    );
    await lifted.send(recoveryCodeMail('staff@example.com', '222222', 10));
    expect(smtp.logins).toEqual(['mailuser']);
    expect(smtp.mails).toHaveLength(1);
  });

  it('fails with a clear error when nothing listens, without showing the credentials', async () => {
    const mailer = createMailer(
      { smtpUrl: 'smtp://mailuser:secret-password@127.0.0.1:1', mailFrom: FROM, dataDir },
      silentLog,
    );
    const failure = await mailer.send(recoveryCodeMail('staff@example.com', '111111', 10)).catch((e) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure.message).toMatch(
      /^Sending mail through the SMTP server 127\.0\.0\.1:1 failed: .*ECONNREFUSED/,
    );
    expect(failure.message).not.toContain('secret-password');
  });
});

describe('mailer without SMTP_URL (dev outbox)', () => {
  it('writes one JSON file per mail into DATA_DIR/outbox and logs a line', async () => {
    const lines: unknown[][] = [];
    const mailer = createMailer(
      { mailFrom: FROM, dataDir },
      { info: (...args: unknown[]) => lines.push(args) },
    );
    await mailer.send(recoveryCodeMail('staff@example.com', '654321', 10));

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const stored = JSON.parse(readFileSync(path.join(outbox, files[0] as string), 'utf8'));
    expect(stored).toEqual({
      from: FROM,
      to: 'staff@example.com',
      subject: 'Your Property Management verification code',
      text: expect.stringContaining('654321'),
      html: expect.stringContaining('654321'),
    });
    // The line names the file, never the recipient.
    expect(JSON.stringify(lines)).not.toContain('staff@example.com');
    expect(lines).toEqual([
      [
        { subject: stored.subject, file: path.join(outbox, files[0] as string) },
        expect.stringContaining('dev outbox'),
      ],
    ]);
  });
});
