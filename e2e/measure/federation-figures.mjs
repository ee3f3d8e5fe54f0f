// The figures of the federated build beside the monolith yardstick: what a cold visit of each page downloads, each
// remote's remoteEntry.js and mf-manifest.json, and the time from a drawer click to the page of a remote not loaded
// before. Used by first-load.mjs (`npm run measure`) and check-budgets.mjs (the test run).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { remoteFolders } from '@pm/apps';
import { buildMonolith } from './monolith/build.mjs';
import {
  freshPage,
  launchBrowser,
  measureColdLoad,
  median,
  PAGES,
  repoRoot,
  signInToken,
  startServer,
} from './page-weight.mjs';

/** Median time from a click on the drawer's Owner entry (on a fresh page at /) to the Owners heading. */
async function drawerToOwners(browser, baseURL, token, runs) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await freshPage(browser, baseURL, token);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Cashflow' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const entry = page.getByTestId('side-drawer').getByRole('link', { name: 'Owner', exact: true });
    await entry.waitFor();
    // A click without hovering first: the drawer's preload on hover does not help this figure.
    const elapsed = await entry.evaluate(
      (link) =>
        new Promise((resolve) => {
          const started = performance.now();
          const arrived = () =>
            [...document.querySelectorAll('h2')].some((heading) => heading.textContent === 'Owners');
          const observer = new MutationObserver(() => {
            if (arrived()) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          link.click();
        }),
    );
    times.push(elapsed);
    await context.close();
  }
  return median(times);
}

/** The bytes the server sends for a built file: its precompressed copy when the build wrote one, else the file. */
function servedSize(file, extension) {
  return existsSync(`${file}${extension}`) ? statSync(`${file}${extension}`).size : statSync(file).size;
}

/** Each remote's remoteEntry.js and mf-manifest.json: raw, and as served with brotli and with gzip. */
export function remoteEntrySizes() {
  const sizes = {};
  for (const folder of remoteFolders) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const built = path.join(repoRoot, folder, 'dist', file);
      sizes[`${folder}/${file}`] = {
        raw: statSync(built).size,
        brotli: servedSize(built, '.br'),
        gzip: servedSize(built, '.gz'),
      };
    }
  }
  return sizes;
}

/**
 * Measures the federated build (the builds in the repository) and the monolith yardstick, also split by route
 * when `split`, on the given pages; the drawer timing over `drawerRuns` cold runs when above 0.
 */
export async function measureFigures({ pages = PAGES, split = false, drawerRuns = 0 } = {}) {
  const tmp = path.join(repoRoot, '.tmp', 'measure');
  const webRoots = { mf: repoRoot };
  webRoots.monolith = path.dirname(path.dirname(await buildMonolith(path.join(tmp, 'monolith-web'))));
  if (split) {
    webRoots.split = path.dirname(
      path.dirname(await buildMonolith(path.join(tmp, 'monolith-split-web'), { split: true })),
    );
  }
  const servers = Object.fromEntries(
    await Promise.all(Object.entries(webRoots).map(async ([name, root]) => [name, await startServer(root)])),
  );
  const browser = await launchBrowser();
  const results = { pages: {}, drawerToOwnersMs: {}, remoteEntries: remoteEntrySizes() };
  try {
    for (const [name, server] of Object.entries(servers)) {
      const token = await signInToken(server.baseURL);
      for (const page of pages) {
        results.pages[page.path] ??= {};
        results.pages[page.path][name] = await measureColdLoad(browser, server.baseURL, page.path, {
          token: page.signedIn ? token : undefined,
          ready: page.ready,
        });
      }
      if (drawerRuns > 0) {
        results.drawerToOwnersMs[name] = await drawerToOwners(browser, server.baseURL, token, drawerRuns);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  return results;
}
