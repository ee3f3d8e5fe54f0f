// The README's development workflows, run exactly as documented: `npm run dev` (the whole product with hot
// reload at http://localhost:3100) and one remote's dev server pointed at by a running shell's override link.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { remotes, shell } from '@pm/apps';
import { adminAccount, expect, signInByApi, test } from '../fixtures';
import { createLinkedRecords, tokenOf } from '../support/api-records';
import { everyRouteOf, openRoute } from '../support/every-route';
import { watchRequests } from '../support/flows';
import { e2eTmp } from '../support/paths';
import { startReadmeCommand } from '../support/processes';

const remoteManifests = Object.values(remotes).map(
  (remote) => `http://localhost:${remote.devPort}/mf-manifest.json`,
);
const ownersDevManifest = `http://localhost:${remotes.mf_owners.devPort}/mf-manifest.json`;

test.describe('development workflows', () => {
  test.describe.configure({ mode: 'serial' });

  test('an override to an address off this machine is ignored and the deployed remote loads', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const offMachine = watchRequests(page, (request) => new URL(request.url()).hostname === 'evil.example');
    await signInByApi(page, baseURL as string);
    await page.goto('/owners?remote.mf_owners=https://evil.example/mf-manifest.json');
    await expect(page.getByRole('heading', { name: 'Owners', exact: true, level: 2 })).toBeVisible();
    expect(offMachine).toEqual([]);
    expect(warnings.some((text) => text.includes('Ignored the override of mf_owners'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pm.remoteOverrides'))).toBeNull();
  });

  test("one remote's dev server, pointed at by the README's link from the running shell", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const ownersDev = await startReadmeCommand(['scripts/dev.mjs', 'mf-owners'], [ownersDevManifest]);
    try {
      const fromDevServer: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(new URL(ownersDevManifest).origin)) {
          fromDevServer.push(`${response.status()} ${response.url()}`);
        }
      });
      await signInByApi(page, baseURL as string);
      await page.goto(`/owners?remote.mf_owners=${ownersDevManifest}`);
      await expect(page.getByRole('heading', { name: 'Owners', exact: true, level: 2 })).toBeVisible();
      expect(fromDevServer.some((line) => line.startsWith('200 ') && line.includes('remoteEntry.js'))).toBe(
        true,
      );
      expect(fromDevServer.filter((line) => !line.startsWith('200 '))).toEqual([]);

      // Kept until removed: the next visit still loads the dev server's build; an empty value removes it.
      fromDevServer.length = 0;
      await page.goto('/add-owner');
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      expect(fromDevServer.length).toBeGreaterThan(0);
      await page.goto('/owners?remote.mf_owners=');
      await expect(page.getByRole('heading', { name: 'Owners', exact: true, level: 2 })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('pm.remoteOverrides'))).toBe('{}');
    } finally {
      await ownersDev.stop();
    }
  });

  test('`npm run dev` serves every route with its remote at http://localhost:3100', async ({ page }) => {
    test.setTimeout(420_000);
    const dataDir = mkdtempSync(path.join(e2eTmp, 'dev-data-'));
    const shellURL = `http://localhost:${shell.devPort}`;
    const dev = await startReadmeCommand(
      ['scripts/dev.mjs'],
      [`${shellURL}/remotes.json`, ...remoteManifests],
      {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: adminAccount.email,
        ADMIN_PASSWORD: adminAccount.password,
      },
    );
    try {
      await signInByApi(page, shellURL);
      const token = await tokenOf(page, shellURL);
      const records = await createLinkedRecords(page, shellURL, token, `${Date.now()}`);
      const routes = everyRouteOf(records);
      for (const route of routes) await openRoute(page, shellURL, route, token);
    } finally {
      await dev.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
