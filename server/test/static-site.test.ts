import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '../src/web/static-site';
import { createFakeWebRoot, describeEachDatabase, FAKE_SHELL_HTML, testConfig } from './harness';

const webRoot = createFakeWebRoot();
afterAll(() => webRoot.cleanup());

describe('remotes.json addresses', () => {
  it('point at this server by default and allow overrides outside production', () => {
    expect(runtimeConfig(testConfig())).toEqual({
      apiBaseUrl: '/api',
      allowOverrides: true,
      remotes: {
        mf_auth: '/remotes/mf-auth/mf-manifest.json',
        mf_dashboard: '/remotes/mf-dashboard/mf-manifest.json',
        mf_owners: '/remotes/mf-owners/mf-manifest.json',
        mf_properties: '/remotes/mf-properties/mf-manifest.json',
        mf_tenants: '/remotes/mf-tenants/mf-manifest.json',
        mf_contracts: '/remotes/mf-contracts/mf-manifest.json',
      },
    });
  });

  it('use REMOTES_BASE_URL, and REMOTE_URL_<NAME> wins over it; production forbids overrides', () => {
    const config = testConfig({
      NODE_ENV: 'production',
      REMOTES_BASE_URL: 'http://127.0.0.1:4100/',
      REMOTE_URL_MF_OWNERS: 'http://127.0.0.1:3103/mf-manifest.json',
    });
    const { allowOverrides, remotes } = runtimeConfig(config);
    expect(allowOverrides).toBe(false);
    expect(remotes.mf_auth).toBe('http://127.0.0.1:4100/mf-auth/mf-manifest.json');
    expect(remotes.mf_contracts).toBe('http://127.0.0.1:4100/mf-contracts/mf-manifest.json');
    expect(remotes.mf_owners).toBe('http://127.0.0.1:3103/mf-manifest.json');
  });
});

describeEachDatabase(
  'embedded web site',
  (getContext) => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      getContext().app.inject({ method: 'GET', url, headers });
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

    it('serves remotes.json fresh on every request', async () => {
      const response = await get('/remotes.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(runtimeConfig(getContext().config));
    });

    it('serves the shell at /', async () => {
      const response = await get('/', html);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FAKE_SHELL_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/owners', '/owner/123', '/no/such/page', '/login?next=%2Fowners'])(
      'answers the page %s with the shell index.html',
      async (url) => {
        const response = await get(url, html);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(FAKE_SHELL_HTML);
      },
    );

    it('does not answer a missing script or an API path with the page', async () => {
      for (const [url, headers] of [
        ['/missing.0123abcd.js', { accept: '*/*' }],
        ['/api/owners-page', html],
        ['/remotes/mf-auth/missing.js', html],
        ['/files/x.png', html],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
    });

    it('serves a remote build under /remotes/<folder>/ to any origin, entry files uncached', async () => {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await get(`/remotes/mf-auth/${file}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves hashed files as immutable, compressed when the client accepts it', async () => {
      const plain = await get('/remotes/mf-auth/main.89abcdef.js');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['content-encoding']).toBeUndefined();

      const gzipped = await get('/remotes/mf-auth/main.89abcdef.js', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

      const shellChunk = await get('/main.0123abcd.js');
      expect(shellChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('prefers brotli to gzip, and sends an answer under 1 KiB as it is', async () => {
      const plain = await get('/remotes/mf-auth/main.89abcdef.js');
      const brotli = await get('/remotes/mf-auth/main.89abcdef.js', {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

      const small = await get('/remotes.json', { 'accept-encoding': 'br, gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual(runtimeConfig(getContext().config));
    });

    it('answers 404 for the files of a remote that is not built', async () => {
      const response = await get('/remotes/mf-owners/remoteEntry.js');
      expect(response.statusCode).toBe(404);
      expect(response.json().statusCode).toBe(404);
    });
  },
  { webRoot: () => webRoot.dir },
);
