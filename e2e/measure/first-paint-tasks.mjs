// What the signed-in first paints cost and bring, in Chromium at a 4x slower CPU (no network throttling): the
// product's signed-in pages loaded with the shell's layout drawing and without it (set aside for those loads, so
// the server sends no first paint), alternating, in one run. Prints per page the first paint (FCP), the largest
// paint the browser reported (LCP), Total Blocking Time after the first paint, and the long tasks' total time.
// Usage: node e2e/measure/first-paint-tasks.mjs [--runs 6] [/owners /contracts ...]
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LAYOUT_FIRST_PAINT } from '@pm/apps/screens';
import {
  launchBrowser,
  loadAtSlowCpu,
  median,
  repoRoot,
  seedLinkedRecords,
  signInToken,
  startServer,
} from './page-weight.mjs';

const { values: options, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '6' } },
  allowPositionals: true,
});
const pages = positionals.length > 0 ? positionals : ['/owners', '/contracts'];
const layoutDrawing = path.join(repoRoot, 'shell', 'dist', LAYOUT_FIRST_PAINT.file);
const setAside = `${layoutDrawing}.set-aside`;
if (!existsSync(layoutDrawing)) throw new Error(`${layoutDrawing} is missing: run \`npm run build\` first.`);

const server = await startServer();
const browser = await launchBrowser();
const results = {};
try {
  const token = await signInToken(server.baseURL);
  await seedLinkedRecords(server.baseURL, token);
  for (let run = 0; run < Number(options.runs); run++) {
    for (const variant of ['with', 'without']) {
      if (variant === 'without') renameSync(layoutDrawing, setAside);
      try {
        for (const page of pages) {
          const name = `${page} ${variant} first paint`;
          results[name] = [
            ...(results[name] ?? []),
            await loadAtSlowCpu(browser, `${server.baseURL}${page}`, token),
          ];
        }
      } finally {
        if (existsSync(setAside)) renameSync(setAside, layoutDrawing);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const ms = (values) => `${Math.round(median(values)).toLocaleString('en')} ms`;
console.log(`\nSigned-in loads at a 4x slower CPU, median of ${options.runs} each`);
console.log('| page | FCP | LCP | TBT after FCP | long tasks in all |\n|---|---|---|---|---|');
for (const [name, runs] of Object.entries(results)) {
  const of = (key) => runs.map((result) => result[key]);
  console.log(
    `| ${name} | ${ms(of('fcp'))} | ${ms(of('lcp'))} | ${ms(of('tbt'))} | ${ms(of('longTasks'))} |`,
  );
}
