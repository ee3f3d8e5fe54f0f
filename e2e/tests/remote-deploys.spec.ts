import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signInByApi, test } from '../fixtures';
import { e2eTmp, repoRoot } from '../support/paths';
import { startAppServer } from '../support/processes';
import { createRemoteWorkingCopy, deployRemote } from '../support/remote-rebuild';
import { startStaticOrigin } from '../support/static-origin';

test('a remote deployed alone with `npm run deploy:remote` shows in a running shell after a reload; a build for another React major is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The remotes' origin (a static host or CDN) is a folder the deploy command writes into.
  const remotesFolder = path.join(e2eTmp, 'deployed-remotes');
  rmSync(remotesFolder, { recursive: true, force: true });
  mkdirSync(remotesFolder, { recursive: true });
  const cdn = await startStaticOrigin({ 'mf-owners': path.join(remotesFolder, 'mf-owners') });
  const server = await startAppServer('deployed-remote', {
    REMOTE_URL_MF_OWNERS: `${cdn.origin}/mf-owners/mf-manifest.json`,
  });
  // The running shell's manifest, where it is served.
  const deploy = (from: string) =>
    deployRemote('mf-owners', { to: remotesFolder, from, shell: server.baseURL });
  const ownersHeading = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });
  try {
    const first = await deploy(path.join(repoRoot, 'mf-owners', 'dist'));
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain(`Deployed mf-owners from ${path.join(repoRoot, 'mf-owners', 'dist')}`);
    await signInByApi(page, server.baseURL);
    await page.goto(`${server.baseURL}/owners`);
    // The server asks a remote's host again once its last answer is 2 s old.
    await expect(async () => {
      await page.reload();
      await expect(ownersHeading('Owners')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    // The same remote built for React 20: refused, and what is deployed keeps running.
    const skewed = path.join(e2eTmp, 'mf-owners-for-react-20');
    rmSync(skewed, { recursive: true, force: true });
    cpSync(path.join(repoRoot, 'mf-owners', 'dist'), skewed, { recursive: true });
    const manifestFile = path.join(skewed, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const react = manifest.shared.find((entry: { name: string }) => entry.name === 'react');
    react.requiredVersion = '^20.0.0';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const refused = await deploy(skewed);
    expect(refused.output).toMatch(
      /^mf-owners needs react \^20\.0\.0 but the deployed shell provides 19\.\d+\.\d+$/m,
    );
    expect(refused.status).toBe(1);
    await page.reload();
    await expect(ownersHeading('Owners')).toBeVisible();

    // The owners team changes a heading and adds a page (/owners/archive): only mf-owners is built and deployed.
    await page.goto(`${server.baseURL}/owners/archive`);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    const owners = createRemoteWorkingCopy('mf-owners');
    owners.replaceInFile('src/owners/owner-screens.ts', "plural: 'Owners'", "plural: 'Owners, redeployed'");
    owners.replaceInFile(
      'src/screens.json',
      '"owner-add":',
      '"owners-archive": { "path": "/owners/archive", "title": "Archived Owners", "section": "owners-list" },\n  "owner-add":',
    );
    owners.replaceInFile(
      'src/routes.tsx',
      "'owner-add':",
      "'owners-archive': lazyPage(() => import('./owners/owners-list-page'), 'OwnersListPage'),\n  'owner-add':",
    );
    owners.build();

    // A build whose new page takes another remote's path is refused, one line per conflict.
    const colliding = createRemoteWorkingCopy('mf-owners', 'mf-owners-colliding');
    colliding.replaceInFile('src/screens.json', '"path": "/add-owner"', '"path": "/contracts/add-contract"');
    colliding.build();
    const refusedPath = await deploy(colliding.dist);
    expect(refusedPath.status).toBe(1);
    expect(refusedPath.output.trim()).toBe(
      'mf_owners declares /contracts/add-contract, already declared by mf_contracts.',
    );

    const second = await deploy(owners.dist);
    expect(second.status, second.output).toBe(0);
    await page.goto(`${server.baseURL}/owners`);
    await expect(async () => {
      await page.reload();
      await expect(ownersHeading('Owners, redeployed')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    // The new screen is known once the server has read the new manifest (at most 2 s after its last reading): the
    // browser may have the new code before that.
    await page.goto(`${server.baseURL}/owners/archive`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Archived Owners', level: 1 })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(ownersHeading('Owners, redeployed')).toBeVisible();
    // The page as the server sends it, before any script: the first paint is the one the new build drew.
    const shellPage = await page.request.get(`${server.baseURL}/owners`, {
      headers: { accept: 'text/html' },
    });
    const firstPaint = /<div id="pm-first-paint"[^>]*>(.*?)<span id="pm-first-paint-end">/s.exec(
      await shellPage.text(),
    )?.[1];
    expect(firstPaint).toContain('Owners, redeployed');
  } finally {
    await server.stop();
    await cdn.stop();
  }
});
