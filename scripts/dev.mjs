// `pnpm dev`: the API server (restarts on change) on :3000 and every front end with hot reload.
// Open the shell's dev server at http://localhost:3100 (it proxies /api and /remotes.json to :3000).
import apps from '../packages/mf-config/src/apps.json' with { type: 'json' };
import { installDependencies, pnpm } from './tooling.mjs';

await installDependencies();

const remoteUrls = Object.fromEntries(
  Object.entries(apps.remotes).map(([name, remote]) => [
    `REMOTE_URL_${name.toUpperCase()}`,
    `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
  ]),
);

const env = { ...process.env, NODE_ENV: 'development', COREPACK_INTEGRITY_KEYS: '0', ...remoteUrls };
const code = await pnpm(
  ['-r', '--parallel', '--filter', 'server', '--filter', './shell', '--filter', './mf-*', 'dev'],
  { env },
);
process.exit(code);
