// `npm run dev` (or `pnpm dev`): the API server (restarts on change) on :3000 and every front end with hot reload;
// open the shell's dev server at http://localhost:3100 (it proxies /api, /files and /remotes.json to :3000).
// `npm run dev -- mf-owners [mf-tenants ...]`: only those remotes' dev servers (ports in apps.json), to point a
// running shell at with `?remote.mf_owners=http://localhost:3103/mf-manifest.json` (README).
import apps from '../packages/mf-config/src/apps.json' with { type: 'json' };
import { installDependencies, pnpm } from './tooling.mjs';

const remoteFolders = Object.values(apps.remotes).map((remote) => remote.folder);
const chosen = process.argv.slice(2);
const unknown = chosen.filter((folder) => !remoteFolders.includes(folder));
if (unknown.length > 0) {
  console.error(`Unknown remote: ${unknown.join(', ')}. Choose from ${remoteFolders.join(', ')}.`);
  process.exit(2);
}

await installDependencies();

// Every address on localhost: the shell's page and the remotes' dev servers are then one site, which the dev
// servers require of script requests from another origin.
const remoteUrls = Object.fromEntries(
  Object.entries(apps.remotes).map(([name, remote]) => [
    `REMOTE_URL_${name.toUpperCase()}`,
    `http://localhost:${remote.devPort}/mf-manifest.json`,
  ]),
);
const filters = (chosen.length > 0 ? chosen : ['server', apps.shell.folder, 'mf-*']).flatMap((folder) => [
  '--filter',
  `./${folder}`,
]);
const env = { ...process.env, NODE_ENV: 'development', ...(chosen.length > 0 ? {} : remoteUrls) };
process.exit(await pnpm(['-r', '--parallel', ...filters, 'dev'], { env }));
