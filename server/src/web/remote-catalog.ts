// The remotes the shell loads and the screens each one declares, as remotes.json tells the page: the workspace's
// remotes (@pm/apps: this server's /remotes/<folder>/, REMOTES_BASE_URL or REMOTE_URL_<NAME>) and those of
// REMOTES_FILE, each with the declarations its mf-manifest.json carries. A deploy of one remote (its files, and
// for a new remote one line in REMOTES_FILE) changes what the next page load gets, without a restart or a shell
// build. Manifests on this server are read again when their file changes; those elsewhere are asked again (a
// conditional request) when the last answer is older than MANIFEST_FRESH_MS, and the last good declarations stay
// when a remote cannot be reached.
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from '@pm/api-contract/routes';
import { remotes as workspaceRemotes } from '@pm/apps';
import { isRowsTemplate, type RowsTemplate } from '@pm/apps/first-paint-rows';
import {
  declarationProblems,
  manifestScreens,
  type RuntimeConfig,
  routeMatches,
  routeParams,
  type ScreenDeclaration,
  type ScreenDeclarations,
  type StaffRole,
  sectionOf,
} from '@pm/apps/screens';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export type { RuntimeConfig };

export const MANIFEST_FRESH_MS = 2_000;
/** How long a page load waits for a remote host's answer before using the declarations it had. */
export const MANIFEST_WAIT_MS = 1_500;
/** How often REMOTES_FILE is looked at again (it is read only when it changed). */
const REMOTES_FILE_CHECK_MS = 1_000;
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

interface ReadManifest {
  screens?: ScreenDeclarations;
  /** The scripts a page of the remote runs first (its remoteEntry.js and its './routes' module), by file name. */
  startScripts?: string[];
  /** Screen id -> the scripts of that screen's page, by file name (metaData.pageScripts). */
  pageScripts?: Record<string, string[]>;
  /** Screen id -> its first paint, the HTML its build drew (metaData.firstPaints names the files). */
  firstPaints?: Record<string, string>;
  /** Screen id -> its first paint drawn to hold its records (metaData.firstPaintRows). */
  rowsTemplates?: Record<string, RowsTemplate>;
  /** A file's modification time, or a host's ETag / Last-Modified, to ask again cheaply. */
  version?: string;
  readAt: number;
}

/** A file the browser may fetch before the shell's code asks for it (a `<link rel="preload">`). */
export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** What the shell page of an address needs to know of the screen there. */
export interface PageFacts {
  /** The manifest and first scripts of the remote whose screen it is, as the runtime configuration addresses them. */
  preloads: Preload[];
  /** The screen's id, as its remote declares it, and the address's parameters by the names its path gives them. */
  screenId?: string;
  params?: Record<string, string>;
  /** The first paint of the screen, as its remote's build drew it (without data); none for other pages. */
  firstPaint?: string;
  /** Its first paint drawn to hold its records (a list's first page, or the record of the address), to fill. */
  rowsTemplate?: RowsTemplate;
  /** A screen behind the sign-in, drawn inside the shell's signed-in layout. */
  behindSignIn: boolean;
  /** What that layout shows of the screen; absent when its section is declared by an app the server does not know. */
  layout?: { title: string; section: { label: string; path: string }; roles?: StaffRole[] };
}

export interface RemoteCatalog {
  /** MF name -> manifest address, as the page fetches it (cheap: for the Content-Security-Policy of each page). */
  remoteAddresses(): Record<string, string>;
  runtimeConfig(): Promise<RuntimeConfig>;
  /** The screen at `pathname` (none: an unknown address), as `config` declares and addresses it. */
  pageAt(pathname: string, config: RuntimeConfig): PageFacts;
}

/** A file name of a remote's build, as a manifest names it: no address, no way up. */
const isBuiltFile = (file: unknown): file is string =>
  typeof file === 'string' && /^[\w./-]+$/.test(file) && !file.includes('..');

