// `npm run measure`, second half: Lighthouse (mobile and desktop presets, Debian's Chromium) on /login and, signed in,
// on the dashboard, the owners list, an owner's page, the contracts list and the add-contract form; the federated
// product and the monolith yardstick (the same screens in one rspack app) served by the same server, in one run.
// Prints each page's score, FCP, LCP, TBT, CLS, the scripts' transfer size and Lighthouse's index of the machine's CPU
// beside the monolith's, the ratio, and the element Lighthouse took as the product's largest paint (a part of the first
// paint, or data that came later).
// Usage: node e2e/measure/lighthouse.mjs [--runs 1] [--root <checkout>] [--json file] [--reports folder]
//   --root      measure another checkout (its server, its builds, its monolith): the "before" of a change
//   --runs      runs per page, preset and build; the run with the median LCP is printed, with the lowest and
//               highest TBT of the runs beside its own
//   --reports   also write each run's whole Lighthouse report (JSON) there, to read its waterfall and shifts
//   --pages     only these pages, comma-separated (as printed: /login,/owner/{id})
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import launchArgs from '../support/chromium-args.json' with { type: 'json' };
import {
  CHROMIUM_PATH,
  freePort,
  median,
  repoRoot,
  seedLinkedRecords,
  signInToken,
  startServer,
} from './page-weight.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    root: { type: 'string', default: repoRoot },
    json: { type: 'string' },
    reports: { type: 'string' },
    pages: { type: 'string' },
  },
});
const runs = Number(options.runs);
const root = path.resolve(options.root);
const { reports } = options;
if (reports) mkdirSync(reports, { recursive: true });

/** The pages, each a path (given the seeded records) and whether it needs a signed-in browser. */
const PAGES = [
  { name: '/login', path: () => '/login', signedIn: false },
  { name: '/', path: () => '/', signedIn: true },
  { name: '/owners', path: () => '/owners', signedIn: true },
  { name: '/owner/{id}', path: (records) => `/owner/${records.owner}`, signedIn: true },
  { name: '/contracts', path: () => '/contracts', signedIn: true },
  { name: '/contracts/add-contract', path: () => '/contracts/add-contract', signedIn: true },
];
const onlyPages = options.pages?.split(',');
const pages = onlyPages ? PAGES.filter((page) => onlyPages.includes(page.name)) : PAGES;
const PRESETS = { mobile: undefined, desktop: desktopConfig };

/** One Lighthouse navigation of `url` in a fresh browser profile that holds `token` as the app's cookie. */
async function audit(url, preset, token, reportName, retried = false) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pm-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...launchArgs, `--remote-debugging-port=${port}`],
  });
  try {
    // Lighthouse clears the origin's caches and storage before it loads the page, but keeps its cookies.
    if (token) await context.addCookies([{ name: 'auth-token', value: token, url }]);
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      PRESETS[preset],
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError?.code === 'NO_NAVSTART' && !retried) {
      // Lighthouse's own advice for this trace failure, which comes now and then on this machine: run it again.
      console.warn(`${url} (${preset}): ${runtimeError.code}, run again.`);
      return await audit(url, preset, token, reportName, true);
    }
    if (runtimeError) throw new Error(`${url} (${preset}): ${runtimeError.message}`);
    if (reports && reportName) writeFileSync(path.join(reports, `${reportName}.json`), result.report);
    const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    const lcpElement = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scriptBytes: scripts?.transferSize ?? 0,
      lcpElement: lcpElement?.nodeLabel ?? '',
      finalUrl: result.lhr.finalDisplayedUrl,
      // The same build's TBT moves with the machine's speed: figures of two days compare only beside this index.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      version: result.lhr.lighthouseVersion,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The run with the median LCP of `runs` audits, and the TBT of every run (one page's TBT moves most between runs). */
