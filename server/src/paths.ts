import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found from this module's own location: `src/` when run from source (tsx, tests),
 * `dist/` when run from the compiled bundle (production). Both lie inside it.
 */
function findServerRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);

/** The folder holding shell/, mf-*, server/ and data/. */
export const repoRoot = path.dirname(serverRoot);

/** The SQL migrations (drizzle-kit's output). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
