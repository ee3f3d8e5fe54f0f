// The main thread of signed-in pages, this checkout's builds against another checkout's, in Chromium at a 4x slower
// CPU (no network throttling): loads alternate between the two in one run, so the machine's noise falls on both.
// Prints per page the medians of Total Blocking Time after the first paint, the long tasks in all, the longest task
// and the largest paint. Both builds are served by this checkout's server, each with its own database.
// Usage: node e2e/measure/main-thread.mjs --before <checkout> [--runs 8] [/owners /contracts/add-contract ...]
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  launchBrowser,
  loadAtSlowCpu,
  median,
  seedLinkedRecords,
  signInToken,
  startServer,
} from './page-weight.mjs';

const { values: options, positionals } = parseArgs({
  options: { before: { type: 'string' }, runs: { type: 'string', default: '8' } },
  allowPositionals: true,
});
if (!options.before)
  throw new Error('Give the checkout to compare with: --before <folder> (its builds made).');
const pages =
  positionals.length > 0
    ? positionals
    : ['/', '/owners', '/owner/{id}', '/contracts', '/contracts/add-contract'];

const builds = { after: undefined, before: path.resolve(options.before) };
const servers = {};
const browser = await launchBrowser();
const results = {};
try {
  for (const [name, webRoot] of Object.entries(builds)) {
    const server = await startServer(webRoot);
    const token = await signInToken(server.baseURL);
    const { owner } = await seedLinkedRecords(server.baseURL, token);
    servers[name] = { server, token, owner };
  }
  for (let run = 0; run < Number(options.runs); run++) {
    const order = run % 2 === 0 ? ['after', 'before'] : ['before', 'after'];
    for (const page of pages) {
      for (const name of order) {
        const { server, token, owner } = servers[name];
        const url = `${server.baseURL}${page.replace('{id}', owner)}`;
        const key = `${page}\t${name}`;
        results[key] = [...(results[key] ?? []), await loadAtSlowCpu(browser, url, token)];
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map(({ server }) => server.stop()));
}

const ms = (page, key) =>
  ['after', 'before']
    .map((name) =>
      Math.round(median(results[`${page}\t${name}`].map((load) => load[key]))).toLocaleString('en'),
    )
    .join(' / ');
console.log(`\nSigned-in loads at a 4x slower CPU, median of ${options.runs} each, after / before (ms)`);
console.log(
  '| page | TBT after the first paint | long tasks in all | longest task | LCP |\n|---|---|---|---|---|',
);
for (const page of pages)
  console.log(
    `| \`${page}\` | ${ms(page, 'tbt')} | ${ms(page, 'longTasks')} | ${ms(page, 'longest')} | ${ms(page, 'lcp')} |`,
  );
