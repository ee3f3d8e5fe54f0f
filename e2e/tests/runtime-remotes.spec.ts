import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteFolders } from '@pm/apps';
import { adminAccount, expect, signInByApi, test } from '../fixtures';
import { e2eTmp, repoRoot } from '../support/paths';
import { type RunningServer, startAppServer } from '../support/processes';
import { createRemoteWorkingCopy } from '../support/remote-rebuild';
import { startStaticOrigin } from '../support/static-origin';

test.describe('remotes loaded at runtime', () => {
  test.describe.configure({ mode: 'serial' });

  test('remotes served from another origin than the shell, allowed by name in a production CSP', async ({
    page,
  }) => {
    const cdn = await startStaticOrigin(
      Object.fromEntries(remoteFolders.map((folder) => [folder, path.join(repoRoot, folder, 'dist')])),
    );
    let server: RunningServer | undefined;
    try {
      // Production: the page's Content-Security-Policy allows no loopback development server, only the remotes'
      // origin (the fixture fails the test on any violation).
      server = await startAppServer('cross-origin', {
        NODE_ENV: 'production',
        ADMIN_EMAIL: adminAccount.email,
        ADMIN_PASSWORD: adminAccount.password,
        REMOTES_BASE_URL: cdn.origin,
        // This test is about where remotes load from; two-step enrolment (on by default in production) is not.
        MFA_REQUIRED: 'off',
      });
      const csp = (
        await page.request.get(`${server.baseURL}/login`, { headers: { accept: 'text/html' } })
      ).headers()['content-security-policy'];
      expect(csp).toContain(`script-src 'self' ${cdn.origin};`);
      expect(csp).not.toContain('localhost:*');
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(cdn.origin)) remoteRequests.push(request.url());
      });
      await page.goto(`${server.baseURL}/login`);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await signInByApi(page, server.baseURL);
      await page.goto(`${server.baseURL}/owners`);
      await expect(page.getByRole('heading', { name: 'Owners', exact: true, level: 2 })).toBeVisible();
      expect(remoteRequests.some((url) => url.includes('/mf-auth/'))).toBe(true);
      expect(remoteRequests.some((url) => url.includes('/mf-owners/'))).toBe(true);
      // The dashboard's sample photos are files of the remote, on its origin (img-src).
      await page.goto(`${server.baseURL}/`);
      const photos = page.getByRole('region', { name: 'Users' }).getByRole('img');
      await expect(photos.first()).toBeVisible();
      for (const photo of await photos.all()) {
        await expect
          .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
      expect(remoteRequests.some((url) => url.includes('/mf-dashboard/assets/'))).toBe(true);
      expect(remoteRequests.some((url) => url.includes('/mf-tenants/'))).toBe(false);
    } finally {
      await server?.stop();
      await cdn.stop();
    }
  });

  test('a remote whose host goes down fails alone, with a retry, its screens still known', async ({
    page,
  }) => {
    const cdn = await startStaticOrigin({ 'mf-properties': path.join(repoRoot, 'mf-properties', 'dist') });
    const server = await startAppServer('dead-remote', {
      REMOTE_URL_MF_PROPERTIES: `${cdn.origin}/mf-properties/mf-manifest.json`,
    });
    try {
      await signInByApi(page, server.baseURL);
      // The server read the remote's declarations while it was up; then its host stops answering.
      await page.goto(`${server.baseURL}/owners`);
      await expect(page.getByRole('heading', { name: 'Owners', exact: true, level: 2 })).toBeVisible();
      await cdn.stop();
      // The page still hints the dead host's files (from the declarations it read): the hints fail quietly.
      const shellPage = await page.request.get(`${server.baseURL}/properties`, {
        headers: { accept: 'text/html' },
      });
      expect(await shellPage.text()).toContain(`href="${cdn.origin}/mf-properties/remoteEntry.js"`);
      await page.goto(`${server.baseURL}/properties`);
      const failure = page.getByTestId('remote-error');
      await expect(failure).toContainText('This section could not be loaded');
      await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'All Properties', level: 1 })).toBeVisible();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('side-drawer').getByRole('link', { name: 'Owner', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Owners', exact: true, level: 2 })).toBeVisible();
      await expect(page.getByTestId('remote-error')).toHaveCount(0);

      await page.goto(`${server.baseURL}/properties`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('remote-error')).toBeVisible();
      await page.getByRole('button', { name: 'Quick add' }).click();
      await expect(page.getByRole('menuitem', { name: 'Add Bank' })).toBeVisible();
    } finally {
      await server.stop();
      await cdn.stop();
    }
  });

  test('a remote the shell was never built with, added to REMOTES_FILE of a running product, opens at its path after a reload; removed, its path is Not Found', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A new domain's remote, built on its own: a copy of mf-dashboard renamed mf-reports, declaring /reports.
    const reports = createRemoteWorkingCopy('mf-dashboard', 'mf-reports');
    reports.replaceInFile('package.json', '"name": "mf-dashboard"', '"name": "mf-reports"');
    reports.writeFile(
      'src/screens.json',
      JSON.stringify({
        reports: {
          path: '/reports/monthly',
          title: 'Monthly Reports',
          section: 'reports',
          menu: { label: 'Reports', icon: 'reports', position: 100 },
        },
      }),
    );
    reports.replaceInFile('src/routes.tsx', 'dashboard: lazyPage(', 'reports: lazyPage(');
    reports.build();
    const cdn = await startStaticOrigin({ 'mf-reports': reports.dist });
    const remotesFile = path.join(e2eTmp, 'remotes-file.json');
    writeFileSync(remotesFile, '{}');
    const server = await startAppServer('remotes-file', { REMOTES_FILE: remotesFile });
    const heading = page.getByRole('heading', { name: 'Monthly Reports', level: 1 });
    try {
      await signInByApi(page, server.baseURL);
      await page.goto(`${server.baseURL}/reports/monthly`);
      await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();

      writeFileSync(remotesFile, JSON.stringify({ mf_reports: `${cdn.origin}/mf-reports/mf-manifest.json` }));
      await expect(async () => {
        await page.reload();
        await expect(heading).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      // Inside the layout: its breadcrumb, the remote's own content, and its menu entry after the SPEC's.
      const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Reports' })).toHaveAttribute(
        'href',
        '/reports/monthly',
      );
      await expect(page.getByRole('heading', { name: 'Shortcut Report' })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const entries = page.getByTestId('side-drawer').getByRole('link');
      await expect(entries).toHaveText([
        'Dashboard',
        'Owner',
        'Property',
        'Tenants',
        'Contracts',
        'Finance',
        'Setting',
        'Expiring Contracts',
        'Staff',
        'Reports',
      ]);
      await page.keyboard.press('Escape');

      writeFileSync(remotesFile, '{}');
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await server.stop();
      await cdn.stop();
    }
  });

  test('a remote rebuilt with a visible change shows it after a reload, without a shell rebuild', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const contracts = createRemoteWorkingCopy('mf-contracts');
    contracts.build();
    const cdn = await startStaticOrigin({ 'mf-contracts': contracts.dist });
    const server = await startAppServer('rebuilt-remote', {
      REMOTE_URL_MF_CONTRACTS: `${cdn.origin}/mf-contracts/mf-manifest.json`,
    });
    try {
      await signInByApi(page, server.baseURL);
      await page.goto(`${server.baseURL}/contracts`);
      await expect(page.getByRole('heading', { name: 'Contracts', exact: true, level: 2 })).toBeVisible();
      const shellScripts = await page.evaluate(() =>
        [...document.scripts].map((script) => script.src).filter(Boolean),
      );

      contracts.replaceInFile(
        'src/contracts/contract-screens.ts',
        "plural: 'Contracts'",
        "plural: 'Contracts, rebuilt'",
      );
      contracts.build();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Contracts, rebuilt', level: 2 })).toBeVisible();
      const shellScriptsAfter = await page.evaluate(() =>
        [...document.scripts].map((script) => script.src).filter((src) => src.includes('/main.')),
      );
      expect(shellScripts.filter((src) => src.includes('/main.'))).toEqual(shellScriptsAfter);
    } finally {
      await server.stop();
      await cdn.stop();
    }
  });
});
