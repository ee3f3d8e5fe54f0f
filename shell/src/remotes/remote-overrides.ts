// Development overrides of remotes' addresses (DESIGN 3): loaded only by a page that asks for one.
import { manifestScreens, type RuntimeConfig } from '@pm/apps/screens';
import { BUILD_MODE } from '../build-mode';
import { OVERRIDE_QUERY_PREFIX, OVERRIDES_STORAGE_KEY } from './override-keys';

/** The configuration with the saved and asked-for overrides applied, and the overridden remotes' own screens. */
export async function withOverrides(config: RuntimeConfig): Promise<RuntimeConfig> {
  const overrides = readOverrides();
  announceOverrides(overrides);
  return {
    ...config,
    remotes: { ...config.remotes, ...overrides },
    screens: { ...config.screens, ...(await screensOfOverrides(overrides)) },
  };
}

/**
 * The screens an overridden remote's own manifest declares (a remote in development may add one), in place of the
 * deployed build's; a manifest that cannot be read leaves the deployed declarations.
 */
async function screensOfOverrides(overrides: Record<string, string>) {
  const read = await Promise.all(
    Object.entries(overrides)
      .filter(([, address]) => address.endsWith('.json'))
      .map(async ([name, address]) => {
        try {
          const response = await fetch(address, { cache: 'no-cache' });
          const declared = response.ok ? manifestScreens(await response.json()) : undefined;
          return declared ? [[name, declared.screens] as const] : [];
        } catch {
          return [];
        }
      }),
  );
  return Object.fromEntries(read.flat());
}

const LOOPBACK_HOSTNAME = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
/** The loopback hosts a Content-Security-Policy can name ([::1] and the rest of 127.0.0.0/8 it cannot). */
const CSP_NAMED_HOSTNAME = /^(localhost|127\.0\.0\.1)$/;

/**
 * Whether an override address is an absolute http(s) URL on this machine (localhost, 127.0.0.0/8, [::1], any
 * port). Code from anywhere else would run inside the product, beside the `auth-token` cookie (DESIGN 3).
 */
export function isLoopbackUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false; // relative paths and other non-URLs
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTNAME.test(url.hostname);
}

function refuse(name: string, value: string, where: string): void {
  console.warn(
    `Ignored the override of ${name} (${where}): "${value}" is not on this machine. An override may only point at ` +
      'http(s)://localhost, 127.0.0.0/8 or [::1], any port.',
  );
}

/**
 * `?remote.mf_owners=http://localhost:3103/mf-manifest.json` saves an override in local storage;
 * `?remote.mf_owners=` removes it. Saved overrides apply on every load until removed. Only loopback
 * addresses are kept, in the address and when read back from storage alike.
 */
function readOverrides(): Record<string, string> {
  let stored: unknown = {};
  try {
    stored = JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    stored = {};
  }
  const saved: Record<string, string> = {};
  let changed = false;
  for (const [name, value] of Object.entries(stored && typeof stored === 'object' ? stored : {})) {
    if (typeof value === 'string' && isLoopbackUrl(value)) saved[name] = value;
    else {
      refuse(name, String(value), 'kept in local storage, now removed');
      changed = true;
    }
  }
  const query = new URLSearchParams(location.search);
  for (const [key, value] of query) {
    if (!key.startsWith(OVERRIDE_QUERY_PREFIX)) continue;
    const name = key.slice(OVERRIDE_QUERY_PREFIX.length);
    if (!value) delete saved[name];
    else if (isLoopbackUrl(value)) saved[name] = value;
    else {
      refuse(name, value, 'from the address');
      continue;
    }
    changed = true;
  }
  if (changed) localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(saved));
  return saved;
}

/** Tells the developer, in the console, where overridden remotes come from and what to expect of them. */
function announceOverrides(overrides: Record<string, string>): void {
  const entries = Object.entries(overrides);
  for (const [name, value] of entries) {
    console.info(`${name} is loaded from ${value} (a development override; ?remote.${name}= removes it).`);
    const { hostname } = new URL(value);
    if (!CSP_NAMED_HOSTNAME.test(hostname)) {
      console.warn(
        `${name}: the server's Content-Security-Policy names only localhost and 127.0.0.1 among this machine's ` +
          `addresses, so the browser will refuse scripts from ${hostname}: use http://localhost:<port> instead.`,
      );
    } else if (hostname !== location.hostname) {
      console.warn(
        `${name}: this page is on ${location.hostname} but the override on ${hostname}. A development server ` +
          `refuses scripts asked for by another site: use ${value.replace(hostname, location.hostname)}.`,
      );
    }
  }
  if (entries.length > 0 && BUILD_MODE === 'production') {
    console.info(
      'This shell is a production build (npm start): it cannot hot-reload a development remote, so a change to ' +
        'the remote reloads the page. For hot reload, run `pnpm dev` and open http://localhost:3100.',
    );
  }
}
