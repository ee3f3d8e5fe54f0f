// The shell's runtime configuration: fetched at start, never compiled in (DESIGN 3).
import type { ScreenDeclarations } from '@pm/apps/screens';
import { OVERRIDE_QUERY_PREFIX, OVERRIDES_STORAGE_KEY } from './override-keys';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote name -> URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
  /** Remote name -> the screens it declares (read by the server from its manifest). */
  screens: Record<string, ScreenDeclarations>;
  /** Outside production a developer may point one remote at a locally served build. */
  allowOverrides: boolean;
}

/** Whether this page asks for development overrides (in its address, or kept from an earlier load). */
function overridesAsked(): boolean {
  const keys = [...new URLSearchParams(location.search).keys()];
  return (
    keys.some((key) => key.startsWith(OVERRIDE_QUERY_PREFIX)) ||
    localStorage.getItem(OVERRIDES_STORAGE_KEY) !== null
  );
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (!config.allowOverrides || !overridesAsked()) return config;
  // Only a developer's page downloads the code of overrides.
  const { withOverrides } = await import('./remote-overrides');
  return withOverrides(config);
}
