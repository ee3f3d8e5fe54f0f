// `npm run dev` (or `pnpm dev`): the API server (restarts on change) on :3000 and every front end with hot reload;
// open the shell's dev server at http://localhost:3100 (it proxies /api, /files and /remotes.json to :3000).
// `npm run dev -- mf-owners [mf-tenants ...]`: only those remotes' dev servers (ports in @pm/apps), to point a
// running shell at with `?remote.mf_owners=http://localhost:3103/mf-manifest.json` (README).
import { installDependencies, pnpm } from './tooling.mjs';

await installDependencies();
// Read once installed: on a fresh clone the workspace package is linked by the install above.
const { remoteFolders, remotes, shell } = await import('@pm/apps');

const chosen = process.argv.slice(2);
const unknown = chosen.filter((folder) => !remoteFolders.includes(folder));
if (unknown.length > 0) {
  console.error(`Unknown remote: ${unknown.join(', ')}. Choose from ${remoteFolders.join(', ')}.`);
  process.exit(2);
}

// Every address on localhost: the shell's page and the remotes' dev servers are then one site, which the dev
// servers require of script requests from another origin.
const remoteUrls = Object.fromEntries(
  Object.entries(remotes).map(([name, remote]) => [
    `REMOTE_URL_${name.toUpperCase()}`,
    `http://localhost:${remote.devPort}/mf-manifest.json`,
  ]),
);
const filters = (chosen.length > 0 ? chosen : ['server', shell.folder, 'mf-*']).flatMap((folder) => [
  '--filter',
  `./${folder}`,
]);
const env = { ...process.env, NODE_ENV: 'development', ...(chosen.length > 0 ? {} : remoteUrls) };
process.exit(await pnpm(['-r', '--parallel', ...filters, 'dev'], { env }));
