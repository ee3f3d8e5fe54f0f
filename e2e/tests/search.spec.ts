import { expect, test } from '../fixtures';
import { createOwner, tokenOf } from '../support/api-records';

const FIRST_NAMES = [
  'Anong',
  'Boonmee',
  'Chalerm',
  'Duangjai',
  'Ekkachai',
  'Fongchan',
  'Ganya',
  'Hathai',
  'Intira',
  'Jintana',
  'Kanokwan',
  'Lamai',
  'Manee',
  'Narong',
  'Orathai',
  'Pakorn',
  'Rattana',
  'Sakda',
  'Thongchai',
  'Prasertsak',
];

/** A word of letters only, new on every run: words with digits are not offered as near spellings. */
const uniqueWord = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] as string);

test.describe('search', () => {
  test('finds the 20th of 20 new owners by a typo of its name with Ctrl+K and opens it with Enter', async ({
    signedInPage: page,
    baseURL,
  }) => {
    const token = await tokenOf(page, baseURL as string);
    const family = uniqueWord();
    const owners = [];
    for (const [index, firstName] of FIRST_NAMES.entries()) {
      owners.push(
        await createOwner(page, baseURL as string, token, {
          name: `${firstName} ${family}`,
          email: `search-${family}-${index}@example.com`,
        }),
      );
    }
    const twentieth = { id: owners[19]._id as string, name: owners[19].profile.name as string };
    expect(twentieth.name).toBe(`Prasertsak ${family}`);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    // One letter left out of the first name.
    await dialog.getByRole('combobox', { name: 'Search' }).fill(`Prasetsak ${family}`);
    const owner = dialog.getByRole('group', { name: 'Owners' }).getByRole('option').first();
    await expect(owner).toContainText(twentieth.name);
    await expect(owner).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/owner/${twentieth.id}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Details' })).toBeVisible();
    await expect(page.getByText(twentieth.name).first()).toBeVisible();
  });
});
