import { configureApiBaseUrl } from '@pm/api-client';
import { registerScreenPaths } from '@pm/ui/navigation';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app';
import { BUILD_MODE } from './build-mode';
import { removeFirstPaint } from './remotes/first-paint';
import { preloadPageAt, registerRuntimeRemotes } from './remotes/remote-registry';
import { fetchRuntimeConfig, type RuntimeConfig } from './remotes/runtime-config';
import { buildRouteTable, screenPathsOf } from './routes/route-table';
import { adoptCarriedPerson } from './session/signed-in-person';

declare global {
  /** Read by development remotes: inside a production shell they reload the page instead of hot-reloading. */
  var __PM_SHELL_BUILD__: string | undefined;
}
globalThis.__PM_SHELL_BUILD__ = BUILD_MODE;

// The page's Content-Security-Policy forbids eval. zod would probe for it with `new Function` on its first parse:
// the probe fails quietly but the browser still reports a violation. jitless skips it; zod keeps this setting
// on globalThis, so every remote's copy of zod reads it too.
zodConfig({ jitless: true });

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let config: RuntimeConfig;
  try {
    config = await fetchRuntimeConfig();
  } catch (error) {
    console.error('The runtime configuration could not be loaded', error);
    // Drawn only on this failure, so its code is not part of every page's download.
    const { StartupFailure } = await import('./pages/startup-failure');
    removeFirstPaint();
    root.render(<StartupFailure />);
    return;
  }
  configureApiBaseUrl(config.apiBaseUrl);
  adoptCarriedPerson();
  registerRuntimeRemotes(config.remotes);
  const table = buildRouteTable(config.screens);
  registerScreenPaths(screenPathsOf(table));
  preloadPageAt(table.routes, location.pathname);
  // Rendered as a transition: React yields to the browser every few milliseconds instead of holding the main
  // thread (a phone's taps and scrolls) for the whole first render.
  startTransition(() => root.render(<App table={table} />));
}

start();
