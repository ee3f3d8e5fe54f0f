import { expect, test } from '../fixtures';
import { createOwnerAndProperty, tokenOf } from '../support/api-records';
import { detail, expectCells, expectDetails, expectRow, fillFields, saveForm } from '../support/flows';

test.describe('tenants', () => {
  test('adds a tenant with a sub-tenant, lists it, opens its details by row and edits its nickname', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const unique = `${Date.now()}`;
    const origin = baseURL as string;
    const { property } = await createOwnerAndProperty(page, origin, await tokenOf(page, origin), unique, {
      owner: 'Tenant Owner',
      property: 'Sky Residence',
    });
    const propertyName = property.name as string;
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
    await fillFields(personal, {
      'First Name': tenant.firstName,
      Nickname: tenant.nickName,
      Surname: tenant.surName,
      'Contact No.': tenant.contactNo,
      'WhatsApp No.': tenant.whatsAppNo,
      'Date of Birth': tenant.dob,
      Email: tenant.email,
      Nationality: tenant.nationality,
      'Home Address': tenant.homeAddress,
    });

    await page.getByRole('button', { name: 'Add Sub Tenant' }).click();
    await fillFields(page.getByRole('region', { name: 'Sub Tenant 1' }), {
      'First Name': 'Mali',
      Nickname: 'Mal',
      Surname: 'Srisuk',
      'Contact No.': '0811111111',
      'Date of Birth': '1995-06-01',
      Nationality: 'Thai',
      'Home Address': '9 Sukhumvit Road',
      Passport: 'P1234567',
    });

    await saveForm(page, 'Add Tenant', 'Tenant added successfully', /\/tenants$/);

    const row = await expectRow(page, tenant.email, [
      tenant.firstName,
      tenant.email,
      tenant.nickName,
      tenant.surName,
      tenant.nationality,
    ]);

    await row.getByRole('cell', { name: tenant.email, exact: true }).click();
    await expect(page).toHaveURL(/\/tenant\/[0-9a-f-]{36}$/);
    const information = page.getByRole('region', { name: 'Tenant Information' });
    await expectDetails(information, {
      Name: tenant.firstName,
      Nickname: tenant.nickName,
      Surname: tenant.surName,
      Email: tenant.email,
      Contact: tenant.contactNo,
      'Date of Birth': tenant.dob,
      Nationality: tenant.nationality,
    });
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
    await fillFields(editPersonal, { Nickname: 'Jo' });
    await saveForm(page, 'Update Tenant', 'Tenant updated successfully', /\/tenants$/);

    const updatedRow = page.getByRole('row').filter({ hasText: tenant.email });
    await expectCells(updatedRow, ['Jo']);
    await updatedRow.getByRole('cell', { name: tenant.email, exact: true }).click();
    await expect(detail(information, 'Nickname')).toContainText('Jo');
    // The edit kept everything else, the sub-tenant too.
    await expect(page.getByRole('table', { name: 'Sub tenants' })).toContainText('Mali');
    await expect(page.getByRole('table', { name: 'Tenant property' })).toContainText(propertyName);
  });
});
