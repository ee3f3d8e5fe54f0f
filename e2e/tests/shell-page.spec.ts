import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { remoteFolders } from '@pm/apps';
import { SCREENS_FILE, type ScreenDeclarations } from '@pm/apps/screens';
import { expect, signInByApi, test } from '../fixtures';
import {
  createContract,
  createOwner,
  createOwnerAndProperty,
  createParties,
  tokenOf,
} from '../support/api-records';
import { repoRoot } from '../support/paths';

/** Each remote's first screen, with its parameters filled in. */
const firstScreens = remoteFolders.map((folder) => {
  const screens = JSON.parse(
    readFileSync(path.join(repoRoot, folder, SCREENS_FILE), 'utf8'),
  ) as ScreenDeclarations;
  const [first] = Object.values(screens);
  return { folder, page: (first?.path ?? '/').replace(/:[a-zA-Z]+/g, '42') };
});

/** Holds the page's requests of `url` until the returned function is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds `folder`'s remoteEntry.js until the returned function is called: meanwhile the page shows its first paint. */
const holdRemoteEntry = (page: Page, folder: string) =>
  holdRequests(page, `**/remotes/${folder}/remoteEntry.js`);

/** Signs the page in; answers its API token and a suffix that makes this test's records' names unique. */
async function signedIn(page: Page, baseURL: string) {
  await signInByApi(page, baseURL);
  return { token: await tokenOf(page, baseURL), unique: `${Date.now()}` };
}

/** Signs the page in and adds an owner named `name` through the API; answers the owner's data. */
async function signedInWithOwner(page: Page, baseURL: string, name: string) {
  const { token, unique } = await signedIn(page, baseURL);
  return createOwner(page, baseURL, token, { name, email: `first-paint-${unique}@example.com` });
}

/**
 * Opens `pagePath` with `folder`'s remoteEntry.js held: the first paint draws a row holding `text` (`drawnRow`
 * checks it further) and no "Loading..."; once the remote loads, the page's own row replaces the first paint.
 */
async function expectRowDrawnBeforeScripts(
  page: Page,
  { folder, pagePath, text }: { folder: string; pagePath: string; text: string },
  drawnRow: (row: Locator) => Promise<void> = (row) => expect(row).toBeVisible(),
) {
  const firstPaint = page.locator('#pm-first-paint');
  const letRemoteLoad = await holdRemoteEntry(page, folder);
  await page.goto(pagePath, { waitUntil: 'commit' });
  await drawnRow(firstPaint.locator('tbody tr').filter({ hasText: text }));
  await expect(firstPaint.getByText('Loading...')).toHaveCount(0);
  letRemoteLoad();
  await expect(page.locator('#root tbody tr').filter({ hasText: text })).toBeVisible();
  await expect(firstPaint).toHaveCount(0);
}

