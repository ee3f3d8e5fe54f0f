// Builds the monolith yardstick into <out>/shell/dist, for measurement only (never deployed): the shell and every
// remote's routes in one rspack app, with the same versions, compiler and minifier as the federated build.
//   node e2e/measure/monolith/build.mjs <out>            every import static: one bundle (the yardstick of the budget)
//   node e2e/measure/monolith/build.mjs <out> --split    the dynamic imports kept: pages and layout split as in MF
import path from 'node:path';
import { createBaseConfig } from '@pm/mf-config/rspack';
import { rspack } from '@rspack/core';

/** Builds the monolith; `split` keeps the code's dynamic imports as separate chunks. */
export async function buildMonolith(out, { split = false } = {}) {
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
    module: {
      ...base.module,
      // "Importing every remote's routes statically": the routes' lazily loaded pages are bundled in too.
      parser: split ? undefined : { javascript: { dynamicImportMode: 'eager' } },
    },
    plugins: [
      ...base.plugins,
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]shell[\\/]src[\\/]remotes[\\/]remote-registry\.ts$/,
        path.join(appDirectory, 'src', 'remote-registry.js'),
      ),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]shell[\\/]src[\\/]remotes[\\/]runtime-config\.ts$/,
        path.join(appDirectory, 'src', 'runtime-config.js'),
      ),
    ],
  };
  const stats = await new Promise((resolve, reject) =>
    rspack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return path.join(out, 'shell', 'dist');
}

if (process.argv[1] === import.meta.filename) {
  const out = path.resolve(process.argv[2] ?? '.tmp/monolith-web');
  console.log(`monolith built into ${await buildMonolith(out, { split: process.argv.includes('--split') })}`);
}
