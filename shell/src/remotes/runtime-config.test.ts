import { RUNTIME_CONFIG_ELEMENT_ID } from '@pm/apps/screens';
import { OVERRIDES_STORAGE_KEY } from './override-keys';
import { isLoopbackUrl } from './remote-overrides';
import { fetchRuntimeConfig } from './runtime-config';

const served = {
  apiBaseUrl: '/api',
  allowOverrides: true,
  remotes: { mf_owners: '/remotes/mf-owners/mf-manifest.json', mf_auth: '/remotes/mf-auth/mf-manifest.json' },
  screens: {
    mf_owners: { 'owners-list': { path: '/owners', title: 'Owners List', section: 'owners-list' } },
    mf_auth: { 'sign-in': { path: '/login', title: 'Log in', public: true } },
  },
};

function serve(config: object) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('runtime configuration (remotes.json)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('is fetched without cache at start', async () => {
    const fetchMock = serve(served);
    await expect(fetchRuntimeConfig()).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('reads the configuration the page carries, without a request', async () => {
    const fetchMock = serve({});
    const carried = document.createElement('script');
    carried.id = RUNTIME_CONFIG_ELEMENT_ID;
    carried.type = 'application/json';
    carried.textContent = JSON.stringify(served);
    document.head.append(carried);
    try {
      await expect(fetchRuntimeConfig()).resolves.toEqual(served);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      carried.remove();
    }
  });

  it('fails clearly when remotes.json cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    await expect(fetchRuntimeConfig()).rejects.toThrow('remotes.json answered 503');
  });

  it('takes a remote override from the address and keeps it for later loads', async () => {
    serve(served);
    window.history.replaceState(null, '', '/owners?remote.mf_owners=http://localhost:3103/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.remotes.mf_owners).toBe('http://localhost:3103/mf-manifest.json');
    expect(config.remotes.mf_auth).toBe('/remotes/mf-auth/mf-manifest.json');

    window.history.replaceState(null, '', '/owners');
    expect((await fetchRuntimeConfig()).remotes.mf_owners).toBe('http://localhost:3103/mf-manifest.json');
  });

  it("takes an overridden remote's screens from its own manifest, which a development build may have changed", async () => {
    const developed = { path: '/owners/import', title: 'Import Owners', section: 'owners-list' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string) =>
        Response.json(
          address === '/remotes.json'
            ? served
            : { metaData: { screens: { ...served.screens.mf_owners, 'owners-import': developed } } },
        ),
      ),
    );
    window.history.replaceState(null, '', '/owners?remote.mf_owners=http://localhost:3103/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.screens.mf_owners?.['owners-import']).toEqual(developed);
    expect(config.screens.mf_auth).toEqual(served.screens.mf_auth);
  });

  it('removes an override given an empty value', async () => {
    serve(served);
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mf_owners: 'http://127.0.0.1:3103/mf-manifest.json' }),
    );
    window.history.replaceState(null, '', '/owners?remote.mf_owners=');
    expect((await fetchRuntimeConfig()).remotes.mf_owners).toBe('/remotes/mf-owners/mf-manifest.json');
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}')).toEqual({});
  });

  it('ignores overrides where the server does not allow them (production)', async () => {
    serve({ ...served, allowOverrides: false });
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mf_owners: 'http://localhost:3103/mf-manifest.json' }),
    );
    window.history.replaceState(null, '', '/owners?remote.mf_auth=http://localhost:3101/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.remotes).toEqual(served.remotes);
  });

  it('refuses an override that is not on this machine, with a console warning, and never stores it', async () => {
    serve(served);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.replaceState(null, '', '/owners?remote.mf_owners=https://evil.example/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.remotes.mf_owners).toBe('/remotes/mf-owners/mf-manifest.json');
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignored the override of mf_owners'));
  });

  it('drops an override kept in local storage that is not on this machine', async () => {
    serve(served);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({
        mf_owners: 'http://evil.example/mf-manifest.json',
        mf_auth: 'http://localhost:3101/mf-manifest.json',
      }),
    );
    const config = await fetchRuntimeConfig();
    expect(config.remotes.mf_owners).toBe('/remotes/mf-owners/mf-manifest.json');
    expect(config.remotes.mf_auth).toBe('http://localhost:3101/mf-manifest.json');
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}')).toEqual({
      mf_auth: 'http://localhost:3101/mf-manifest.json',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignored the override of mf_owners'));
  });
});

describe('the override filter: loopback origins only', () => {
  it.each([
    'http://localhost:3103/mf-manifest.json',
    'https://localhost/mf-manifest.json',
    'http://127.0.0.1:3103/mf-manifest.json',
    'http://127.45.6.7:8080/remoteEntry.js',
    'http://[::1]:3103/mf-manifest.json',
    'HTTP://LOCALHOST:3103/mf-manifest.json',
  ])('accepts %s', (value) => {
    expect(isLoopbackUrl(value)).toBe(true);
  });

  it.each([
    'https://evil.example/mf-manifest.json',
    'http://10.0.0.5:3103/mf-manifest.json',
    'javascript:alert(1)',
    'data:text/javascript,1',
    '//evil.example/mf-manifest.json',
    '/remotes/mf-owners/mf-manifest.json',
    'mf-manifest.json',
    'http://localhost.evil.example/mf-manifest.json',
    'http://127.0.0.1.evil.example/mf-manifest.json',
    'http://evil.example/?http://localhost:3103/',
    'ftp://localhost/mf-manifest.json',
    'ws://localhost:3103/ws',
    'http://[::2]:3103/mf-manifest.json',
    'http://0.0.0.0:3103/mf-manifest.json',
  ])('refuses %s', (value) => {
    expect(isLoopbackUrl(value)).toBe(false);
  });
});

describe('an accepted override the Content-Security-Policy cannot name', () => {
  it('is kept, with a console warning to use localhost instead', async () => {
    serve(served);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.replaceState(null, '', '/owners?remote.mf_owners=http://[::1]:3103/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.remotes.mf_owners).toBe('http://[::1]:3103/mf-manifest.json');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('use http://localhost:<port> instead'));
  });
});