async function medianAudit(url, preset, token, reportName) {
  const results = [];
  for (let run = 0; run < runs; run++)
    results.push(await audit(url, preset, token, `${reportName}-${run + 1}`));
  const lcp = median(results.map((result) => result.lcp));
  return { ...results.find((result) => result.lcp === lcp), tbtOfRuns: results.map((result) => result.tbt) };
}

const { buildMonolith } = await import(path.join(root, 'e2e/measure/monolith/build.mjs'));
const monolithOut = await buildMonolith(path.join(repoRoot, '.tmp', 'lighthouse', 'monolith-web'));
const webRoots = { mf: root, monolith: path.dirname(path.dirname(monolithOut)) };
const figures = {};
for (const [build, webRoot] of Object.entries(webRoots)) {
  const server = await startServer(webRoot, { serverRoot: root });
  try {
    const token = await signInToken(server.baseURL);
    const records = await seedLinkedRecords(server.baseURL, token);
    // A first visit warms the server (its first reads of each file and of the database) outside the figures.
    await audit(`${server.baseURL}/`, 'desktop', token);
    for (const page of pages) {
      for (const preset of Object.keys(PRESETS)) {
        const url = `${server.baseURL}${page.path(records)}`;
        const reportName = `${build}-${page.name.replace(/\W+/g, '_')}-${preset}`;
        const result = await medianAudit(url, preset, page.signedIn ? token : undefined, reportName);
        if (page.signedIn && new URL(result.finalUrl).pathname === '/login') {
          throw new Error(`${url} sent the signed-in browser to /login: the cookie did not reach the page`);
        }
        figures[`${page.name} ${preset}`] ??= { page: page.name, preset };
        figures[`${page.name} ${preset}`][build] = result;
      }
    }
  } finally {
    await server.stop();
  }
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
/** Text for one cell of the printed table: on one line, at most 40 characters, no column separator. */
const tableText = (text) => {
  const line = text.replace(/\s+/g, ' ').replaceAll('|', '/').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
};
const pair = (row, format) => `${format(row.mf)} / ${format(row.monolith)}`;
const tbtText = (result) =>
  runs > 1
    ? `${ms(result.tbt)} (${Math.round(Math.min(...result.tbtOfRuns))}-${ms(Math.max(...result.tbtOfRuns))})`
    : ms(result.tbt);
console.log(
  `\nLighthouse ${Object.values(figures)[0]?.mf.version}, performance, ${root === repoRoot ? 'this checkout' : root}` +
    `${runs > 1 ? `, the run of median LCP of ${runs} (TBT: that run's, then the lowest-highest of all)` : ', one run each'}: product (MF) / monolith yardstick`,
);
console.log(
  '| page | preset | score | FCP | LCP | LCP MF / monolith | TBT | CLS | scripts transferred | host CPU index | LCP element (MF) |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const row of Object.values(figures)) {
  console.log(
    `| ${row.page} | ${row.preset} | ${pair(row, (r) => r.score)} | ${pair(row, (r) => ms(r.fcp))} | ` +
      `${pair(row, (r) => ms(r.lcp))} | ${(row.mf.lcp / row.monolith.lcp).toFixed(2)}x | ` +
      `${pair(row, tbtText)} | ${pair(row, (r) => r.cls.toFixed(3))} | ` +
      `${pair(row, (r) => `${(r.scriptBytes / 1024).toFixed(1)} KiB`)} | ${pair(row, (r) => Math.round(r.benchmarkIndex).toLocaleString('en'))} | ` +
      `${tableText(row.mf.lcpElement)} |`,
  );
}
console.log(
  '\nTargets (mobile): score ≥ 95, LCP ≤ 2,000 ms and ≤ 1.15x the monolith, TBT ≤ 150 ms, CLS 0 (printed, not asserted).' +
    "\nHost CPU index: Lighthouse's benchmark of this machine at the printed run (it warns below 1,000: a slower CPU than it expects).",
);
if (options.json) writeFileSync(options.json, JSON.stringify(Object.values(figures), null, 2));
