import { fetchRuntimeConfig, OVERRIDES_STORAGE_KEY } from './runtime-config';

const served = {
  apiBaseUrl: '/api',
  allowOverrides: true,
  remotes: { mf_owners: '/remotes/mf-owners/mf-manifest.json', mf_auth: '/remotes/mf-auth/mf-manifest.json' },
};

function serve(config: object) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('runtime configuration (remotes.json)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is fetched without cache at start', async () => {
    const fetchMock = serve(served);
    await expect(fetchRuntimeConfig()).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
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
    window.history.replaceState(null, '', '/owners?remote.mf_owners=http://127.0.0.1:3103/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.remotes.mf_owners).toBe('http://127.0.0.1:3103/mf-manifest.json');
    expect(config.remotes.mf_auth).toBe('/remotes/mf-auth/mf-manifest.json');

    window.history.replaceState(null, '', '/owners');
    expect((await fetchRuntimeConfig()).remotes.mf_owners).toBe('http://127.0.0.1:3103/mf-manifest.json');
  });

  it('removes an override given an empty value', async () => {
    serve(served);
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mf_owners: 'http://elsewhere/mf-manifest.json' }),
    );
    window.history.replaceState(null, '', '/owners?remote.mf_owners=');
    expect((await fetchRuntimeConfig()).remotes.mf_owners).toBe('/remotes/mf-owners/mf-manifest.json');
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}')).toEqual({});
  });

  it('ignores overrides where the server does not allow them (production)', async () => {
    serve({ ...served, allowOverrides: false });
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mf_owners: 'http://evil.example/mf-manifest.json' }),
    );
    window.history.replaceState(null, '', '/owners?remote.mf_auth=http://evil.example/mf-manifest.json');
    const config = await fetchRuntimeConfig();
    expect(config.remotes).toEqual(served.remotes);
  });
});
