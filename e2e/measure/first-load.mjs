// `npm run measure` (after the builds): the JavaScript a cold visit downloads, federated (MF) beside the monolith
// yardstick (the same routes in one rspack app, built by monolith/build.mjs), for /login, / after sign-in and
// /owners; the size of each remote's remoteEntry.js and mf-manifest.json; and the median time from a click on a
// drawer entry to the new page's heading, the remote not loaded before.
// Usage: node e2e/measure/first-load.mjs [--runs 10] [--json file]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import apps from '../../packages/mf-config/src/apps.json' with { type: 'json' };
import {
  brotli,
  freshPage,
  gzip,
  kib,
  launchBrowser,
  measureColdLoad,
  median,
  PAGES,
  repoRoot,
  signInToken,
  startServer,
} from './page-weight.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const runs = Number(argument('--runs', 10));
const jsonFile = argument('--json');

const monolithWebRoot = path.join(repoRoot, '.tmp', 'measure', 'monolith-web');
execFileSync(process.execPath, [path.join(import.meta.dirname, 'monolith', 'build.mjs'), monolithWebRoot], {
  cwd: path.join(repoRoot, 'e2e'),
  stdio: 'inherit',
});

/** Median time from a click on the drawer's Owner entry (on a fresh page at /) to the Owners heading. */
async function drawerToOwners(browser, baseURL, token) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await freshPage(browser, baseURL, token);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Cashflow' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const entry = page.getByTestId('side-drawer').getByRole('link', { name: 'Owner', exact: true });
    await entry.waitFor();
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

const builds = {
  mf: await startServer(repoRoot),
  monolith: await startServer(monolithWebRoot),
};
const browser = await launchBrowser();
const results = { pages: {}, drawerToOwnersMs: {}, remoteEntries: {} };
try {
  for (const [name, server] of Object.entries(builds)) {
    const token = await signInToken(server.baseURL);
    for (const page of PAGES) {
      results.pages[page.path] ??= {};
      results.pages[page.path][name] = await measureColdLoad(browser, server.baseURL, page.path, {
        token: page.signedIn ? token : undefined,
        ready: page.ready,
      });
    }
    results.drawerToOwnersMs[name] = await drawerToOwners(browser, server.baseURL, token);
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(builds).map((server) => server.stop()));
}

for (const { folder } of Object.values(apps.remotes)) {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const bytes = readFileSync(path.join(repoRoot, folder, 'dist', file));
    results.remoteEntries[`${folder}/${file}`] = {
      raw: bytes.length,
      brotli: brotli(bytes),
      gzip: gzip(bytes),
    };
  }
}

const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
console.log('\nFirst-load JavaScript, cold (empty cache), brotli 11 and gzip -9 of each script body');
console.log(
  '| page | MF requests | MF brotli | MF gzip | monolith requests | monolith brotli | monolith gzip | MF / monolith (brotli) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [pagePath, { mf, monolith }] of Object.entries(results.pages)) {
  console.log(
    `| ${pagePath} | ${mf.requests} | ${kib(mf.brotli)} | ${kib(mf.gzip)} | ${monolith.requests} | ${kib(monolith.brotli)} | ${kib(monolith.gzip)} | ${ratio(mf.brotli, monolith.brotli)} |`,
  );
}
console.log('\n| remote file | raw | brotli | gzip |');
console.log('|---|---|---|---|');
for (const [file, size] of Object.entries(results.remoteEntries)) {
  console.log(`| ${file} | ${kib(size.raw)} | ${kib(size.brotli)} | ${kib(size.gzip)} |`);
}
const { mf, monolith } = results.drawerToOwnersMs;
console.log(
  `\nDrawer "Owner" click to the Owners heading, median of ${runs} cold runs: MF ${mf.toFixed(0)} ms, monolith ${monolith.toFixed(0)} ms (${ratio(mf, monolith)})`,
);
if (process.env.VERBOSE) {
  for (const [pagePath, byBuild] of Object.entries(results.pages)) {
    for (const [name, load] of Object.entries(byBuild)) {
      console.log(`\n${name} ${pagePath}`);
      for (const file of load.files)
        console.log(`  ${kib(file.brotli).padStart(10)}  ${new URL(file.url).pathname}`);
    }
  }
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 2));
