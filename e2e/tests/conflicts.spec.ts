import { expect, signInByApi, test } from '../fixtures';
import { createOwner, tokenOf } from '../support/api-records';
import { field } from '../support/test-files';

const CHANGED_SINCE_OPENED =
  'This record was changed by someone else since you opened it. Reload the page to see the changes.';

test.describe('conditional edits and history', () => {
  test('two people edit the same owner: the later save is refused with the conflict, nothing of it is stored, and the History lists the first change', async ({
    signedInPage: first,
    browser,
    baseURL,
  }) => {
    const origin = baseURL as string;
    const token = await tokenOf(first, origin);
    const unique = Date.now();
    const owner = await createOwner(first, origin, token, {
      name: `Conflict Owner ${unique}`,
      email: `conflict.${unique}@example.com`,
    });
    const editPath = `/owners/update-owner/${owner._id}`;

    const secondContext = await browser.newContext();
    try {
      const second = await secondContext.newPage();
      await signInByApi(second, origin);
      for (const page of [first, second]) {
        await page.goto(editPath);
        await expect(field(page, 'Nickname')).toHaveValue('Owner');
      }

      await field(first, 'Nickname').fill('First Edit');
      await first.getByRole('button', { name: 'Update Owner' }).click();
      await expect(first.getByText('Owner updated successfully')).toBeVisible();
      await expect(first).toHaveURL(/\/owners$/);

      await field(second, 'Nickname').fill('Second Edit');
      await field(second, 'Bank Name').fill('Second Bank');
      await second.getByRole('button', { name: 'Update Owner' }).click();
      const failed = second.getByRole('alertdialog', { name: 'Failed' });
      await expect(failed).toContainText(CHANGED_SINCE_OPENED);
      await expect(failed).toBeHidden();
      expect(new URL(second.url()).pathname).toBe(editPath);
      await expect(field(second, 'Nickname')).toHaveValue('Second Edit');
      await expect(field(second, 'Bank Name')).toHaveValue('Second Bank');
    } finally {
      await secondContext.close();
    }

    const stored = await first.request.get(`${origin}/api/owner`, {
      headers: { authorization: `Bearer ${token}` },
      params: { id: owner._id },
    });
    expect(stored.status()).toBe(200);
    const { data } = await stored.json();
    expect(data.__v).toBe(owner.__v + 1);
    expect(data.profile.nickName).toBe('First Edit');
    expect(data.bank.bankName).toBe('Kasikorn Bank');

    await first.goto(`/owner/${owner._id}`);
    const history = first.getByRole('region', { name: 'History' });
    const open = history.getByRole('button', { name: 'History' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const changes = history.getByRole('list', { name: 'Changes' });
    const entries = changes.locator(':scope > li');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Updated · Admin (admin@example.com)');
    await expect(entries.first()).toContainText('nickName: Owner → First Edit');
    await expect(entries.first()).not.toContainText('Second');
    await expect(entries.last()).toContainText('Created · Admin (admin@example.com)');
  });
});
