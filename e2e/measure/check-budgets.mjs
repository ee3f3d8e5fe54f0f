// The bundle budgets of the test run (budgets.mjs), after the production builds: fails, naming the page or file and
// its figure, when one is exceeded. Usage: node e2e/measure/check-budgets.mjs
import path from 'node:path';
import { appFolders } from '@pm/apps';
import { BUDGETS } from './budgets.mjs';
import { measureFigures } from './federation-figures.mjs';
import { kib, PAGES, repoRoot } from './page-weight.mjs';
import { precompressedProblems } from './precompressed.mjs';

const pages = PAGES.filter((page) => page.path === '/login' || page.path === '/');
const results = await measureFigures({ pages });
const failures = [];
const largest = (load) =>
  [...load.files]
    .sort((a, b) => b.served - a.served)
    .slice(0, 3)
    .map((file) => `${new URL(file.url).pathname} ${kib(file.served)}`)
    .join(', ');

const builds = appFolders.map((folder) => path.join(repoRoot, folder, 'dist'));
const precompressed = precompressedProblems(builds);
console.log(`${precompressed.checked} precompressed copies checked against their files`);
failures.push(...precompressed.problems);

const login = results.pages['/login'];
// The page's scripts arrive as the build's brotli copies (a small one, under 1 KiB, may be compressed on the fly).
const notBrotli = login.mf.files.filter((file) => file.raw >= 1024 && file.encoding !== 'br');
if (notBrotli.length > 0)
  failures.push(
    `/login received without brotli: ${notBrotli.map((file) => new URL(file.url).pathname).join(', ')}`,
  );
const dashboard = results.pages['/'];
console.log(`/login: ${kib(login.mf.served)} as served (monolith ${kib(login.monolith.served)})`);
console.log(`/ after sign-in: ${kib(dashboard.mf.served)} as served`);
if (login.mf.served > BUDGETS.loginKiB * 1024) {
  failures.push(
    `/login downloads ${kib(login.mf.served)} > ${BUDGETS.loginKiB} KiB (largest: ${largest(login.mf)})`,
  );
}
const loginRatio = login.mf.served / login.monolith.served;
if (loginRatio > BUDGETS.loginRatio) {
  failures.push(`/login is ${loginRatio.toFixed(2)}x the monolith > ${BUDGETS.loginRatio}x`);
}
if (dashboard.mf.served > BUDGETS.dashboardKiB * 1024) {
  failures.push(
    `/ downloads ${kib(dashboard.mf.served)} > ${BUDGETS.dashboardKiB} KiB (largest: ${largest(dashboard.mf)})`,
  );
}
for (const [file, size] of Object.entries(results.remoteEntries)) {
  if (file.endsWith('remoteEntry.js')) console.log(`${file}: ${kib(size.brotli)} as served`);
  if (file.endsWith('remoteEntry.js') && size.brotli > BUDGETS.remoteEntryKiB * 1024) {
    failures.push(`${file} is ${kib(size.brotli)} > ${BUDGETS.remoteEntryKiB} KiB`);
  }
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`✖ bundle budget: ${failure}`);
  process.exit(1);
}
console.log('✔ bundle budgets hold');
