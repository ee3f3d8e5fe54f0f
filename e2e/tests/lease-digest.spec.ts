// Issue 25: the daily lease digest reaches a real SMTP server, and its link opens the contract in the product.

import { readableMail } from '@pm/smtp-catcher';
import { adminAccount, expect, signInByApi, test } from '../fixtures';
import { createContract, createParties, tokenOf } from '../support/api-records';
import { serverWithMailbox } from '../support/mailbox-server';

/** yyyy-mm-dd in Bangkok (the default AGENCY_TIMEZONE), `days` from today. */
function bangkokDay(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('the daily lease digest', () => {
  // Any hour is past DIGEST_HOUR 0: the server looks every second, and mails once a contract ends soon.
  const running = serverWithMailbox('lease-digest', { DIGEST_HOUR: '0', DIGEST_CHECK_SECONDS: '1' });

  test('mails the admin a contract ending within 30 days, with a link that opens it', async ({ page }) => {
    const { server, catcher } = running;
    await signInByApi(page, server.baseURL);
    const token = await tokenOf(page, server.baseURL);
    const unique = Date.now().toString(36);
    const { owner, property, tenant } = await createParties(page, server.baseURL, token, unique, {
      owner: 'Digest Owner',
      property: 'Digest Villa',
      tenant: 'Digest',
      tenantEmail: 'digest.tenant',
    });
    const contract = await createContract(page, server.baseURL, token, {
      ownerId: owner._id,
      propertyId: property._id,
      tenantId: tenant._id,
      contractRefName: `DIGEST-${unique}`,
      startDate: bangkokDay(-355),
      finishDate: bangkokDay(10),
    });

    const mail = await catcher.waitForMail(adminAccount.email, { timeoutMs: 30_000 });
    expect(mail.raw).toMatch(/^Subject: Property Management: leases to act on\r?$/m);
    const text = readableMail(mail);
    expect(text).toContain('Ending in the next 30 days with no renewal (1)');
    expect(text).toContain(`DIGEST-${unique} · Digest Villa ${unique}`);
    const link = `${server.baseURL}/contract/${contract._id}`;
    expect(text).toContain(link);
    expect(text).toMatch(/Content-Type: text\/html/);

    await page.goto(link);
    await expect(page.getByText(`DIGEST-${unique}`).first()).toBeVisible();
  });
});
