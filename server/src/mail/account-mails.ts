// The mails of staff accounts (issue 27): an invitation, and the notice of a change to an account's sign-in (NIST
// 800-63B: a password change, a recovery, a second step turned on, off or reset). Plain text and HTML; every value
// that comes from a person is escaped in the HTML part.

import { escapeHtml, mailHtml, PRODUCT_NAME } from './mail-layout';
import type { Mail } from './mailer';

/** A short mail: paragraphs, and an optional link (its text and address). */
function plainMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): Mail {
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    PRODUCT_NAME,
  ].join('\n');
  const html = mailHtml(
    [
      '    <p>Hello,</p>',
      ...paragraphs.map((paragraph) => `    <p>${escapeHtml(paragraph)}</p>`),
      ...(link ? [`    <p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ].join('\n'),
  );
  return { to, subject, text, html };
}

export const INVITATION_MAIL_SUBJECT = `You are invited to ${PRODUCT_NAME}`;

/** The invitation: a link to choose a password, valid `validHours`, that works once. */
export function invitationMail(to: string, invitedBy: string, url: string, validHours: number): Mail {
  return plainMail(
    to,
    INVITATION_MAIL_SUBJECT,
    [
      `${invitedBy} invited you to the ${PRODUCT_NAME} back office.`,
      `Open the link below to choose your password. It is valid for ${validHours} hours and works once; if it has expired, ask an admin to send a new one.`,
    ],
    { label: 'Choose your password', url },
  );
}

export const ACCOUNT_NOTICE_SUBJECT = `A change to your ${PRODUCT_NAME} sign-in`;

/**
 * The notice of a change to the account's sign-in, e.g. `change` = "Your password was changed." Sent to the account
 * after the change; it never carries a secret.
 */
export function accountNoticeMail(to: string, change: string, at: Date): Mail {
  return plainMail(to, ACCOUNT_NOTICE_SUBJECT, [
    change,
    `When: ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    'If this was not you, tell an admin at once: they can end your sessions and reset your sign-in.',
  ]);
}
