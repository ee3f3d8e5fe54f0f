// The precompressed copies a build writes beside its files (.br, .gz): each must decompress to the file beside it,
// or a browser would receive another version than the one built. Checked after the production builds of the test
// run (check-budgets.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const DECOMPRESS = { '.br': brotliDecompressSync, '.gz': gunzipSync };

/**
 * One line per precompressed copy in `folders` that does not hold its file's bytes (or whose file is gone).
 * @param {string[]} folders
 * @returns {{ checked: number, problems: string[] }}
 */
export function precompressedProblems(folders) {
  const problems = [];
  let checked = 0;
  for (const folder of folders) {
    for (const name of readdirSync(folder, { recursive: true })) {
      const extension = path.extname(name);
      const decompress = DECOMPRESS[extension];
      if (!decompress) continue;
      checked += 1;
      const copy = path.join(folder, name);
      const original = copy.slice(0, -extension.length);
      if (!existsSync(original)) problems.push(`${copy} has no ${path.basename(original)} beside it.`);
      else if (!decompress(readFileSync(copy)).equals(readFileSync(original)))
        problems.push(
          `${copy} is not ${path.basename(original)} as built: rebuild, or leave this file uncompressed.`,
        );
    }
  }
  return { checked, problems };
}