/** The file names of what a remote's page runs first, from its manifest: remoteEntry.js, then './routes'. */
function startScriptsOf(manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
  };
  const entry = metaData?.remoteEntry;
  const scripts = typeof entry?.name === 'string' ? [`${entry.path || ''}${entry.name}`] : [];
  const routes = Array.isArray(exposes) ? exposes.find((expose) => expose?.path === './routes') : undefined;
  const sync = routes?.assets?.js?.sync;
  if (Array.isArray(sync)) scripts.push(...sync);
  return scripts.filter(isBuiltFile);
}

/** Each screen's page scripts, from the manifest's metaData.pageScripts (written by the build). */
function pageScriptsOf(manifest: unknown): Record<string, string[]> {
  const declared = (manifest as { metaData?: { pageScripts?: unknown } } | undefined)?.metaData?.pageScripts;
  if (!declared || typeof declared !== 'object') return {};
  return Object.fromEntries(
    Object.entries(declared).map(([id, files]) => [
      id,
      Array.isArray(files) ? files.filter(isBuiltFile) : [],
    ]),
  );
}

/**
 * Screen id -> the file of its first paint, from the manifest's metaData.firstPaints, or of its drawing with rows,
 * from metaData.firstPaintRows (both written by the build).
 */
function firstPaintFilesOf(manifest: unknown, list: 'firstPaints' | 'firstPaintRows'): [string, string][] {
  const declared = (manifest as { metaData?: Record<string, unknown> } | undefined)?.metaData?.[list];
  if (!declared || typeof declared !== 'object') return [];
  return Object.entries(declared).filter((entry): entry is [string, string] => isBuiltFile(entry[1]));
}

const isAbsolute = (address: string) => /^https?:\/\//.test(address);

/** Where the page calls the API: this server's API_PREFIX. */
export const API_BASE_URL = API_PREFIX;

/** The workspace's remotes: REMOTE_URL_<NAME>, else REMOTES_BASE_URL/<folder>, else this server's /remotes/<folder>. */
export function workspaceAddresses(config: Config): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const [name, { folder }] of Object.entries(workspaceRemotes)) {
    addresses[name] =
      config.remoteUrls[name] ??
      (config.remotesBaseUrl
        ? `${config.remotesBaseUrl}/${folder}/mf-manifest.json`
        : `/remotes/${folder}/mf-manifest.json`);
  }
  return addresses;
}

/** REMOTES_FILE's entries, each checked: a bad one is left out with a warning naming it. */
function parseRemotesFile(file: string, text: string, log: FastifyBaseLogger): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    log.warn(`REMOTES_FILE ${file} is not JSON: its remotes are left out until it is.`);
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    log.warn(`REMOTES_FILE ${file} must be an object of MF name -> mf-manifest.json URL.`);
    return {};
  }
  const entries: Record<string, string> = {};
  for (const [name, address] of Object.entries(parsed)) {
    if (!REMOTE_NAME.test(name) || typeof address !== 'string' || !isAbsolute(address)) {
      log.warn(
        `REMOTES_FILE ${file}: ${name} is left out (a name like mf_reports and an http(s) URL are needed).`,
      );
      continue;
    }
    entries[name] = address;
  }
  return entries;
}

