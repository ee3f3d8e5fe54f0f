import { expect, test } from '../fixtures';

const drawerEntries = [
  { label: 'Dashboard', path: '/', heading: 'Dashboard' },
  { label: 'Owner', path: '/owners', heading: 'Owners List' },
  { label: 'Property', path: '/properties', heading: 'All Properties' },
  { label: 'Tenants', path: '/tenants', heading: 'Tenants' },
  { label: 'Contracts', path: '/contracts', heading: 'Contracts' },
  { label: 'Finance', path: '/finance', heading: 'Finance' },
  { label: 'Setting', path: '/settings', heading: 'Settings' },
];

test.describe('shell layout', () => {
  test('an unknown path shows Not Found with a link home', async ({ signedInPage: page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every drawer entry opens its page and the drawer closes', async ({ signedInPage: page }) => {
    for (const entry of drawerEntries) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByTestId('side-drawer');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path === '/' ? '' : entry.path}/?$`));
      await expect(page.getByRole('heading', { name: entry.heading, level: 1 })).toBeVisible();
      await expect(drawer).toBeHidden();
    }
  });

  test('the drawer closes on a click on its backdrop', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('side-drawer')).toBeVisible();
    await page.mouse.click(1300, 400);
    await expect(page.getByTestId('side-drawer')).toBeHidden();
  });

  test('the drawer takes 25% of a large screen and 80% of a small one', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const large = await page.getByTestId('side-drawer').boundingBox();
    expect(Math.round(((large?.width ?? 0) / 1366) * 100)).toBe(25);
    await page.setViewportSize({ width: 400, height: 800 });
    const small = await page.getByTestId('side-drawer').boundingBox();
    expect(Math.round(((small?.width ?? 0) / 400) * 100)).toBe(80);
  });

  test('page heading, breadcrumb and footer', async ({ signedInPage: page }) => {
    await page.goto('/owners');
    await expect(page.getByRole('heading', { name: 'Owners List', level: 1 })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Owner' })).toHaveAttribute('href', '/owners');
    await expect(breadcrumb.getByText('Owners List')).toBeVisible();
    // By its role: the page's first paint, hidden from assistive technology, has a footer too until it is removed.
    await expect(page.getByRole('contentinfo')).toHaveText('Copyright 2024-2025');
  });

  test('quick-add menu has its six entries, all to /', async ({ signedInPage: page }) => {
    await page.goto('/owners');
    await page.getByRole('button', { name: 'Quick add' }).click();
    const entries = [
      'Add Bank',
      'Create Transfer',
      'Create Ledger',
      'Add Vedor Bill',
      'Add Customer Bill',
      'Add User',
    ];
    for (const entry of entries) {
      await expect(page.getByRole('menuitem', { name: entry, exact: true })).toHaveAttribute('href', '/');
    }
    await expect(page.getByRole('menuitem')).toHaveCount(6);
    await page.getByRole('menuitem', { name: 'Add Vedor Bill' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const menu of ['Notifications', 'Messages']) {
    test(`${menu} dropdown shows sample entries and See All to /`, async ({ signedInPage: page }) => {
      await page.goto('/owners');
      await page.getByRole('button', { name: menu }).click();
      await expect(page.getByRole('menuitem')).toHaveCount(4);
      const seeAll = page.getByRole('menuitem', { name: 'See All' });
      await expect(seeAll).toHaveAttribute('href', '/');
      await seeAll.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('user menu: Edit Profile, Appearance, Language to / and Logout', async ({ signedInPage: page }) => {
    await page.goto('/owners');
    await expect(page.getByText('John Smith')).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    for (const entry of ['Edit Profile', 'Appearance', 'Language']) {
      await expect(page.getByRole('menuitem', { name: entry })).toHaveAttribute('href', '/');
    }
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('a deep link opens its page directly', async ({ signedInPage: page }) => {
    await page.goto('/owners/update-owner/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Update Owner', level: 1 })).toBeVisible();
  });

  test('Finance and Settings show their heading only', async ({ signedInPage: page }) => {
    await page.goto('/finance');
    await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});
