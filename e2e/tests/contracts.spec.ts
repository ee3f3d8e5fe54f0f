import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createParties, tokenOf } from '../support/api-records';
import { detail, expectCells, expectRow, fillFields, saveForm } from '../support/flows';

/** An owner, their property and a tenant living there, created through the API: their names. */
async function createNamedParties(page: Page, baseURL: string, unique: string) {
  const { owner, property, tenant } = await createParties(
    page,
    baseURL,
    await tokenOf(page, baseURL),
    unique,
    {
      owner: 'Contract Owner',
      property: 'Contract Condo',
      tenant: 'Mali',
      tenantEmail: 'contract.tenant',
    },
  );
  return {
    ownerName: owner.profile.name as string,
    propertyName: property.name as string,
    tenantName: `${tenant.profile.firstName} ${tenant.profile.surName}`,
  };
}

/** The value shown under a label of the details page, inside one section. */
const detailIn = (page: Page, section: string, label: string) =>
  detail(page.getByRole('region', { name: section }), label);

test.describe('contracts', () => {
  test('adds a contract, lists it, opens its details by row and edits its deposit', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const unique = `${Date.now()}`;
    const parties = await createNamedParties(page, baseURL as string, unique);
    const refName = `CT-${unique}`;

    await page.goto('/contracts');
    await expect(page.getByRole('heading', { name: 'Contracts', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Add Contract' }).click();
    await expect(page).toHaveURL(/\/contracts\/add-contract$/);

    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: parties.ownerName });
    await page.getByRole('combobox', { name: 'Property' }).selectOption({ label: parties.propertyName });
    await page.getByRole('combobox', { name: 'Tenant' }).selectOption({ label: parties.tenantName });
    await expect(page.getByLabel('Baht Maintenance Threshold', { exact: true })).toHaveValue('1500');
    await expect(page.getByLabel('Maintenance Threshold', { exact: true })).toHaveValue('0');
    await expect(page.getByLabel('Cleaning Fees at Check-out', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Agreed Pets', { exact: true })).not.toBeChecked();
    await fillFields(page, {
      'Contract Reference Name': refName,
      'Rental Rate (per month)': '25000',
      'Rental Period': '12 months',
      'Start Date': '2025-01-01',
      'Finish Date': '2025-12-31',
      'Deposit Amount': '50000',
      'Number of Tenants': '2',
      'Agent Name': 'Anong Agent',
      'Co-Agent Name': 'Boon Helper',
      'Co-Agent Company': 'Siam Homes',
    });
    await page.getByRole('combobox', { name: 'Water' }).selectOption({ label: 'Owner' });
    await page.getByRole('combobox', { name: 'Electricity' }).selectOption({ label: 'Tenant' });
    await page.getByLabel('Gardening', { exact: true }).check();
    await saveForm(page, 'Add Contract', 'Contract added successfully', /\/contracts$/);

    const row = await expectRow(page, parties.tenantName, [
      parties.ownerName,
      parties.propertyName,
      parties.tenantName,
      '25,000',
      '50,000',
      '2025-01-01',
      '2025-12-31',
      'Anong Agent',
    ]);

    await row.getByRole('cell', { name: parties.propertyName, exact: true }).click();
    await expect(page).toHaveURL(/\/contract\/[0-9a-f-]{36}$/);
    const contractId = page.url().split('/').pop() as string;
    await expect(detailIn(page, 'Parties', 'Owner')).toContainText(parties.ownerName);
    await expect(detailIn(page, 'Parties', 'Tenant')).toContainText(parties.tenantName);
    await expect(detailIn(page, 'Contract Terms', 'Contract Reference Name')).toContainText(refName);
    await expect(detailIn(page, 'Contract Terms', 'Deposit Amount')).toContainText('50,000');
    await expect(detailIn(page, 'Utilities Paid By', 'Water')).toContainText('Owner');
    await expect(detailIn(page, 'Maintenance and Services', 'Baht Maintenance Threshold')).toContainText(
      '1,500',
    );
    await expect(detailIn(page, 'Maintenance and Services', 'Gardening')).toContainText('Yes');
    await expect(detailIn(page, 'Maintenance and Services', 'Pool Maintenance')).toContainText('No');

    await page.getByRole('link', { name: 'Update Contract' }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts/edit-contract/${contractId}$`));
    const deposit = page.getByLabel('Deposit Amount', { exact: true });
    await expect(deposit).toHaveValue('50000');
    await expect(page.getByRole('combobox', { name: 'Owner' })).toBeDisabled();
    await deposit.fill('65000');
    await saveForm(page, 'Update Contract', 'Contract updated successfully', /\/contracts$/);
    // The stored contract: the deposit changed, everything else kept, the parties untouched, __v raised once.
    const stored = await page.request.get(`${baseURL}/api/contract/?id=${contractId}`, {
      headers: { authorization: `Bearer ${await tokenOf(page, baseURL as string)}` },
    });
    expect((await stored.json()).data).toMatchObject({
      __v: 1,
      depositAmount: 65000,
      contractRefName: refName,
      rentalPeriod: '12 months',
      gardening: true,
      owner: { profile: { name: parties.ownerName } },
      property: { name: parties.propertyName },
      tenant: { profile: { surName: 'Suksan' } },
    });

    const updatedRow = page.getByRole('row').filter({ hasText: parties.tenantName });
    await expectCells(updatedRow, ['65,000']);
    await updatedRow.getByRole('cell', { name: parties.tenantName, exact: true }).click();
    await expect(detailIn(page, 'Contract Terms', 'Deposit Amount')).toContainText('65,000');
    await expect(detailIn(page, 'Contract Terms', 'Rental Period')).toContainText('12 months');
  });
});
