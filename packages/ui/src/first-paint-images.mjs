// Node module hooks for a build's first paints (first-paint.tsx registers them): an image a page imports is drawn
// from its source file as a data: URL, since the built file's name carries a hash only rspack knows.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGE_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

export async function load(url, context, nextLoad) {
  const type = url.startsWith('file:')
    ? IMAGE_TYPES[extname(new URL(url).pathname).toLowerCase()]
    : undefined;
  if (!type) return nextLoad(url, context);
  const bytes = await readFile(fileURLToPath(url));
  const dataUrl = `data:${type};base64,${bytes.toString('base64')}`;
  return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify(dataUrl)};` };
}
