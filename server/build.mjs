// `pnpm --filter server build`: the server as one ES module, dist/main.js, for production starts (no TypeScript
// compiler at run time). The workspace's own packages (@pm/schemas, TypeScript sources) are bundled in; every
// npm dependency stays an import resolved from node_modules, as in development.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@pm/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
