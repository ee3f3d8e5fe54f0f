// Builds the monolith yardstick into <out>/shell/dist, for `npm run measure` only (never deployed): the shell and
// every remote's routes in one rspack app, with the same versions, compiler and minifier as the federated build.
// Usage: node e2e/measure/monolith/build.mjs <out>
import path from 'node:path';
import { createBaseConfig } from '@pm/mf-config/rspack';
import { rspack } from '@rspack/core';

const out = path.resolve(process.argv[2] ?? '.tmp/monolith-web');
const appDirectory = import.meta.dirname;
const base = createBaseConfig({
  appDirectory,
  production: true,
  uniqueName: 'monolith',
  publicPath: '/',
  outputPath: path.join(out, 'shell', 'dist'),
  entry: './src/index.js',
});
const config = {
  ...base,
  plugins: [
    ...base.plugins,
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]shell[\\/]src[\\/]remotes[\\/]remote-registry\.ts$/,
      path.join(appDirectory, 'src', 'remote-registry.js'),
    ),
  ],
};

const stats = await new Promise((resolve, reject) =>
  rspack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`monolith built into ${config.output.path}`);
