import AxeBuilder from '@axe-core/playwright';
import { expect, signInByApi, test } from '../fixtures';
import { createLinkedRecords, tokenOf } from '../support/api-records';
import { everyRoute, everyRouteOf, openRoute, type RouteCheck } from '../support/every-route';

/** axe-core's rules for WCAG 2.1 level A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** And two of its best practices: one main landmark, and no content outside landmarks. */
const LANDMARK_RULES = ['landmark-one-main', 'region'];

// The paths as written in SPEC 2, to name one test per route; the real ids come from the records made below.
const routeNames = everyRoute(
  { owner: '{id}', property: '{id}', tenant: '{id}', contract: '{id}', staff: '{id}' },
  { owner: '', property: '', tenant: '', staff: '' },
).map((route) => route.path);

let routes: RouteCheck[] = [];
let token = '';

test.describe('accessibility: axe-core on every route (WCAG 2.1 AA)', () => {
  test.beforeAll(async ({ browser }) => {
    const baseURL = process.env.E2E_BASE_URL as string;
    const page = await browser.newPage();
    await signInByApi(page, baseURL);
    token = await tokenOf(page, baseURL);
    routes = everyRouteOf(await createLinkedRecords(page, baseURL, token, `a11y${Date.now()}`));
    await page.close();
  });

  routeNames.forEach((name, index) => {
    test(`${name} has no WCAG 2.1 AA violation and its content in landmarks`, async ({ page, baseURL }) => {
      await openRoute(page, baseURL as string, routes[index], token);
      const wcag = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      const landmarks = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
      const found = [...wcag.violations, ...landmarks.violations].map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        places: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(
        found.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious'),
      ).toEqual([]);
      expect(found).toEqual([]);
      await expect(page.getByRole('main')).toHaveCount(1);
    });
  });
});
