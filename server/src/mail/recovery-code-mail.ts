import { mailHtml, PRODUCT_NAME } from './mail-layout';
import type { Mail } from './mailer';

export const RECOVERY_MAIL_SUBJECT = `Your ${PRODUCT_NAME} verification code`;

/** The mail carrying a password-recovery code, as plain text and HTML. `code` is digits only. */
export function recoveryCodeMail(to: string, code: string, validMinutes: number): Mail {
  const text = [
    'Hello,',
    '',
    `Your ${PRODUCT_NAME} verification code is: ${code}`,
    '',
    `Enter it on the Verify Code page to choose a new password. It is valid for ${validMinutes} minutes and works once.`,
    '',
    'If you did not ask to reset your password, ignore this email: your password stays the same.',
    '',
    PRODUCT_NAME,
  ].join('\n');

  const html = mailHtml(`    <p>Hello,</p>
    <p>Your ${PRODUCT_NAME} verification code is:</p>
    <p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${code}</p>
    <p>Enter it on the Verify Code page to choose a new password. It is valid for ${validMinutes} minutes and works once.</p>
    <p style="color: #6b7280">If you did not ask to reset your password, ignore this email: your password stays the same.</p>`);

  return { to, subject: RECOVERY_MAIL_SUBJECT, text, html };
}
