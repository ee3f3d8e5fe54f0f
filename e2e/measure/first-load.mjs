// `npm run measure` (after the builds): the JavaScript a cold visit downloads, federated (MF) beside the monolith
// yardstick (the same routes in one rspack app, every import static) and beside that monolith split by route as
// the federated build is, for /login, / after sign-in and /owners; each remote's remoteEntry.js and
// mf-manifest.json; the median time from a click on a drawer entry to the page of a remote not loaded before.
// Usage: node e2e/measure/first-load.mjs [--runs 10] [--json file]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BUDGETS } from './budgets.mjs';
import { measureFigures } from './federation-figures.mjs';
import { kib } from './page-weight.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, json: { type: 'string' } },
});
const runs = Number(options.runs);
const results = await measureFigures({ split: true, drawerRuns: runs });

const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
console.log(
  '\nFirst-load JavaScript, cold (empty cache): requests, and the bytes the browser received (as served)',
);
console.log(
  '| page | MF | monolith (static) | MF / monolith | monolith split by route | MF / split |\n|---|---|---|---|---|---|',
);
const cell = (load) => `${load.requests} req, ${kib(load.served)}`;
for (const [pagePath, { mf, monolith, split }] of Object.entries(results.pages)) {
  console.log(
    `| ${pagePath} | ${cell(mf)} | ${cell(monolith)} | ${ratio(mf.served, monolith.served)} | ${cell(split)} | ${ratio(mf.served, split.served)} |`,
  );
}
console.log('\n| remote file | raw | served as brotli | served as gzip |\n|---|---|---|---|');
for (const [file, size] of Object.entries(results.remoteEntries)) {
  console.log(`| ${file} | ${kib(size.raw)} | ${kib(size.brotli)} | ${kib(size.gzip)} |`);
}
const drawer = results.drawerToOwnersMs;
if (runs > 0) {
  console.log(
    `\nDrawer "Owner" click to the Owners heading, median of ${runs} cold runs: MF ${drawer.mf.toFixed(0)} ms, ` +
      `monolith ${drawer.monolith.toFixed(0)} ms, split monolith ${drawer.split.toFixed(0)} ms`,
  );
}
console.log(
  `Budgets: /login ≤ ${BUDGETS.loginKiB} KiB and ≤ ${BUDGETS.loginRatio}x the monolith, / ≤ ${BUDGETS.dashboardKiB} KiB, ` +
    `remoteEntry.js ≤ ${BUDGETS.remoteEntryKiB} KiB, drawer ≤ 150 ms (bytes as served).`,
);
if (process.env.VERBOSE) {
  for (const [pagePath, byBuild] of Object.entries(results.pages)) {
    for (const [name, load] of Object.entries(byBuild)) {
      console.log(`\n${name} ${pagePath}`);
      for (const file of load.files)
        console.log(`  ${kib(file.served).padStart(10)}  ${new URL(file.url).pathname}`);
    }
  }
}
if (options.json) writeFileSync(options.json, JSON.stringify(results, null, 2));