test.describe('the shell page as the server sends it', () => {
  for (const { folder, page: pagePath } of firstScreens) {
    test(`${pagePath} hints ${folder}'s manifest, remoteEntry.js, routes module and page, each of which answers`, async ({
      request,
      baseURL,
    }) => {
      const html = await (
        await request.get(`${baseURL}${pagePath}`, { headers: { accept: 'text/html' } })
      ).text();
      const hints = [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)">/g)].map(
        ([, as, href]) => ({ as, href: href as string }),
      );
      expect(hints[0]).toEqual({ as: 'fetch', href: `/remotes/${folder}/mf-manifest.json` });
      expect(hints[1]).toEqual({ as: 'script', href: `/remotes/${folder}/remoteEntry.js` });
      expect(hints[2]?.href).toMatch(
        new RegExp(`^/remotes/${folder}/__federation_expose_routes\\.[0-9a-f]{8}\\.js$`),
      );
      // The page's own scripts follow: at least its chunk, none of them twice.
      expect(hints.length).toBeGreaterThan(3);
      expect(new Set(hints.map(({ href }) => href)).size).toBe(hints.length);
      for (const { href } of hints.slice(3))
        expect(href).toMatch(new RegExp(`^/remotes/${folder}/[\\w.-]+\\.js$`));
      for (const { href } of hints) expect((await request.get(`${baseURL}${href}`)).status()).toBe(200);
      expect(html).toContain('<script id="pm-runtime-config" type="application/json">');
    });
  }

  test("asks for the shell's bootstrap chunk beside main.js, not once main.js has run", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${baseURL}/login`, { headers: { accept: 'text/html' } })).text();
    const bootstrap = html.match(
      /<link as="script" href="(\/bootstrap\.[0-9a-f]{8}\.js)" rel="preload">/,
    )?.[1];
    expect(bootstrap, 'the preload hint of the bootstrap chunk').toBeDefined();
    expect(html.indexOf(bootstrap as string)).toBeLessThan(
      html.search(/<script defer src="\/main\.[0-9a-f]{8}\.js">/),
    );
    const chunk = await request.get(`${baseURL}${bootstrap}`);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-type']).toContain('javascript');
  });

  test("a page with a first paint starts the shell's bootstrap only once that paint is on screen", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { pmSeen: seen });
      new PerformanceObserver(() => seen.push('paint')).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      new MutationObserver((records) => {
        for (const { addedNodes } of records)
          for (const node of addedNodes)
            if (node instanceof HTMLScriptElement && /\/bootstrap\.[0-9a-f]{8}\.js$/.test(node.src))
              seen.push('shell');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    const seen = await page.evaluate(() => (window as unknown as { pmSeen: string[] }).pmSeen);
    expect(seen.indexOf('paint'), 'the first paint, reported by the browser').toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('paint'), 'the first paint before the shell').toBeLessThan(seen.indexOf('shell'));
  });

  test('a signed-in page asks for the layout and the shared MUI it uses beside main.js; a public page does not', async ({
    page,
    request,
    baseURL,
  }) => {
    const layoutHints = (html: string) =>
      [
        ...html.matchAll(
          /<link as="script" data-pm-signed-in fetchpriority="low" href="([^"]+)" rel="preload">/g,
        ),
      ].map(([, href]) => href as string);
    const pageOf = async (pagePath: string, headers: Record<string, string> = {}) =>
      (await request.get(`${baseURL}${pagePath}`, { headers: { accept: 'text/html', ...headers } })).text();
    expect(layoutHints(await pageOf('/login'))).toEqual([]);
    expect(layoutHints(await pageOf('/owners'))).toEqual([]);

    await signInByApi(page, baseURL as string);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')?.value;
    const hints = layoutHints(await pageOf('/owners', { cookie: `auth-token=${token}` }));
    expect(hints.find((href) => /^\/layout\.[0-9a-f]{8}\.js$/.test(href))).toBeDefined();
    expect(hints.length).toBeGreaterThan(1);
    // Each is a script the page runs, downloaded once: the preload's answer is the one the page uses.
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/owners');
    await expect(page.getByRole('heading', { name: 'Owners', exact: true }).first()).toBeVisible();
    for (const href of hints) expect(requested.filter((pathname) => pathname === href)).toHaveLength(1);
  });

  test('a signed-in page is drawn without asking who is signed in: the page carries it', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL as string);
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    // A screen for admins only: drawn once the role is known, here from the page itself.
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invite' })).toBeVisible();
    expect(asked.filter((pathname) => pathname.startsWith('/api/'))).not.toContain('/api/session');
  });

  test("a signed-in /contracts is drawn from the shell's layout and mf-contracts' first paints before their scripts run; the page replaces it", async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL as string);
    const firstPaint = page.locator('#pm-first-paint');
    const letRemoteLoad = await holdRemoteEntry(page, 'mf-contracts');
    await page.goto('/contracts', { waitUntil: 'commit' });
    // The layout's title and breadcrumb, and the page as it is before its data comes.
    await expect(firstPaint.locator('h1')).toHaveText('Contracts');
    await expect(firstPaint.locator('nav ol')).toHaveText('Contracts/Contracts');
    await expect(firstPaint.locator('main h2')).toHaveText('Contracts');
    await expect(page.getByRole('heading', { name: 'Contracts', level: 2 })).toHaveCount(0);
    letRemoteLoad();
    await expect(page.getByRole('heading', { name: 'Contracts', level: 2 })).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
  });

  test("a signed-in /owners is drawn with its first page of owners before any script runs; the page's own rows replace it, never 'Loading...'", async ({
    page,
    baseURL,
  }) => {
    const name = `First Paint ${Date.now()} & "Co"`;
    await signedInWithOwner(page, baseURL as string, name);
    const firstPaint = page.locator('#pm-first-paint');
    const letRemoteLoad = await holdRemoteEntry(page, 'mf-owners');
    const answerList = await holdRequests(page, '**/api/owner/all?*');
    await page.goto('/owners', { waitUntil: 'commit' });
    await expect(firstPaint.locator('tbody tr').filter({ hasText: name })).toBeVisible();
    await expect(firstPaint.getByText('Loading...')).toHaveCount(0);
    // The page drawn, its list asked for and not yet answered: the first paint's rows stay over its "Loading...".
    letRemoteLoad();
    await expect(page.locator('#root').getByText('Loading...')).toBeAttached();
    await expect(firstPaint.locator('tbody tr').filter({ hasText: name })).toBeVisible();
    answerList();
    await expect(page.locator('#root tbody tr').filter({ hasText: name })).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
  });

  test("a signed-in /contracts is drawn with its first page of contracts, amounts written as the page writes them, before any script runs; the page's own rows replace it", async ({
    page,
    baseURL,
  }) => {
    const { token, unique } = await signedIn(page, baseURL as string);
    const { owner, property, tenant } = await createParties(page, baseURL as string, token, unique, {
      owner: 'Drawn Owner',
      property: 'Drawn Villa',
      tenant: 'Drawn',
      tenantEmail: 'drawn.tenant',
    });
    await createContract(page, baseURL as string, token, {
      ownerId: owner._id,
      propertyId: property._id,
      tenantId: tenant._id,
      contractRefName: `Drawn first ${unique}`,
    });
    await expectRowDrawnBeforeScripts(
      page,
      { folder: 'mf-contracts', pagePath: '/contracts', text: `Drawn Owner ${unique}` },
      (row) =>
        expect(row.locator('td')).toHaveText([
          `Drawn Owner ${unique}`,
          `Drawn Villa ${unique}`,
          new RegExp(`^Drawn${unique}`),
          '25,000',
          '50,000',
          '2026-01-01',
          '2027-01-01',
          'Agent A',
          /.*/,
        ]),
    );
  });

  test("a signed-in /properties is drawn with its first page of properties before any script runs; the page's own rows replace it", async ({
    page,
    baseURL,
  }) => {
    const { token, unique } = await signedIn(page, baseURL as string);
    await createOwnerAndProperty(page, baseURL as string, token, unique, {
      owner: 'Listed Owner',
      property: 'Listed Villa',
    });
    await expectRowDrawnBeforeScripts(page, {
      folder: 'mf-properties',
      pagePath: '/properties',
      text: `Listed Villa ${unique}`,
    });
  });

  test("a signed-in owner's page is drawn with the owner before any script runs, and the page's own drawing replaces it", async ({
    page,
    baseURL,
  }) => {
    const owner = await signedInWithOwner(page, baseURL as string, 'Owner Drawn First');
    const { email } = owner;
    const firstPaint = page.locator('#pm-first-paint');
    const letRemoteLoad = await holdRemoteEntry(page, 'mf-owners');
    await page.goto(`/owner/${owner._id}`, { waitUntil: 'commit' });
    await expect(firstPaint.getByText(email).first()).toBeVisible();
    // Hidden from assistive technology: found by its element, not its role.
    await expect(firstPaint.locator('h3', { hasText: 'Owner Drawn First' })).toBeVisible();
    letRemoteLoad();
    await expect(page.locator('#root').getByText(email).first()).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
  });

  test("/login is drawn from mf-auth's first paint before its scripts run; the page, or its failure, replaces it", async ({
    page,
  }) => {
    const firstPaint = page.locator('#pm-first-paint');
    const letRemoteLoad = await holdRemoteEntry(page, 'mf-auth');
    await page.goto('/login', { waitUntil: 'commit' });
    // Seen at once, but nothing in it can be used: its fields are disabled and it is hidden from assistive technology.
    await expect(firstPaint.getByText('Log in to your account')).toBeVisible();
    await expect(firstPaint.locator('input[type="email"]')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    letRemoteLoad();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(firstPaint).toHaveCount(0);

    await page.unrouteAll();
    await page.route('**/remotes/mf-auth/remoteEntry.js', (route) => route.fulfill({ status: 503 }));
    const recoveryPage = await page.request.get('/forgot-password', { headers: { accept: 'text/html' } });
    expect(await recoveryPage.text()).toContain('<div id="pm-first-paint" inert aria-hidden="true"');
    await page.goto('/forgot-password');
    await expect(page.getByTestId('remote-error')).toContainText('This section could not be loaded');
    await expect(firstPaint).toHaveCount(0);
  });
});
