// `npm run measure`: install time, build time, first-load JavaScript and Lighthouse (mobile and desktop), printed as
// figures beside the monolith yardstick, and the signed-in first paints beside the same pages without them.
//   --cold   measure the install with an empty pnpm store (every package downloaded from the registry)
import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pnpm, repoRoot, run } from './tooling.mjs';

const cold = process.argv.includes('--cold');
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);

/** The root and every package folder in it: the apps, server, e2e and packages/*. */
const workspaceFolders = [
  '.',
  ...readdirSync(repoRoot),
  ...readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}`),
].filter((folder) => folder === '.' || existsSync(path.join(repoRoot, folder, 'package.json')));
for (const folder of workspaceFolders)
  rmSync(path.join(repoRoot, folder, 'node_modules'), { recursive: true, force: true });
const storeArgs = cold ? ['--store-dir', path.join(os.tmpdir(), `pm-cold-store-${Date.now()}`)] : [];
let start = performance.now();
await pnpm(['install', '--frozen-lockfile', ...storeArgs]);
const installSeconds = seconds(start);

start = performance.now();
await pnpm(['build']);
const buildSeconds = seconds(start);

console.log(
  `\ninstall (${cold ? 'empty store, from the registry' : 'warm pnpm store'}): ${installSeconds} s`,
);
// Read once installed (the node_modules folders were removed above).
const { remoteFolders } = await import('@pm/apps');
console.log(`build (shell + ${remoteFolders.length} remotes, production): ${buildSeconds} s\n`);
for (const figures of ['first-load.mjs', 'lighthouse.mjs', 'first-paint-tasks.mjs']) {
  await run(process.execPath, [path.join(repoRoot, 'e2e/measure', figures)], {
    cwd: path.join(repoRoot, 'e2e'),
  });
}
