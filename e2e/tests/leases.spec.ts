// Issue 25 in a real browser: a staff member opens the expiring contracts from the side menu, finds a contract
// that ends within 30 days, renews it through the pre-filled add form, and sees both contracts linked.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createContract, createParties, tokenOf } from '../support/api-records';
import { detail, expectCells } from '../support/flows';

/** The agency's time zone of the test server (AGENCY_TIMEZONE's default). */
const AGENCY_UTC_OFFSET_HOURS = 7;

/** The day `days` from today in the agency's time zone, as yyyy-mm-dd. */
function agencyDay(days: number): string {
  const now = Date.now() + AGENCY_UTC_OFFSET_HOURS * 3_600_000;
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day after a yyyy-mm-dd day. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What a details page shows beside a label of its "Lease" section. */
const leaseDetail = (page: Page, label: string) => detail(page.getByRole('region', { name: 'Lease' }), label);

test.describe('leases', () => {
  test('a staff member renews a contract that ends within 30 days and sees both contracts linked', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const unique = `${Date.now()}`;
    const token = await tokenOf(page, baseURL as string);
    const { owner, property, tenant } = await createParties(page, baseURL as string, token, unique, {
      owner: 'Lease Owner',
      property: 'Lease Condo',
      tenant: 'Lek',
      tenantEmail: 'lease.tenant',
    });
    const refName = `LEASE-${unique}`;
    const finishDate = agencyDay(2);
    await createContract(page, baseURL as string, token, {
      ownerId: owner._id,
      propertyId: property._id,
      tenantId: tenant._id,
      contractRefName: refName,
      startDate: agencyDay(-363),
      finishDate,
    });
    const tenantName = `${tenant.profile.firstName} ${tenant.profile.surName}`;

    // The side menu leads to the expiring contracts, 30 days ahead unless chosen otherwise.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByTestId('side-drawer')
      .getByRole('link', { name: 'Expiring Contracts', exact: true })
      .click();
    await expect(page).toHaveURL(/\/contracts\/expiring$/);
    await expect(page.getByRole('combobox', { name: 'Ending within' })).toHaveValue('30');
    const endingSoon = page.getByRole('table', { name: 'Contracts ending soon' });
    const row = endingSoon.getByRole('row').filter({ hasText: refName });
    await expect(row).toHaveCount(1);
    await expectCells(row, [
      refName,
      tenantName,
      property.name,
      owner.profile.name,
      '25,000',
      finishDate,
      '2 days',
      'Open',
    ]);

    // A longer horizon is kept in the address, and still lists it.
    await page.getByRole('combobox', { name: 'Ending within' }).selectOption('60');
    await expect(page).toHaveURL(/\/contracts\/expiring\?within=60$/);
    await expect(row).toHaveCount(1);

    // Renew: the add form, pre-filled from the contract; its parties shown but fixed.
    await row.getByRole('link', { name: `Renew ${refName}` }).click();
    await expect(page).toHaveURL(/\/contracts\/renew-contract\/[0-9a-f-]{36}$/);
    const oldId = page.url().split('/').pop() as string;
    await expect(page.getByRole('heading', { name: 'Renew Contract', level: 2 })).toBeVisible();
    const ownerSelect = page.getByRole('combobox', { name: 'Owner' });
    await expect(ownerSelect).toBeDisabled();
    await expect(ownerSelect.locator('option:checked')).toHaveText(owner.profile.name);
    await expect(page.getByRole('combobox', { name: 'Tenant' }).locator('option:checked')).toHaveText(
      tenantName,
    );
    await expect(page.getByLabel('Start Date', { exact: true })).toHaveValue(dayAfter(finishDate));
    await expect(page.getByLabel('Deposit Amount', { exact: true })).toHaveValue('50000');
    const renewalName = `${refName}-R`;
    await page.getByLabel('Contract Reference Name', { exact: true }).fill(renewalName);
    await page.getByRole('button', { name: 'Add Contract' }).click();
    await expect(page.getByText('Contract renewed')).toBeVisible();

    // The new contract's page (its path, not the renewal form's, which ends the same way): it renews the old one.
    await expect(page).toHaveURL((url) => /^\/contract\/[0-9a-f-]{36}$/.test(url.pathname));
    expect(page.url()).not.toContain(oldId);
    // The renewal form stays on screen until the details page has loaded.
    await expect(page.getByRole('heading', { name: 'Contract Details', level: 2 })).toBeVisible();
    await expect(
      detail(page.getByRole('region', { name: 'Contract Terms' }), 'Contract Reference Name'),
    ).toContainText(renewalName);
    await expect(leaseDetail(page, 'Renews')).toContainText(refName);

    // The old one's page: renewed by the new one, and no "Renew" any more.
    await page
      .getByRole('region', { name: 'Lease' })
      .getByRole('link', { name: refName, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/contract/${oldId}$`));
    await expect(leaseDetail(page, 'Renewed by')).toContainText(renewalName);
    await expect(leaseDetail(page, 'Lease status')).toContainText('Renewed');
    await expect(page.getByRole('link', { name: 'Renew', exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Lease' }).getByRole('link', { name: renewalName, exact: true }),
    ).toBeVisible();
  });
});
