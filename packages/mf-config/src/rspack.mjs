// The rspack configuration every app uses: the shell (host) and each remote differ only in their options.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remotes, shell } from '@pm/apps';
import { SIGNED_IN_PRELOAD_ATTRIBUTE } from '@pm/apps/screens';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import CompressionPlugin from 'compression-webpack-plugin';
import { pageScriptsOf, readAppScreens } from './app-screens.mjs';
import { pathFreeModuleIds } from './path-free-module-ids.mjs';
import { sharedDependencies } from './shared.mjs';

const ownRequire = createRequire(import.meta.url);
const reactRefreshRuntime = ownRequire.resolve('react-refresh/runtime');
const provideFederationLibraries = ownRequire.resolve('./provide-federation-libraries.cjs');
const { FEDERATION_LIBRARY_GLOBALS } = ownRequire(provideFederationLibraries);

/** rspack's type of a Module Federation consume module (the shared module an app imports, or its fallback). */
const CONSUME_SHARED_MODULE = 'consume-shared-module';

/** The chunk of an app's `import('./bootstrap')` (its entry's one import), by the name its entry gives it. */
const BOOTSTRAP_CHUNK = 'bootstrap';
/** The chunk of the shell's signed-in layout, by the name its lazy import gives it. */
const LAYOUT_CHUNK = 'layout';
/** How each start chunk is to be imported, for the build's error when one is not. */
const START_CHUNKS = {
  [BOOTSTRAP_CHUNK]: `src/index.ts: import(/* webpackChunkName: "${BOOTSTRAP_CHUNK}" */ './bootstrap')`,
  [LAYOUT_CHUNK]: `src/app.tsx: import(/* webpackChunkName: "${LAYOUT_CHUNK}" */ './layout/app-layout')`,
};

/**
 * The browsers staff use, on laptops and phones: those of the last three years (async functions, spreads and
 * optional chaining run as written, without helpers).
 */
export const BROWSER_TARGETS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.6'];

/** Where a script's text is written into once minified (minification drops comments). */
const AFTER_MINIFICATION = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;

/**
 * V8's explicit compile hint on every script: Chromium compiles all of its functions on a background thread while
 * it downloads, instead of each on the main thread at its first call. Written last, as the script's first line.
 */
const eagerCompilation = new rspack.BannerPlugin({
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  test: /\.js$/,
  stage: AFTER_MINIFICATION + 1,
});

/** The name of an app's entry chunk, and with it of its entry script (main.<hash>.js in production). */
const ENTRY_NAME = 'main';
/** How a production script's name carries its content, and how long that hash is. */
const HASH_LENGTH = 8;
const HASHED_NAME = `[name].[contenthash:${HASH_LENGTH}].js`;
/** An app's production entry script. */
const MAIN_SCRIPT = new RegExp(`^${ENTRY_NAME}\\.[0-9a-f]{${HASH_LENGTH}}\\.js$`);

/**
 * A production main.js runs its code in the task after the one that evaluates it. In the shell, the evaluation (V8
 * publishing the background compile of 527 KB) and the start (the federation runtime's, the shell's entry) were one
 * task of 100-220 ms on a phone (Lighthouse mobile), all of it blocking; as two tasks, each blocks the page for less.
 */
const runMainInNextTask = [
  new rspack.BannerPlugin({
    banner: 'setTimeout(()=>{',
    raw: true,
    include: MAIN_SCRIPT,
    stage: AFTER_MINIFICATION,
  }),
  new rspack.BannerPlugin({
    banner: '});',
    raw: true,
    footer: true,
    include: MAIN_SCRIPT,
    stage: AFTER_MINIFICATION,
  }),
];

/** Files the server sends precompressed: text of 1 KiB or more (smaller ones gain nothing over their headers). */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Written after the compression runs (the federation plugin adds their data last): compressed per request. */
const WRITTEN_LAST = /(^|\/)mf-(manifest|stats)\.json$/;

