import { existsSync } from 'node:fs';
import path from 'node:path';
import { appFolders } from '@pm/apps';
import { repoRoot } from './paths';
import { startAppServer } from './processes';

/** One embedded server (API, shell, remotes, PGlite) for the whole run, built beforehand by `npm run build`. */
export default async function globalSetup() {
  const missing = appFolders.filter(
    (folder) => !existsSync(path.join(repoRoot, folder, 'dist', 'index.html')),
  );
  if (missing.length)
    throw new Error(`Build the front ends first (npm run build); no dist in: ${missing.join(', ')}`);
  const server = await startAppServer('main');
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => server.stop();
}
