import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectCells, expectDetails, expectRow, fillFields, saveForm, watchRequests } from '../support/flows';
import { expectImageLoaded, field, PNG_BYTES, tempFiles } from '../support/test-files';

/** A real small JPEG, drawn by the browser itself. */
async function browserJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 2;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#3366cc';
    context.fillRect(0, 0, 2, 2);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

const images = tempFiles('pm-e2e-owner-images-');
const image = images.file;

test.beforeAll(() => images.create({ 'profile.png': PNG_BYTES, 'bank.png': PNG_BYTES }));

test.afterAll(() => images.remove());

test.describe('owners', () => {
  test('adds an owner with three images, lists it, shows its details and updates two fields', async ({
    signedInPage: page,
  }) => {
    const unique = Date.now();
    const owner = {
      name: `Somchai E2E ${unique}`,
      nickName: 'Chai',
      email: `somchai.${unique}@example.com`,
      contactNo: '0812345678',
      emergencyNo: '0898765432',
      dob: '1980-04-12',
      password: 'owner-password-1',
      passportNo: `AA${unique}`.slice(0, 12),
      passportExpiry: '2031-01-31',
      bankAccNo: '123456789012',
      bankName: 'Kasikorn Bank',
      bankBranch: 'Silom',
      billingThreshold: '5000',
    };

    images.write('passport.jpg', await browserJpeg(page));
    await page.goto('/add-owner');
    await fillFields(page, {
      Name: owner.name,
      Nickname: owner.nickName,
      Email: owner.email,
      'Contact Number': owner.contactNo,
      'Emergency Number': owner.emergencyNo,
      'Date of Birth': owner.dob,
      Password: owner.password,
      'Passport Number': owner.passportNo,
      'Passport Expiry Date': owner.passportExpiry,
      'Bank Account Number': owner.bankAccNo,
      'Bank Name': owner.bankName,
      'Bank Branch': owner.bankBranch,
      'Billing Threshold': owner.billingThreshold,
    });
    await expect(field(page, 'Pay Government Tax')).toBeChecked();
    await expect(field(page, 'Pay Common Area Fee')).toBeChecked();
    await field(page, 'Profile Image').setInputFiles(image('profile.png'));
    await field(page, 'Passport Image').setInputFiles(image('passport.jpg'));
    await field(page, 'Bank Image').setInputFiles(image('bank.png'));
    for (const label of ['Profile Image', 'Passport Image', 'Bank Image']) {
      await expectImageLoaded(page, `${label} preview`);
    }

    await saveForm(page, 'Add Owner', 'Owner added successfully', /\/owners$/);

    const row = await expectRow(page, owner.email, [owner.contactNo, owner.bankName, owner.passportNo]);
    await expect(row.getByText(owner.name, { exact: true })).toBeVisible();
    await expect(row.getByText(owner.email, { exact: true })).toBeVisible();
    await expectImageLoaded(page, `${owner.name} profile image`);

    await row.getByRole('button', { name: `Actions for ${owner.name}` }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/owner\/[0-9a-f-]{36}$/);
    const ownerId = page.url().split('/').pop() as string;

    await expectDetails(page.getByRole('region', { name: 'Owner Information' }), {
      Name: owner.name,
      Email: owner.email,
      Contact: owner.contactNo,
      'Date of Birth': owner.dob,
      'Bank Account Number': owner.bankAccNo,
      'Bank Name': owner.bankName,
      'Bank Branch': owner.bankBranch,
    });
    for (const alt of ['Profile image', 'Bank image', 'Passport image']) await expectImageLoaded(page, alt);
    await expect(page.getByText('No Properties Available')).toBeVisible();

    await page.goto(`/owners/update-owner/${ownerId}`);
    await expect(field(page, 'Name')).toHaveValue(owner.name);
    await expect(field(page, 'Passport Expiry Date')).toHaveValue(owner.passportExpiry);
    const changed = { name: `${owner.name} Updated`, bankName: 'Bangkok Bank' };
    await fillFields(page, {
      Name: changed.name,
      'Bank Name': changed.bankName,
    });
    await saveForm(page, 'Update Owner', 'Owner updated successfully', /\/owners$/);

    const updatedRow = page.getByRole('row').filter({ hasText: owner.email });
    await expect(updatedRow.getByText(changed.name, { exact: true })).toBeVisible();
    await expectCells(updatedRow, [changed.bankName, owner.contactNo]);

    await page.goto(`/owner/${ownerId}`);
    await expectDetails(page.getByRole('region', { name: 'Owner Information' }), {
      Name: changed.name,
      'Bank Name': changed.bankName,
      'Bank Branch': owner.bankBranch,
    });
    for (const alt of ['Profile image', 'Bank image', 'Passport image']) await expectImageLoaded(page, alt);
  });

  test('an empty Add Owner form shows the SPEC 5 messages and sends nothing', async ({
    signedInPage: page,
  }) => {
    const posts = watchRequests(
      page,
      (request) => request.method() === 'POST' && request.url().includes('/api/owner'),
    );
    await page.goto('/add-owner');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    for (const message of [
      'Name is required',
      'Nickname is required',
      'Email is required',
      'Contact number is required',
      'Emergency number is required',
      'Date of birth is required',
      'Password is required',
      'Passport number is required',
      'Passport expiry date is required',
      'Bank account number is required',
      'Bank name is required',
      'Bank branch is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/add-owner$/);
    expect(posts).toEqual([]);
  });
});
