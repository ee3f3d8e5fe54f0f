import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { shellCspDirectives } from '../src/web/security-headers';
import { createFakeWebRoot, describeEachDatabase, testConfig } from './harness';

const webRoot = createFakeWebRoot();
afterAll(() => webRoot.cleanup());

const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];
const FIXED = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** A CSP header as directive -> sources. */
function parseCsp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name as string, sources];
      }),
  );
}

describe('the shell page Content-Security-Policy', () => {
  it('allows this server, and loopback development servers where overrides are allowed (default config)', () => {
    expect(shellCspDirectives(testConfig())).toEqual({
      ...FIXED,
      'script-src': ["'self'", ...LOOPBACK],
      'connect-src': ["'self'", ...LOOPBACK, 'ws://localhost:*'],
      'img-src': ["'self'", 'data:', 'blob:', ...LOOPBACK],
    });
  });

  it('adds the origins of remotes deployed elsewhere (REMOTES_BASE_URL, REMOTE_URL_<NAME>), once each', () => {
    const directives = shellCspDirectives(
      testConfig({
        NODE_ENV: 'development',
        REMOTES_BASE_URL: 'https://cdn.example.com/pm',
        REMOTE_URL_MF_OWNERS: 'https://owners.example.net:8443/v2/mf-manifest.json',
        REMOTE_URL_MF_AUTH: '/remotes/mf-auth/mf-manifest.json',
      }),
    );
    const remotes = ['https://cdn.example.com', 'https://owners.example.net:8443'];
    expect(directives).toEqual({
      ...FIXED,
      'script-src': ["'self'", ...remotes, ...LOOPBACK],
      'connect-src': ["'self'", ...remotes, ...LOOPBACK, 'ws://localhost:*'],
      'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...LOOPBACK],
    });
  });

  it('has no loopback source and no development socket in production', () => {
    expect(
      shellCspDirectives(
        testConfig({ NODE_ENV: 'production', REMOTES_BASE_URL: 'https://cdn.example.com/pm' }),
      ),
    ).toEqual({
      ...FIXED,
      'script-src': ["'self'", 'https://cdn.example.com'],
      'connect-src': ["'self'", 'https://cdn.example.com'],
      'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.example.com'],
    });
    expect(shellCspDirectives(testConfig({ NODE_ENV: 'production' }))).toEqual({
      ...FIXED,
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
    });
  });
});

describeEachDatabase(
  'security headers',
  (getContext) => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const quiet = { write: () => undefined };
    const others: FastifyInstance[] = [];
    /** Another app on the same database, with more environment variables. */
    async function appWith(env: Record<string, string>) {
      const { database, clock } = getContext();
      const config = testConfig({ WEB_ROOT: webRoot.dir, ...env });
      const app = await buildApp({ config, database, clock: () => clock.now, logStream: quiet });
      others.push(app);
      return app;
    }
    afterAll(async () => {
      await Promise.all(others.map((app) => app.close()));
    });

    let production: FastifyInstance;
    let behindProxy: FastifyInstance;
    beforeAll(async () => {
      production = await appWith({ NODE_ENV: 'production', REMOTES_BASE_URL: 'https://cdn.example.com/pm' });
      behindProxy = await appWith({ TRUST_PROXY: 'true' });
    });

    it('sends the shell page with exactly the expected directives, for every page address', async () => {
      for (const url of ['/', '/owners', '/owner/123']) {
        const response = await getContext().app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode).toBe(200);
        expect(parseCsp(response.headers['content-security-policy'])).toEqual(
          shellCspDirectives(getContext().config),
        );
        expect(parseCsp(response.headers['content-security-policy'])).toEqual({
          ...FIXED,
          'script-src': ["'self'", ...LOOPBACK],
          'connect-src': ["'self'", ...LOOPBACK, 'ws://localhost:*'],
          'img-src': ["'self'", 'data:', 'blob:', ...LOOPBACK],
        });
      }
    });

    it('sends the production policy in production: the remotes origin, no loopback', async () => {
      const response = await production.inject({ method: 'GET', url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(parseCsp(response.headers['content-security-policy'])).toEqual({
        ...FIXED,
        'script-src': ["'self'", 'https://cdn.example.com'],
        'connect-src': ["'self'", 'https://cdn.example.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.example.com'],
      });
    });

    it('never allows inline or eval scripts and never upgrades requests on http', async () => {
      for (const app of [getContext().app, production, behindProxy]) {
        const response = await app.inject({ method: 'GET', url: '/', headers: html });
        const csp = String(response.headers['content-security-policy']);
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(parseCsp(csp)['script-src']).not.toContain("'unsafe-inline'");
        expect(csp).not.toContain("'unsafe-eval'");
        expect(csp).not.toContain('[::1]');
      }
    });

    it('sends HSTS only for a request that came over https: X-Forwarded-Proto counts with TRUST_PROXY=true only', async () => {
      const overHttps = { ...html, 'x-forwarded-proto': 'https' };
      const trusted = await behindProxy.inject({ method: 'GET', url: '/', headers: overHttps });
      expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const api = await behindProxy.inject({ method: 'GET', url: '/api/session', headers: overHttps });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

      const plain = await behindProxy.inject({ method: 'GET', url: '/', headers: html });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const untrusted = await getContext().app.inject({ method: 'GET', url: '/', headers: overHttps });
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
      const productionHttp = await production.inject({ method: 'GET', url: '/', headers: overHttps });
      expect(productionHttp.headers['strict-transport-security']).toBeUndefined();
    });

    it('lets any origin load the remotes (CORP cross-origin under /remotes/) and keeps everything else same-origin', async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        getContext().app.inject({ method: 'GET', url, headers });
      for (const url of ['/remotes/mf-auth/remoteEntry.js', '/remotes/mf-auth/mf-manifest.json']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
      for (const [url, headers] of [
        ['/api/session', {}],
        ['/api/owner/all', {}],
        ['/api/files/0123456789abcdef0123456789abcdef.png', {}],
        ['/remotes.json', {}],
        ['/', html],
        ['/main.0123abcd.js', {}],
      ] as const) {
        const response = await get(url, headers);
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      }
    });

    it('sends nosniff, no referrer, no framing and the opener policy on every answer', async () => {
      for (const url of [
        '/',
        '/api/session',
        '/api/nothing-here',
        '/remotes.json',
        '/remotes/mf-auth/remoteEntry.js',
      ]) {
        const response = await getContext().app.inject({ method: 'GET', url, headers: html });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
        expect(response.headers['x-frame-options'], url).toBe('DENY');
        expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      }
    });
  },
  { webRoot: () => webRoot.dir, databases: ['pglite'] },
);
