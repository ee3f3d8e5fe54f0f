// Issue 24 in a real browser: a staff member imports owners from a CSV file through the import page (the dry run
// shows the one bad row, the corrected file imports), sees them in the list, and exports the list as a file; a
// large file imports in the background with a progress bar that a reload of the page finds again.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

const OWNER_HEADERS =
  'email,name,nickName,contactNo,emergencyNo,dob,passportNo,passportExpiry,bankAccNo,bankName,bankBranch';

const ownerLine = (email: string, name: string) =>
  `${email},${name},Imp,0812345678,0898765432,1980-04-12,AA1234567,2030-01-31,1234567890,Kasikorn,Silom`;

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[OWNER_HEADERS, ...lines].join('\r\n')}\r\n`),
});

test.describe('spreadsheets', () => {
  test('imports owners from a CSV file after fixing its one bad row, lists them, and exports the list', async ({
    signedInPage: page,
  }) => {
    const unique = `${Date.now()}`;
    const first = { email: `import.one.${unique}@example.com`, name: `Imported One ${unique}` };
    const second = { email: `import.two.${unique}@example.com`, name: `Imported Two ${unique}` };

    await page.goto('/owners');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page).toHaveURL(/\/owners\/import$/);
    await expect(page.getByRole('heading', { name: 'Import Owners' })).toBeVisible();

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles(
      csvFile('owners.csv', [ownerLine(first.email, first.name), ownerLine('not-an-email', second.name)]),
    );
    await expect(page.getByText('2 rows: 1 new, 0 changed, 0 unchanged.')).toBeVisible();
    await expect(page.getByLabel('email', { exact: true })).toHaveValue('email');
    const problems = page.getByRole('table', { name: 'Problems' });
    await expect(problems.getByRole('row').nth(1)).toHaveText('3emailInvalid email format');
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await fileInput.setInputFiles(
      csvFile('owners.csv', [ownerLine(first.email, first.name), ownerLine(second.email, second.name)]),
    );
    await expect(page.getByText('2 rows: 2 new, 0 changed, 0 unchanged.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Problems' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Imported: 2 added, 0 updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/owners$/);
    const list = page.getByRole('table', { name: 'Owners' });
    await expect(list.getByRole('row').filter({ hasText: first.name })).toHaveCount(1);
    await expect(list.getByRole('row').filter({ hasText: second.name })).toHaveCount(1);

    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Owners as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^owners-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.split('\r\n')[0]).toContain(OWNER_HEADERS.split(',').slice(0, 3).join(','));
    expect(text).toContain(`${first.email},${first.name},Imp`);
    expect(text).toContain(`${second.email},${second.name},Imp`);
  });

  test('imports a large file in the background with a progress bar, followed again after a reload', async ({
    signedInPage: page,
  }) => {
    const unique = `${Date.now()}`;
    const rows = 2000;
    const lines = Array.from({ length: rows }, (_, index) =>
      ownerLine(`bulk.${index}.${unique}@example.com`, `Bulk ${index} ${unique}`),
    );

    await page.goto('/owners/import');
    await page.locator('input[type="file"]').setInputFiles(csvFile('bulk-owners.csv', lines));
    await expect(page.getByText(`${rows} rows: ${rows} new, 0 changed, 0 unchanged.`)).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();

    await expect(page).toHaveURL(/\/owners\/import\?job=[0-9a-f-]{36}$/);
    await expect(page.getByRole('progressbar', { name: /Importing bulk-owners\.csv/ })).toBeVisible();
    // The page reloaded finds the job by its address and follows it to its end (on the embedded database the
    // reload itself may wait for the import's transaction): only a followed job says what it imported.
    await page.reload();
    await expect(page.getByText(`Imported: ${rows} added, 0 updated.`)).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/owners$/);
  });
});
