// The rspack configuration every app uses: the shell (host) and each remote differ only in their options.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedDependencies } from './shared.mjs';

const apps = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));

/**
 * @param {object} options
 * @param {string} options.appDirectory folder of the app (its package.json)
 * @param {string} options.name MF name: 'shell' for the host, an identifier such as 'mf_owners' for a remote
 * @param {Record<string,string>} [options.exposes] what a remote exposes (its routes module)
 * @param {Record<string, object>} [options.devProxy] dev-server proxy (the shell proxies the API server)
 */
export function createAppConfig({ appDirectory, name, exposes, devProxy }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = !exposes;
    const devPort = isHost ? apps.shell.devPort : apps.remotes[name].devPort;
    const development = !production;

    return {
      context: appDirectory,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDirectory, 'dist'),
        // The shell's index.html is answered for every deep link (/owner/42), so its scripts need an absolute
        // path; remotes resolve theirs from wherever their remoteEntry.js was loaded.
        publicPath: isHost ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development, refresh: development } },
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
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDependencies(appDirectory),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell provides the federation runtime; a production remote reuses it instead of carrying its own
          // copy (about 30 KB gzipped per remote). A remote served alone in development keeps its own.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
        development && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      optimization: production ? { minimize: true } : {},
      performance: { hints: false },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy ? [devProxy] : undefined,
        client: { overlay: { warnings: false, errors: true } },
      },
      experiments: {},
    };
  };
}

export { apps };
