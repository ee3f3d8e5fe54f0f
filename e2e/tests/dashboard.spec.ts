import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from '../fixtures';
import { watchRequests } from '../support/flows';

const panelTitles = [
  'Shortcut Report',
  'Cashflow',
  'Expense vs Income',
  'Balance Alert',
  'Recent Voucher',
  'Recent Clients',
  'Users',
];

/** Every file of the dashboard remote, its charts included, is served under its folder. */
const DASHBOARD_REMOTE = '/mf-dashboard/';

const panel = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Both charts drawn: the Cashflow areas (Expense, Income) and the Expense vs Income bars (2 series x 4 quarters). */
async function expectChartsDrawn(page: Page) {
  const areas = panel(page, 'Cashflow').locator('svg path[data-part="area"]');
  await expect(areas).toHaveCount(2);
  for (const area of await areas.all()) expect(await area.getAttribute('d')).toMatch(/^M[\d.-]/);

  const bars = panel(page, 'Expense vs Income').locator('svg rect[data-part="bar"]');
  await expect(bars).toHaveCount(8);
  for (const bar of await bars.all()) expect(Number(await bar.getAttribute('height'))).toBeGreaterThan(0);
}

test.describe('dashboard', () => {
  test('shows every panel, both charts with their legend, and the sample lists', async ({
    signedInPage: page,
  }) => {
    for (const title of panelTitles) {
      await expect(panel(page, title).getByRole('heading', { name: title })).toBeVisible();
    }
    await expectChartsDrawn(page);
    for (const title of ['Cashflow', 'Expense vs Income']) {
      await expect(panel(page, title).getByText('Expense', { exact: true })).toBeVisible();
      await expect(panel(page, title).getByText('Income', { exact: true })).toBeVisible();
    }
    await expect(panel(page, 'Shortcut Report').getByText('Opening Balance')).toHaveCount(4);
    await expect(panel(page, 'Recent Voucher').getByRole('row')).toHaveCount(6);
    const users = panel(page, 'Users').getByRole('listitem');
    await expect(users).toHaveCount(5);
    for (const photo of await panel(page, 'Users').getByRole('img').all()) {
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1920, height: 1080 },
  ]) {
    test(`no horizontal page scroll at ${viewport.width} px`, async ({ signedInPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expectChartsDrawn(page);
      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
      // Wide tables scroll inside their own panel instead.
      await expect(
        panel(page, 'Recent Voucher').getByRole('columnheader', { name: 'Amount' }),
      ).toBeAttached();
    });
  }

  test('/login downloads nothing of the dashboard remote (charts included); / after sign-in does', async ({
    page,
    baseURL,
  }) => {
    const chartRequests = watchRequests(page, (request) => request.url().includes(DASHBOARD_REMOTE));

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chartRequests).toEqual([]);

    // The same check on / proves the address really identifies the dashboard's code.
    await signInByApi(page, baseURL as string);
    await page.goto('/');
    await expectChartsDrawn(page);
    expect(chartRequests.length).toBeGreaterThan(0);
  });
});
