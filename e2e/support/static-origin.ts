import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './processes';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A plain static host on its own origin (another port), as a CDN would be: `/<folder>/<file>` is served from
 * `folders[folder]`, with CORS so the shell's origin may load it.
 */
export async function startStaticOrigin(folders: Record<string, string>) {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const [, folder, ...rest] = pathname.split('/');
    const root = folders[folder];
    const file = root ? path.join(root, ...rest) : '';
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-cache');
    if (!root || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    response.setHeader('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    // The browser keeps its connections open: close them too, or close() waits for them.
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