export function createRemoteCatalog(config: Config, log: FastifyBaseLogger): RemoteCatalog {
  const builtIn = workspaceAddresses(config);
  const localFolders = new Map(
    Object.values(workspaceRemotes).map(({ folder }) => [
      `/remotes/${folder}/mf-manifest.json`,
      path.join(config.webRoot, folder, 'dist', 'mf-manifest.json'),
    ]),
  );
  const manifests = new Map<string, ReadManifest>();
  const pending = new Map<string, Promise<void>>();
  let fromFile: Record<string, string> = {};
  let fileVersion: string | undefined;
  let fileCheckedAt = Number.NEGATIVE_INFINITY;

  function remoteAddresses(): Record<string, string> {
    const file = config.remotesFile;
    if (file && Date.now() - fileCheckedAt >= REMOTES_FILE_CHECK_MS) {
      fileCheckedAt = Date.now();
      let version: string | undefined;
      try {
        version = String(statSync(file).mtimeMs);
      } catch {
        version = undefined;
      }
      if (version !== fileVersion) {
        fileVersion = version;
        fromFile = version ? parseRemotesFile(file, readFileSync(file, 'utf8'), log) : {};
      }
    }
    return { ...builtIn, ...fromFile };
  }

  /** The declarations of a manifest, checked; undefined (with a warning) for a manifest without valid ones. */
  function screensOf(name: string, manifest: unknown): ScreenDeclarations | undefined {
    const declared = manifestScreens(manifest);
    if (!declared) {
      log.warn(`${name}'s manifest declares no screens (metaData.screens): a build of an older version?`);
      return undefined;
    }
    const problems = declarationProblems(name, declared.screens);
    if (problems.length > 0) {
      log.warn(`${name}'s screens are left out: ${problems.join(' ')}`);
      return undefined;
    }
    return declared.screens;
  }

  /** What the server keeps of a remote's manifest: its screens and the scripts to hint. */
  function factsOf(
    name: string,
    manifest: unknown,
  ): Pick<ReadManifest, 'screens' | 'startScripts' | 'pageScripts'> {
    return {
      screens: screensOf(name, manifest),
      startScripts: startScriptsOf(manifest),
      pageScripts: pageScriptsOf(manifest),
    };
  }

  /**
   * The first paints a manifest lists, each read by `read` from beside the manifest (a file of a local build, or an
   * address on a remote host); one that cannot be read is left out, and its screen is drawn by the shell alone (or
   * without its rows).
   */
  async function readFirstPaints(
    name: string,
    manifest: unknown,
    read: (file: string) => Promise<string>,
  ): Promise<Pick<ReadManifest, 'firstPaints' | 'rowsTemplates'>> {
    const firstPaints: Record<string, string> = {};
    const rowsTemplates: Record<string, RowsTemplate> = {};
    const unread = (file: string, screenId: string, error: unknown) =>
      log.warn(
        `${name}'s first paint ${file} could not be read (${(error as Error).message}): ` +
          `${screenId} is drawn without it.`,
      );
    for (const [screenId, file] of firstPaintFilesOf(manifest, 'firstPaints')) {
      try {
        firstPaints[screenId] = await read(file);
      } catch (error) {
        unread(file, screenId, error);
      }
    }
    for (const [screenId, file] of firstPaintFilesOf(manifest, 'firstPaintRows')) {
      try {
        const template: unknown = JSON.parse(await read(file));
        if (!isRowsTemplate(template)) throw new Error('not a drawing of rows');
        rowsTemplates[screenId] = template;
      } catch (error) {
        unread(file, screenId, error);
      }
    }
    return { firstPaints, rowsTemplates };
  }

  async function readLocal(name: string, file: string): Promise<void> {
    let version: string;
    try {
      version = String(statSync(file).mtimeMs);
    } catch {
      manifests.delete(file); // not built (yet): its routes appear once it is
      return;
    }
    if (manifests.get(file)?.version === version) return;
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return; // half written by a build: read again on the next request
    }
    const drawings = await readFirstPaints(name, manifest, (paintFile) =>
      readFile(path.join(path.dirname(file), paintFile), 'utf8'),
    );
    manifests.set(file, { ...factsOf(name, manifest), ...drawings, version, readAt: Date.now() });
  }

  async function fetchRemote(name: string, address: string): Promise<void> {
    const known = manifests.get(address);
    const headers: Record<string, string> = { accept: 'application/json', 'cache-control': 'no-cache' };
    if (known?.version?.startsWith('"') || known?.version?.startsWith('W/'))
      headers['if-none-match'] = known.version;
    else if (known?.version) headers['if-modified-since'] = known.version;
    try {
      const response = await fetch(address, { headers, signal: AbortSignal.timeout(10_000) });
      if (response.status === 304 && known) {
        manifests.set(address, { ...known, readAt: Date.now() });
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const manifest: unknown = await response.json();
      const version = response.headers.get('etag') ?? response.headers.get('last-modified') ?? undefined;
      const drawings = await readFirstPaints(name, manifest, async (paintFile) => {
        const paint = await fetch(new URL(paintFile, address), { signal: AbortSignal.timeout(10_000) });
        if (!paint.ok) throw new Error(`HTTP ${paint.status}`);
        return paint.text();
      });
      manifests.set(address, { ...factsOf(name, manifest), ...drawings, version, readAt: Date.now() });
    } catch (error) {
      log.warn(
        `${name}'s manifest could not be read from ${address} (${(error as Error).message}): ` +
          (known?.screens ? 'its last declarations stay.' : 'its screens are unknown until it answers.'),
      );
      manifests.set(address, { ...known, readAt: Date.now() });
    }
  }

  /** Asks a remote host again when its answer is stale; waits at most MANIFEST_WAIT_MS for it. */
  async function refreshRemote(name: string, address: string): Promise<void> {
    const known = manifests.get(address);
    if (known && Date.now() - known.readAt < MANIFEST_FRESH_MS) return;
    let request = pending.get(address);
    if (!request) {
      request = fetchRemote(name, address).finally(() => pending.delete(address));
      pending.set(address, request);
    }
    await Promise.race([request, new Promise((resolve) => setTimeout(resolve, MANIFEST_WAIT_MS).unref())]);
  }

  async function runtimeConfig(): Promise<RuntimeConfig> {
    const addresses = remoteAddresses();
    await Promise.all(
      Object.entries(addresses).map(([name, address]) => {
        const file = localFolders.get(address);
        if (file) return readLocal(name, file);
        return isAbsolute(address) ? refreshRemote(name, address) : undefined;
      }),
    );
    const screens: Record<string, ScreenDeclarations> = {};
    for (const [name, address] of Object.entries(addresses)) {
      const declared = manifests.get(localFolders.get(address) ?? address)?.screens;
      if (declared) screens[name] = declared;
    }
    return {
      apiBaseUrl: API_BASE_URL,
      allowOverrides: config.nodeEnv !== 'production',
      remotes: addresses,
      screens,
    };
  }

  function pageAt(pathname: string, { remotes, screens }: RuntimeConfig): PageFacts {
    for (const [owner, declared] of Object.entries(screens)) {
      const screenId = Object.keys(declared).find((id) => routeMatches(declared[id]?.path ?? '', pathname));
      const address = screenId ? remotes[owner] : undefined;
      if (!screenId || !address) continue;
      const manifest = manifests.get(localFolders.get(address) ?? address);
      const folder = address.slice(0, address.lastIndexOf('/') + 1);
      const scripts = new Set([
        ...(manifest?.startScripts ?? []),
        ...(manifest?.pageScripts?.[screenId] ?? []),
      ]);
      const screen = declared[screenId] as ScreenDeclaration;
      const section = sectionOf(screen, (id) => declarationOf(id, screens));
      return {
        preloads: [
          { href: address, as: address.endsWith('.json') ? 'fetch' : 'script' },
          ...[...scripts].map((file): Preload => ({ href: `${folder}${file}`, as: 'script' })),
        ],
        screenId,
        params: routeParams(screen.path, pathname),
        firstPaint: manifest?.firstPaints?.[screenId],
        rowsTemplate: manifest?.rowsTemplates?.[screenId],
        behindSignIn: !screen.public,
        ...(section && {
          layout: { title: screen.title, section, ...(screen.roles && { roles: screen.roles }) },
        }),
      };
    }
    return { preloads: [], behindSignIn: false };
  }

  return { remoteAddresses, runtimeConfig, pageAt };
}

/** The screen `id` as one of the remotes declares it. */
function declarationOf(id: string, screens: RuntimeConfig['screens']): ScreenDeclaration | undefined {
  for (const declared of Object.values(screens)) if (declared[id]) return declared[id];
  return undefined;
}
