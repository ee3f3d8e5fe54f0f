// The daily lease digest (issue 25): contracts ending soon with no renewal, overdue ones, and owners' passports
// that expire before their contract does. Plain text and HTML; every value from a record is escaped in the HTML.

import { escapeHtml, mailHtml, PRODUCT_NAME } from './mail-layout';
import type { Mail } from './mailer';

export const LEASE_DIGEST_SUBJECT = `${PRODUCT_NAME}: leases to act on`;

/** One line of the digest: what it is about, what is due, and its page. */
export interface DigestLine {
  title: string;
  detail: string;
  url: string;
}

export interface DigestSection {
  heading: string;
  lines: DigestLine[];
  /** How many there are in all (the mail lists the first ones). */
  total: number;
}

export interface DigestMailContents {
  /** The agency's day, yyyy-mm-dd. */
  day: string;
  sections: DigestSection[];
  /** The expiring contracts page. */
  pageUrl: string;
}

const more = (section: DigestSection) => section.total - section.lines.length;

export function leaseDigestMail(to: string, name: string, contents: DigestMailContents): Mail {
  const sections = contents.sections.filter((section) => section.total > 0);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const intro = `These leases need attention today (${contents.day}).`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...sections.flatMap((section) => [
      `${section.heading} (${section.total})`,
      ...section.lines.map((line) => `- ${line.title}: ${line.detail}\n  ${line.url}`),
      ...(more(section) > 0 ? [`- and ${more(section)} more`] : []),
      '',
    ]),
    `All expiring contracts: ${contents.pageUrl}`,
    '',
    'You get this mail because the daily lease digest is on in your account page; turn it off there.',
    PRODUCT_NAME,
  ].join('\n');
  const html = mailHtml(`    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) => `    <h2 style="font-size: 16px">${escapeHtml(section.heading)} (${section.total})</h2>
    <ul>
${section.lines
  .map(
    (line) =>
      `      <li><a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a>: ${escapeHtml(line.detail)}</li>`,
  )
  .join('\n')}${more(section) > 0 ? `\n      <li>and ${more(section)} more</li>` : ''}
    </ul>`,
  )
  .join('\n')}
    <p><a href="${escapeHtml(contents.pageUrl)}">All expiring contracts</a></p>
    <p style="color: #6b7280; font-size: 13px">You get this mail because the daily lease digest is on in your account page; turn it off there.</p>`);
  return { to, subject: LEASE_DIGEST_SUBJECT, text, html };
}
