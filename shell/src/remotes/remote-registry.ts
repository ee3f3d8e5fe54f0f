import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routeMatches } from '@pm/apps/screens';
import type { RemoteRoutesModule } from '@pm/ui';
import type { ScreenRoute } from '../routes/route-table';

let remoteEntries: Record<string, string> = {};
const loaded = new Map<string, Promise<RemoteRoutesModule>>();

/** Remote name -> its manifest address, as remotes.json gives them (or a developer's override). */
export function registerRuntimeRemotes(remotes: Record<string, string>): void {
  remoteEntries = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Loads a remote's './routes' module once; a failure is forgotten so that a retry fetches again. */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const promise = (async () => {
    const entry = remoteEntries[name];
    if (!entry) throw new Error(`No address is configured for ${name} in remotes.json.`);
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module?.pages) throw new Error(`${name} did not provide its pages.`);
    return module;
  })();
  loaded.set(name, promise);
  promise.catch(() => {
    loaded.delete(name);
    const entry = remoteEntries[name];
    if (entry) registerRemotes([{ name, entry }], { force: true });
  });
  return promise;
}

/**
 * Fetches the remote of a route and its page ahead of a visit (a menu entry hovered or focused), so the click
 * finds them loaded. Failures are left to the visit itself, which shows them.
 */
export function preloadPage(remote: string, screen: string): void {
  loadRemoteRoutes(remote)
    .then((module) => module.pages[screen]?.preload?.())
    .catch(() => undefined);
}

/**
 * Starts the remote and page of the screen at `pathname` (a page load), so that they run while the shell draws its
 * layout instead of once it has: the server's preload hints had the browser download their files already.
 */
export function preloadPageAt(routes: ScreenRoute[], pathname: string): void {
  const route = routes.find((candidate) => routeMatches(candidate.path, pathname));
  if (route?.remote) preloadPage(route.remote, route.id);
}

/**
 * Fetches the './routes' module of each of these remotes (the side menu was opened: a visit is likely next),
 * unless the browser asks to save data. Failures are left to the visit itself, which shows them.
 */
export function preloadRemotes(remotes: string[]): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const remote of new Set(remotes)) loadRemoteRoutes(remote).catch(() => undefined);
}