/**
 * Each file compressed once, at build time, as `.br` (quality 11) and `.gz` (level 9) beside it: the server sends
 * those as they are (@fastify/static `preCompressed`), so a browser receives exactly what the build measured.
 * Brotli's input blocks of 2^22 bytes rather than its default: the shell's main.js 31 to 208 bytes smaller (measured
 * over builds in several folders, before path-free-module-ids.mjs), no other file of /login larger.
 */
const precompression = [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGBLOCK]: 22 },
    },
    test: PRECOMPRESSED,
    exclude: WRITTEN_LAST,
    threshold: 1024,
    minRatio: 1,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    test: PRECOMPRESSED,
    exclude: WRITTEN_LAST,
    threshold: 1024,
    minRatio: 1,
  }),
];

/**
 * The production shell's page asks for what its start runs beside main.js, rather than once main.js has run (one
 * round trip less in series): the bootstrap chunk, on every page; and the signed-in layout's chunk with the shared
 * modules it consumes (MUI's tables and menus), marked with SIGNED_IN_PRELOAD_ATTRIBUTE for the server to keep on
 * signed-in visits only. Those at low priority, as main.js is: at preload's default (high) they took its bandwidth,
 * and the signed-in pages' first paint came 250-400 ms later (Lighthouse, mobile).
 */
const preloadStartChunks = {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        'PreloadStartChunks',
        (data) => {
          const preload = (files, attributes = {}) => {
            for (const file of files) {
              if (!file.endsWith('.js')) continue;
              data.assetTags.meta.push({
                tagName: 'link',
                voidTag: true,
                attributes: {
                  rel: 'preload',
                  as: 'script',
                  href: `${data.publicPath}${file}`,
                  ...attributes,
                },
              });
            }
          };
          const startChunk = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group)
              throw new Error(
                `The shell has no '${name}' chunk: ${START_CHUNKS[name]} is to be imported so.`,
              );
            return group;
          };
          preload(startChunk(BOOTSTRAP_CHUNK).getFiles());
          const layout = startChunk(LAYOUT_CHUNK);
          const consumed = new Set(
            layout.chunks
              .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
              .filter((module) => module.type === CONSUME_SHARED_MODULE)
              .map((module) => module.identifier()),
          );
          const sharedFallbacks = compilation.chunkGroups.filter((group) =>
            group.origins.some((origin) => consumed.has(origin.module?.identifier())),
          );
          // Found through rspack's module type: a release that names it otherwise fails here, rather than leaving
          // the hints out in silence.
          if (sharedFallbacks.length === 0)
            throw new Error(
              `The shell's '${LAYOUT_CHUNK}' chunk consumes no shared module that has a chunk of its own (${consumed.size} modules of type '${CONSUME_SHARED_MODULE}' found): its preload hints would miss MUI's. Did rspack rename that type?`,
            );
          preload(new Set([...layout.getFiles(), ...sharedFallbacks.flatMap((group) => group.getFiles())]), {
            [SIGNED_IN_PRELOAD_ATTRIBUTE]: true,
            fetchpriority: 'low',
          });
          return data;
        },
      );
    });
  },
};

/**
 * Development: every bundle in the page (the shell and each remote's dev server) uses the first React Refresh
 * runtime loaded, so that a remote's components are refreshed too. Applied after ReactRefreshRspackPlugin, whose
 * own 'react-refresh' alias would otherwise win.
 */
const shareReactRefreshRuntime = {
  apply(compiler) {
    compiler.options.resolve.alias = {
      'react-refresh/runtime$': path.join(import.meta.dirname, 'shared-refresh-runtime.cjs'),
      'pm-bundled-react-refresh-runtime$': reactRefreshRuntime,
      ...compiler.options.resolve.alias,
    };
  },
};

/** The production build of the react-router an app depends on (none: the app does not use it). */
function productionBuildOfReactRouter(appDirectory) {
  let developmentEntry;
  try {
    developmentEntry = createRequire(path.join(appDirectory, 'package.json')).resolve('react-router');
  } catch {
    return undefined;
  }
  return path.join(path.dirname(developmentEntry), '..', 'production', 'index.mjs');
}

