import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createOwner, createProperty as createOwnersProperty, tokenOf } from '../support/api-records';

/** An owner and one of their properties, created through the API; answers the property's name. */
async function createProperty(page: Page, baseURL: string, unique: string): Promise<string> {
  const token = await tokenOf(page, baseURL);
  const owner = await createOwner(page, baseURL, token, {
    name: `Tenant Owner ${unique}`,
    email: `tenant.owner.${unique}@example.com`,
  });
  const name = `Sky Residence ${unique}`;
  await createOwnersProperty(page, baseURL, token, { owner: owner._id, name });
  return name;
}

test.describe('tenants', () => {
  test('adds a tenant with a sub-tenant, lists it, opens its details by row and edits its nickname', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const unique = `${Date.now()}`;
    const propertyName = await createProperty(page, baseURL as string, unique);
    const tenant = {
      firstName: `John${unique}`,
      nickName: 'Johnny',
      surName: 'Smith',
      contactNo: '0812345678',
      whatsAppNo: '0899999999',
      dob: '1990-01-15',
      email: `john.${unique}@example.com`,
      nationality: 'British',
      homeAddress: '1 Baker Street, London',
    };

    await page.goto('/tenants/add-tenant');
    await expect(page.getByRole('heading', { name: 'Add Tenant', level: 2 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Property' }).selectOption({ label: propertyName });
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByLabel('Default Password', { exact: true })).toHaveValue('Tenant@12345');
    for (const [label, value] of [
      ['First Name', tenant.firstName],
      ['Nickname', tenant.nickName],
      ['Surname', tenant.surName],
      ['Contact No.', tenant.contactNo],
      ['WhatsApp No.', tenant.whatsAppNo],
      ['Date of Birth', tenant.dob],
      ['Email', tenant.email],
      ['Nationality', tenant.nationality],
      ['Home Address', tenant.homeAddress],
    ]) {
      await personal.getByLabel(label, { exact: true }).fill(value);
    }

    await page.getByRole('button', { name: 'Add Sub Tenant' }).click();
    const sub = page.getByRole('region', { name: 'Sub Tenant 1' });
    for (const [label, value] of [
      ['First Name', 'Mali'],
      ['Nickname', 'Mal'],
      ['Surname', 'Srisuk'],
      ['Contact No.', '0811111111'],
      ['Date of Birth', '1995-06-01'],
      ['Nationality', 'Thai'],
      ['Home Address', '9 Sukhumvit Road'],
      ['Passport', 'P1234567'],
    ]) {
      await sub.getByLabel(label, { exact: true }).fill(value);
    }

    await page.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(page.getByText('Tenant added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/tenants$/);

    const row = page.getByRole('row').filter({ hasText: tenant.email });
    await expect(row).toHaveCount(1);
    for (const value of [
      tenant.firstName,
      tenant.email,
      tenant.nickName,
      tenant.surName,
      tenant.nationality,
    ]) {
      await expect(row.getByRole('cell', { name: value, exact: true })).toBeVisible();
    }

    await row.getByRole('cell', { name: tenant.email, exact: true }).click();
    await expect(page).toHaveURL(/\/tenant\/[0-9a-f-]{36}$/);
    const information = page.getByRole('region', { name: 'Tenant Information' });
    for (const [label, value] of [
      ['Name', tenant.firstName],
      ['Nickname', tenant.nickName],
      ['Surname', tenant.surName],
      ['Email', tenant.email],
      ['Contact', tenant.contactNo],
      ['Date of Birth', tenant.dob],
      ['Nationality', tenant.nationality],
    ]) {
      await expect(information.getByText(label, { exact: true }).locator('xpath=..')).toContainText(value);
    }
    const propertyRow = page.getByRole('table', { name: 'Tenant property' }).getByRole('row').nth(1);
    await expect(propertyRow).toContainText(propertyName);
    await expect(propertyRow).toContainText('99 Sathorn Road');
    await expect(propertyRow).toContainText('25000');
    const subRow = page.getByRole('table', { name: 'Sub tenants' }).getByRole('row').nth(1);
    await expect(subRow).toContainText('Mali');
    await expect(subRow).toContainText('P1234567');
    await expect(page.getByRole('table', { name: 'Tenant contracts' })).toBeVisible();

    await page.getByRole('link', { name: 'Update Tenant' }).click();
    await expect(page).toHaveURL(/\/tenants\/edit-tenant\/[0-9a-f-]{36}$/);
    const editPersonal = page.getByRole('region', { name: 'Personal Information' });
    await expect(editPersonal.getByLabel('First Name', { exact: true })).toHaveValue(tenant.firstName);
    await editPersonal.getByLabel('Nickname', { exact: true }).fill('Jo');
    await page.getByRole('button', { name: 'Update Tenant' }).click();
    await expect(page.getByText('Tenant updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/tenants$/);

    const updatedRow = page.getByRole('row').filter({ hasText: tenant.email });
    await expect(updatedRow.getByRole('cell', { name: 'Jo', exact: true })).toBeVisible();
    await updatedRow.getByRole('cell', { name: tenant.email, exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Tenant Information' })
        .getByText('Nickname', { exact: true })
        .locator('xpath=..'),
    ).toContainText('Jo');
    // The edit kept everything else, the sub-tenant too.
    await expect(page.getByRole('table', { name: 'Sub tenants' })).toContainText('Mali');
    await expect(page.getByRole('table', { name: 'Tenant property' })).toContainText(propertyName);
  });
});
