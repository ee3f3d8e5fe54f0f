import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createOwner, tokenOf } from '../support/api-records';
import { expectDetails, expectRow } from '../support/flows';
import { expectImageLoaded, field, PDF, PNG_BYTES, tempFiles } from '../support/test-files';

const files = tempFiles('pm-e2e-property-files-');
const file = files.file;

test.beforeAll(() =>
  files.create({ 'front.png': PNG_BYTES, 'garden.png': PNG_BYTES, 'title-deed.pdf': PDF }),
);

test.afterAll(() => files.remove());

/** Registers an owner through the real API, as a client would (multipart FormData, bearer token). */
async function registerOwner(page: Page, baseURL: string, name: string): Promise<string> {
  const token = await tokenOf(page, baseURL);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const owner = await createOwner(page, baseURL, token, {
    name,
    email: `property.owner.${unique}@example.com`,
  });
  return owner._id;
}

test.describe('properties', () => {
  test('adds a property with two photos and a title deed, lists it, shows it, edits its name', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const unique = Date.now();
    const ownerName = `Property Owner ${unique}`;
    const ownerId = await registerOwner(page, baseURL as string, ownerName);
    const property = {
      name: `Riverside Loft ${unique}`,
      refId: `REF-${unique}`,
      size: '72.5',
      rooms: '3',
      address: '88 Charoen Krung Road\nBangkok',
      monthlyRent: '42000',
    };

    await page.goto('/properties/add-property');
    await field(page, 'Owner').selectOption({ label: ownerName });
    await field(page, 'Name').fill(property.name);
    await field(page, 'Ref ID').fill(property.refId);
    await field(page, 'Type').selectOption('type 2');
    await field(page, 'Condo Name').selectOption('condoName 1');
    await field(page, 'Size').fill(property.size);
    await field(page, 'Rooms').fill(property.rooms);
    await field(page, 'Status').selectOption('available');
    await expect(field(page, '360° Tour')).toHaveValue('https://my.matterport.com/');
    await field(page, 'Billing Date').fill('2025-03-01');
    await field(page, 'Latitude').fill('13.7245');
    await field(page, 'Longitude').fill('100.5134');
    await field(page, 'Neighbourhood').selectOption('Neighbourhood 2');
    await field(page, 'Address').fill(property.address);
    await field(page, 'Monthly Rent').fill(property.monthlyRent);
    await field(page, '6-Month Rate').fill('240000');
    await field(page, 'Management Fee').fill('1800');
    await field(page, 'Title Deed').setInputFiles(file('title-deed.pdf'));
    await field(page, 'Photo 1').setInputFiles(file('front.png'));
    await field(page, 'Photo 2').setInputFiles(file('garden.png'));
    await expectImageLoaded(page, 'Photo 1 preview');
    await expectImageLoaded(page, 'Photo 2 preview');

    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property added successfull', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/properties$/);

    const row = await expectRow(page, property.name, [
      'condoName 1',
      property.size,
      property.rooms,
      '42,000',
      'available',
    ]);

    await row.getByRole('button', { name: `Actions for ${property.name}` }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
    const propertyId = page.url().split('/').pop() as string;
    await expect(page.getByRole('heading', { name: property.name })).toBeVisible();
    await expectDetails(page.getByRole('region', { name: 'Property Information' }), {
      'Ref ID': property.refId,
      Type: 'type 2',
      Size: property.size,
      'Billing Date': '2025-03-01',
    });
    await expect(page.getByRole('link', { name: ownerName })).toHaveAttribute('href', `/owner/${ownerId}`);
    await expect(page.getByRole('region', { name: 'Location' })).toContainText('Neighbourhood 2');
    await expect(page.getByRole('region', { name: 'Financial Information' })).toContainText('240,000');
    const deedLink = page.getByRole('link', { name: 'Open title deed' });
    const deed = await page.request.get(
      new URL((await deedLink.getAttribute('href')) as string, page.url()).href,
    );
    expect(deed.status()).toBe(200);
    expect(deed.headers()['content-type']).toBe('application/pdf');
    await expectImageLoaded(page, 'Photo 1');
    await expectImageLoaded(page, 'Photo 2');

    await page.goto(`/properties/update-property/${propertyId}`);
    await expect(field(page, 'Owner')).toHaveValue(ownerId);
    await expect(field(page, 'Name')).toHaveValue('');
    const newName = `${property.name} Renamed`;
    await field(page, 'Name').fill(newName);
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property updated successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/properties$/);
    await expectRow(page, newName, ['42,000']);

    // the edit kept every field it did not send, photos included
    await page.goto(`/property/${propertyId}`);
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Property Information' }).getByText('Ref ID').locator('xpath=..'),
    ).toContainText(property.refId);
    await expectImageLoaded(page, 'Photo 2');

    await page.goto(`/owner/${ownerId}`);
    const ownerProperties = page.getByRole('region', { name: 'Properties' });
    await expectRow(ownerProperties, newName, ['available']);
  });
});
