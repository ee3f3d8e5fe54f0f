// The shell's runtime configuration: fetched at start, never compiled in (DESIGN 3).
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote name -> URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
  /** Outside production a developer may point one remote at a locally served build. */
  allowOverrides: boolean;
}

export const OVERRIDES_STORAGE_KEY = 'pm.remoteOverrides';
const OVERRIDE_QUERY_PREFIX = 'remote.';

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  return config.allowOverrides ? { ...config, remotes: { ...config.remotes, ...readOverrides() } } : config;
}

/**
 * `?remote.mf_owners=http://localhost:3103/mf-manifest.json` saves an override in local storage;
 * `?remote.mf_owners=` removes it. Saved overrides apply on every load until removed.
 */
function readOverrides(): Record<string, string> {
  let saved: Record<string, string> = {};
  try {
    saved = JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    saved = {};
  }
  const query = new URLSearchParams(location.search);
  let changed = false;
  for (const [key, value] of query) {
    if (!key.startsWith(OVERRIDE_QUERY_PREFIX)) continue;
    const name = key.slice(OVERRIDE_QUERY_PREFIX.length);
    if (value) saved[name] = value;
    else delete saved[name];
    changed = true;
  }
  if (changed) localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(saved));
  return saved;
}
