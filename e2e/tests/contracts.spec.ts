import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createOwner, createProperty, postForm, tokenOf } from '../support/api-records';

/** An owner, their property and a tenant living there, created through the API. */
async function createParties(page: Page, baseURL: string, unique: string) {
  const token = await tokenOf(page, baseURL);
  const owner = await createOwner(page, baseURL, token, {
    name: `Contract Owner ${unique}`,
    email: `contract.owner.${unique}@example.com`,
  });
  const property = await createProperty(page, baseURL, token, {
    owner: owner._id,
    name: `Contract Condo ${unique}`,
  });
  const tenant = await postForm(page, `${baseURL}/api/tenant/register`, token, {
    property: property._id,
    firstName: `Mali${unique}`,
    nickName: 'Mai',
    surName: 'Suksan',
    contactNo: '0811111111',
    whatsAppNo: '0811111111',
    dob: '1990-02-03',
    email: `contract.tenant.${unique}@example.com`,
    password: 'Tenant@12345',
    nationality: 'Thai',
    homeAddress: 'Chiang Mai',
  });
  return {
    ownerName: owner.profile.name as string,
    propertyName: property.name as string,
    tenantName: `${tenant.profile.firstName} ${tenant.profile.surName}`,
  };
}

/** The value shown under a label of the details page, inside one section. */
const detail = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section }).getByText(label, { exact: true }).locator('xpath=..');

test.describe('contracts', () => {
  test('adds a contract, lists it, opens its details by row and edits its deposit', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const unique = `${Date.now()}`;
    const parties = await createParties(page, baseURL as string, unique);
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
    for (const [label, value] of [
      ['Contract Reference Name', refName],
      ['Rental Rate (per month)', '25000'],
      ['Rental Period', '12 months'],
      ['Start Date', '2025-01-01'],
      ['Finish Date', '2025-12-31'],
      ['Deposit Amount', '50000'],
      ['Number of Tenants', '2'],
      ['Agent Name', 'Anong Agent'],
      ['Co-Agent Name', 'Boon Helper'],
      ['Co-Agent Company', 'Siam Homes'],
    ]) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('combobox', { name: 'Water' }).selectOption({ label: 'Owner' });
    await page.getByRole('combobox', { name: 'Electricity' }).selectOption({ label: 'Tenant' });
    await page.getByLabel('Gardening', { exact: true }).check();
    await page.getByRole('button', { name: 'Add Contract' }).click();

    await expect(page.getByText('Contract added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/contracts$/);
    const row = page.getByRole('row').filter({ hasText: parties.tenantName });
    await expect(row).toHaveCount(1);
    for (const text of [
      parties.ownerName,
      parties.propertyName,
      parties.tenantName,
      '25,000',
      '50,000',
      '2025-01-01',
      '2025-12-31',
      'Anong Agent',
    ]) {
      await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible();
    }

    await row.getByRole('cell', { name: parties.propertyName, exact: true }).click();
    await expect(page).toHaveURL(/\/contract\/[0-9a-f-]{36}$/);
    const contractId = page.url().split('/').pop() as string;
    await expect(detail(page, 'Parties', 'Owner')).toContainText(parties.ownerName);
    await expect(detail(page, 'Parties', 'Tenant')).toContainText(parties.tenantName);
    await expect(detail(page, 'Contract Terms', 'Contract Reference Name')).toContainText(refName);
    await expect(detail(page, 'Contract Terms', 'Deposit Amount')).toContainText('50,000');
    await expect(detail(page, 'Utilities Paid By', 'Water')).toContainText('Owner');
    await expect(detail(page, 'Maintenance and Services', 'Baht Maintenance Threshold')).toContainText(
      '1,500',
    );
    await expect(detail(page, 'Maintenance and Services', 'Gardening')).toContainText('Yes');
    await expect(detail(page, 'Maintenance and Services', 'Pool Maintenance')).toContainText('No');

    await page.getByRole('link', { name: 'Update Contract' }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts/edit-contract/${contractId}$`));
    const deposit = page.getByLabel('Deposit Amount', { exact: true });
    await expect(deposit).toHaveValue('50000');
    await expect(page.getByRole('combobox', { name: 'Owner' })).toBeDisabled();
    await deposit.fill('65000');
    await page.getByRole('button', { name: 'Update Contract' }).click();
    await expect(page.getByText('Contract updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/contracts$/);
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
    await expect(updatedRow.getByRole('cell', { name: '65,000', exact: true })).toBeVisible();
    await updatedRow.getByRole('cell', { name: parties.tenantName, exact: true }).click();
    await expect(detail(page, 'Contract Terms', 'Deposit Amount')).toContainText('65,000');
    await expect(detail(page, 'Contract Terms', 'Rental Period')).toContainText('12 months');
  });
});
