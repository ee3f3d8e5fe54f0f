// The shell's runtime configuration, never compiled in (DESIGN 3): carried by the page when our server sends it,
// else fetched from remotes.json (a shell on a static host).
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@pm/apps/screens';

export type { RuntimeConfig };

import { OVERRIDE_QUERY_PREFIX, OVERRIDES_STORAGE_KEY } from './override-keys';

/** Whether this page asks for development overrides (in its address, or kept from an earlier load). */
function overridesAsked(): boolean {
  const keys = [...new URLSearchParams(location.search).keys()];
  return (
    keys.some((key) => key.startsWith(OVERRIDE_QUERY_PREFIX)) ||
    localStorage.getItem(OVERRIDES_STORAGE_KEY) !== null
  );
}

/** The configuration the server wrote into this page, if it did. */
function carriedConfig(): RuntimeConfig | undefined {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as RuntimeConfig) : undefined;
}

async function servedConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const config = carriedConfig() ?? (await servedConfig());
  if (!config.allowOverrides || !overridesAsked()) return config;
  // Only a developer's page downloads the code of overrides.
  const { withOverrides } = await import('./remote-overrides');
  return withOverrides(config);
}