/**
 * MUI's `createTheme` and `ThemeProvider` import its CSS-variables theming (createThemeWithVars, CssVarsProvider) for
 * themes that ask for it; ours does not (`@pm/ui/theme`). Those two modules are swapped for one that throws if
 * asked, so they leave every app's main script: about 25 KB raw, 6 KiB as served.
 */
const leaveOutMuiCssVariables = new rspack.NormalModuleReplacementPlugin(
  /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
  (resource) => {
    if (/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) {
      resource.request = path.join(import.meta.dirname, 'mui-without-css-variables.mjs');
    }
  },
);

/**
 * What every build of our front-end code shares, federated or not (the monolith yardstick of `npm run measure`
 * uses it too, so both are compiled and minified alike): TypeScript and JSX through SWC, assets, the page
 * template, NODE_ENV, content-hashed names and minification in production.
 * @param {object} options
 * @param {string} options.appDirectory folder of the app (its package.json)
 * @param {boolean} options.production
 * @param {string} options.uniqueName
 * @param {string} options.publicPath
 * @param {string} [options.outputPath] default: <appDirectory>/dist
 * @param {string} [options.entry] default: ./src/index.ts
 */
export function createBaseConfig({
  appDirectory,
  production,
  uniqueName,
  publicPath,
  outputPath,
  entry = './src/index.ts',
}) {
  const development = !production;
  const reactRouterProductionBuild = productionBuildOfReactRouter(appDirectory);
  return {
    context: appDirectory,
    mode: production ? 'production' : 'development',
    target: ['web', `browserslist:${BROWSER_TARGETS.join(', ')}`],
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    entry: { [ENTRY_NAME]: entry },
    output: {
      path: outputPath ?? path.join(appDirectory, 'dist'),
      publicPath,
      uniqueName,
      filename: production ? HASHED_NAME : '[name].js',
      chunkFilename: production ? HASHED_NAME : '[name].js',
      assetModuleFilename: `assets/[name].[contenthash:${HASH_LENGTH}][ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // react-router's package points every import at its development build (with its warnings on) and leaves the
      // choice of the production one to the bundler.
      alias: production && reactRouterProductionBuild ? { 'react-router$': reactRouterProductionBuild } : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            env: { targets: BROWSER_TARGETS },
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // react/jsx-runtime in development too (React 19's jsxDEV adds nothing we use): a development
              // remote then runs against whichever React the shell provides, production (npm start) included.
              transform: { react: { runtime: 'automatic', development: false, refresh: development } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(import.meta.dirname, 'index.html') }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      leaveOutMuiCssVariables,
      // Production only: development numbers modules by their names, which are path-free.
      ...(production ? [pathFreeModuleIds, ...runMainInNextTask, eagerCompilation, ...precompression] : []),
    ],
    optimization: production
      ? { minimize: true, splitChunks: { cacheGroups: { defaultVendors: false } } }
      : {},
    performance: { hints: false },
  };
}

/**
 * The app in `appDirectory`, found in @pm/apps by its package name (each app's package is named as its folder, and
 * keeps that name in a copy elsewhere): its MF name and dev port.
 */
function appIn(appDirectory) {
  const packageName = JSON.parse(readFileSync(path.join(appDirectory, 'package.json'), 'utf8')).name;
  if (packageName === shell.folder) return { name: 'shell', isHost: true, devPort: shell.devPort };
  const remote = Object.entries(remotes).find(([, app]) => app.folder === packageName);
  if (remote) return { name: remote[0], isHost: false, devPort: remote[1].devPort };
  // A remote built outside this workspace's list (deployed on its own): its MF name is its folder's, as an identifier.
  if (!/^mf-[a-z0-9-]+$/.test(packageName))
    throw new Error(
      `${packageName} is not an app of @pm/apps (packages/apps/src/apps.json), nor named mf-<domain>.`,
    );
  return { name: packageName.replaceAll('-', '_'), isHost: false, devPort: undefined };
}

/**
 * rspack's default split chunks, less Module Federation's consume modules: each stays in the chunks that consume it
 * rather than in a chunk of its own, whose id would come from the absolute path in the module's identifier (see
 * path-free-module-ids.mjs). The shell's builds are then the same in any folder; a remote's entry, which lists its
 * consume modules per chunk, came out 90 bytes larger so, and its fallback chunks' ids depend on the folder anyway.
 */
function withConsumeModulesUnsplit(optimization) {
  const { splitChunks } = optimization;
  return {
    ...optimization,
    splitChunks: {
      ...splitChunks,
      cacheGroups: {
        ...splitChunks.cacheGroups,
        default: {
          minChunks: 2,
          priority: -20,
          reuseExistingChunk: true,
          test: (module) => module.type !== CONSUME_SHARED_MODULE,
        },
      },
    },
  };
}

/**
 * The manifest option of an app: its declared screens and, for a remote, the screens its './routes' module has a
 * page for and the scripts each page loads, read at each compilation (a development server picks up a changed
 * screens.json).
 */
function manifestWithScreens({ appDirectory, owner, routesModule }) {
  return {
    additionalData: ({ stats, compilation }) => {
      Object.assign(stats.metaData, readAppScreens({ appDirectory, owner, routesModule }));
      if (routesModule) {
        stats.metaData.pageScripts = pageScriptsOf(compilation, path.join(appDirectory, routesModule));
      }
      return stats;
    },
  };
}

/**
 * The shell (host) or one remote: the base configuration plus Module Federation and the dev server.
 * @param {object} options
 * @param {string} options.appDirectory folder of the app (its package.json, whose name tells which app it is)
 * @param {Record<string,string>} [options.exposes] what a remote exposes (its routes module)
 * @param {Record<string, object>} [options.devProxy] dev-server proxy (the shell proxies the API server)
 */
export function createAppConfig({ appDirectory, exposes, devProxy }) {
  const { name, isHost, devPort } = appIn(appDirectory);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const development = !production;
    const base = createBaseConfig({
      appDirectory,
      production,
      uniqueName: name,
      // The shell's index.html is answered for every deep link (/owner/42), so its scripts need an absolute
      // path; remotes resolve theirs from wherever their remoteEntry.js was loaded.
      publicPath: isHost ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
    });

    return {
      ...base,
      ...(isHost && production && { optimization: withConsumeModulesUnsplit(base.optimization) }),
      // rspack compiles dynamic imports on first request in development, through an endpoint it addresses relative
      // to the page: inside another app's page (the shell) a remote's requests would go to the wrong server.
      ...(isHost ? {} : { lazyCompilation: false }),
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDependencies(appDirectory, { eagerStart: isHost && production }),
          shareStrategy: 'loaded-first',
          ...(isHost && { runtimePlugins: [provideFederationLibraries] }),
          manifest: manifestWithScreens({ appDirectory, owner: name, routesModule: exposes?.['./routes'] }),
          dts: false,
          // The shell provides the federation runtime (its core, and through provide-federation-libraries.cjs the
          // SDK and error codes); a production remote reuses it instead of carrying its own copy (about 35 KB
          // gzipped per remote). A remote served alone in development keeps its own.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // Browser code only; a remote loads no other remote: runtime code for either is left out.
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        }),
        isHost && production && preloadStartChunks,
        !isHost && production && new rspack.ExternalsPlugin('global', FEDERATION_LIBRARY_GLOBALS),
        development && new ReactRefreshRspackPlugin(),
        development && shareReactRefreshRuntime,
        development &&
          !isHost &&
          new rspack.EntryPlugin(appDirectory, path.join(import.meta.dirname, 'reload-without-refresh.js'), {
            name: undefined,
          }),
      ].filter(Boolean),
      devServer: {
        port: devPort,
        // Opened as http://localhost:<port>: the shell (localhost:3000 or :3100) and every remote are then one site,
        // which the dev server requires of cross-origin script requests.
        host: '127.0.0.1',
        hot: true,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy ? [devProxy] : undefined,
        client: {
          overlay: { warnings: false, errors: true },
          // A remote's HMR client runs inside the shell's page: it must reach its own dev server, not the page's.
          webSocketURL: { hostname: 'localhost', port: devPort },
        },
      },
    };
  };
}
