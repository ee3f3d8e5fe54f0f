import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRemoteCatalog, MANIFEST_FRESH_MS } from '../src/web/remote-catalog';
import { inSignedInLayout, shellPageHead } from '../src/web/static-site';
import {
  createFakeWebRoot,
  describeEachDatabase,
  FAKE_AUTH_SCREENS,
  FAKE_ENTRY_SCRIPT,
  FAKE_LAYOUT_DRAWING,
  FAKE_LAYOUT_PRELOAD,
  FAKE_SHELL_HTML,
  FAKE_SIGN_IN_FIRST_PAINT,
  FAKE_TEAM_FIRST_PAINT,
  testConfig,
} from './harness';

const silentLog = pino({ enabled: false });

const webRoot = createFakeWebRoot();
afterAll(() => webRoot.cleanup());

describe('the first paint of a screen behind the sign-in', () => {
  const invite = {
    preloads: [],
    behindSignIn: true,
    firstPaint: '<p>Invite $& $1</p>',
    layout: { title: 'Invite', section: { label: 'Team', path: '/team' }, roles: ['admin' as const] },
  };
  const admin = { role: 'admin' as const, mustEnrol: false };

  it("is the page's drawing, as it is, inside the layout's, with the screen's title and section", () => {
    expect(inSignedInLayout(FAKE_LAYOUT_DRAWING, invite, admin)).toBe(
      '<header><h1>Invite</h1><a href="/team">Team</a></header><main><p>Invite $& $1</p></main>',
    );
  });

  it('is "Loading..." inside the layout where the remote drew no page', () => {
    expect(inSignedInLayout(FAKE_LAYOUT_DRAWING, { ...invite, firstPaint: undefined }, admin)).toBe(
      '<header><h1>Invite</h1><a href="/team">Team</a></header><main><p>Loading...</p></main>',
    );
  });

  it("is none where the shell would not draw the page at once, or where the shell's build drew no layout", () => {
    expect(
      inSignedInLayout(FAKE_LAYOUT_DRAWING, invite, { role: 'viewer', mustEnrol: false }),
    ).toBeUndefined();
    expect(inSignedInLayout(FAKE_LAYOUT_DRAWING, invite, { ...admin, mustEnrol: true })).toBeUndefined();
    expect(inSignedInLayout(undefined, invite, admin)).toBeUndefined();
    // Its section is declared by an app the server does not know (the shell's own screens).
    expect(inSignedInLayout(FAKE_LAYOUT_DRAWING, { ...invite, layout: undefined }, admin)).toBeUndefined();
  });
});

describe('the head of the shell page', () => {
  it('carries the configuration as JSON that no declaration can close, and escapes the hints', () => {
    const title = '</script><script>alert(1)</script>\u2028';
    const config = {
      apiBaseUrl: '/api',
      allowOverrides: false,
      remotes: { mf_x: '/remotes/x/mf-manifest.json' },
      screens: { mf_x: { x: { path: '/x', title, section: 'x' } } },
    };
    const head = shellPageHead(config, [{ href: '/a.js?"><b>', as: 'script' }]);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<b>');
    const json = /type="application\/json">(.*)<\/script>/.exec(head)?.[1] as string;
    expect(JSON.parse(json).screens.mf_x.x.title).toBe(title);
  });
});

describe('remotes.json addresses', () => {
  it('point at this server by default and allow overrides outside production', async () => {
    const config = testConfig({ WEB_ROOT: webRoot.dir });
    expect(await createRemoteCatalog(config, silentLog).runtimeConfig()).toEqual({
      apiBaseUrl: '/api',
      allowOverrides: true,
      remotes: {
        mf_auth: '/remotes/mf-auth/mf-manifest.json',
        mf_dashboard: '/remotes/mf-dashboard/mf-manifest.json',
        mf_owners: '/remotes/mf-owners/mf-manifest.json',
        mf_properties: '/remotes/mf-properties/mf-manifest.json',
        mf_tenants: '/remotes/mf-tenants/mf-manifest.json',
        mf_contracts: '/remotes/mf-contracts/mf-manifest.json',
        mf_staff: '/remotes/mf-staff/mf-manifest.json',
      },
      // Only mf-auth is built in the fake web root: the others' screens appear once they are.
      screens: { mf_auth: FAKE_AUTH_SCREENS },
    });
  });

  it('use REMOTES_BASE_URL, and REMOTE_URL_<NAME> wins over it; production forbids overrides', () => {
    const config = testConfig({
      NODE_ENV: 'production',
      REMOTES_BASE_URL: 'http://127.0.0.1:4100/',
      REMOTE_URL_MF_OWNERS: 'http://127.0.0.1:3103/mf-manifest.json',
    });
    const remotes = createRemoteCatalog(config, silentLog).remoteAddresses();
    expect(remotes.mf_auth).toBe('http://127.0.0.1:4100/mf-auth/mf-manifest.json');
    expect(remotes.mf_contracts).toBe('http://127.0.0.1:4100/mf-contracts/mf-manifest.json');
    expect(remotes.mf_owners).toBe('http://127.0.0.1:3103/mf-manifest.json');
  });
});

describe('the screens remotes.json carries', () => {
  const reports = {
    reports: {
      path: '/reports',
      title: 'Reports',
      section: 'reports',
      menu: { label: 'Reports', position: 100 },
    },
  };
  const manifestOf = (screens: object) => JSON.stringify({ name: 'mf_reports', metaData: { screens } });

  it("reads a remote's manifest on this server again once it is rebuilt", async () => {
    const root = createFakeWebRoot();
    try {
      const catalog = createRemoteCatalog(testConfig({ WEB_ROOT: root.dir }), silentLog);
      expect((await catalog.runtimeConfig()).screens.mf_owners).toBeUndefined();
      const manifest = path.join(root.dir, 'mf-owners', 'dist', 'mf-manifest.json');
      mkdirSync(path.dirname(manifest), { recursive: true });
      const list = {
        path: '/owners',
        title: 'Owners List',
        section: 'owners-list',
        menu: { label: 'Owner', position: 20 },
      };
      writeFileSync(manifest, JSON.stringify({ metaData: { screens: { 'owners-list': list } } }));
      expect((await catalog.runtimeConfig()).screens.mf_owners).toEqual({ 'owners-list': list });
      const imports = { path: '/owners/import', title: 'Import Owners', section: 'owners-list' };
      writeFileSync(
        manifest,
        JSON.stringify({ metaData: { screens: { 'owners-list': list, 'owners-import': imports } } }),
      );
      utimesSync(manifest, new Date(), new Date(Date.now() + 5_000));
      expect((await catalog.runtimeConfig()).screens.mf_owners?.['owners-import']).toEqual(imports);
    } finally {
      root.cleanup();
    }
  });

  it('adds the remotes of REMOTES_FILE, fetched from their host, without a restart, and drops them when removed', async () => {
    const host = await serveManifest(() => ({ status: 200, body: manifestOf(reports) }));
    const folder = mkdtempSync(path.join(tmpdir(), 'pm-remotes-file-'));
    const remotesFile = path.join(folder, 'remotes.json');
    try {
      const catalog = createRemoteCatalog(
        testConfig({ WEB_ROOT: webRoot.dir, REMOTES_FILE: remotesFile }),
        silentLog,
      );
      expect((await catalog.runtimeConfig()).remotes.mf_reports).toBeUndefined();
      writeFileSync(
        remotesFile,
        JSON.stringify({ mf_reports: host.url, 'Bad Name': host.url, mf_relative: '/x.json' }),
      );
      await waitForFileCheck();
      const config = await catalog.runtimeConfig();
      expect(config.remotes.mf_reports).toBe(host.url);
      expect(config.screens.mf_reports).toEqual(reports);
      expect(Object.keys(config.remotes)).not.toContain('Bad Name');
      expect(Object.keys(config.remotes)).not.toContain('mf_relative');
      writeFileSync(remotesFile, '{}');
      utimesSync(remotesFile, new Date(), new Date(Date.now() + 5_000));
      await waitForFileCheck();
      expect((await catalog.runtimeConfig()).remotes.mf_reports).toBeUndefined();
    } finally {
      await host.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("fetches from beside a remote host's manifest the first paints it lists, with what the layout shows of each", async () => {
    const join = { path: '/reports/join', title: 'Join', public: true };
    const manifest = JSON.stringify({
      name: 'mf_reports',
      metaData: {
        screens: { ...reports, 'reports-join': join },
        firstPaints: { 'reports-join': 'first-paint/reports-join.html', reports: 'first-paint/reports.html' },
      },
    });
    const host = await serveManifest((url) =>
      url.endsWith('/mf-reports/first-paint/reports-join.html')
        ? { status: 200, body: '<p>Join the reports</p>' }
        : url.endsWith('/mf-reports/first-paint/reports.html')
          ? { status: 200, body: '<p>Signed-in reports</p>' }
          : { status: 200, body: manifest },
    );
    try {
      const catalog = createRemoteCatalog(
        testConfig({ WEB_ROOT: webRoot.dir, REMOTE_URL_MF_CONTRACTS: host.url }),
        silentLog,
      );
      const config = await catalog.runtimeConfig();
      expect(catalog.pageAt('/reports/join', config).firstPaint).toBe('<p>Join the reports</p>');
      expect(catalog.pageAt('/reports', config)).toMatchObject({
        firstPaint: '<p>Signed-in reports</p>',
        behindSignIn: true,
        layout: { title: reports.reports.title, section: { label: 'Reports', path: '/reports' } },
      });
    } finally {
      await host.close();
    }
  });

  it('keeps the last declarations of a remote whose host stops answering, and leaves out malformed ones', async () => {
    let answer = { status: 200, body: manifestOf(reports) };
    const host = await serveManifest(() => answer);
    try {
      const catalog = createRemoteCatalog(
        testConfig({ WEB_ROOT: webRoot.dir, REMOTE_URL_MF_CONTRACTS: host.url }),
        silentLog,
      );
      expect((await catalog.runtimeConfig()).screens.mf_contracts).toEqual(reports);
      answer = { status: 503, body: 'down' };
      await new Promise((resolve) => setTimeout(resolve, MANIFEST_FRESH_MS + 50));
      expect((await catalog.runtimeConfig()).screens.mf_contracts).toEqual(reports);
      answer = { status: 200, body: manifestOf({ broken: { path: 'no slash', title: '' } }) };
      await new Promise((resolve) => setTimeout(resolve, MANIFEST_FRESH_MS + 50));
      expect((await catalog.runtimeConfig()).screens.mf_contracts).toBeUndefined();
    } finally {
      await host.close();
    }
  });
});

/** A host answering every request with `answer(its path)`: a remote's manifest on another origin. */
async function serveManifest(answer: (url: string) => { status: number; body: string }) {
  const server = http.createServer((request, response) => {
    const { status, body } = answer(request.url ?? '/');
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mf-reports/mf-manifest.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** REMOTES_FILE is looked at again at most once a second. */
const waitForFileCheck = () => new Promise((resolve) => setTimeout(resolve, 1_050));

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
      expect(response.json()).toEqual(
        await createRemoteCatalog(getContext().config, silentLog).runtimeConfig(),
      );
    });

    const FIRST_PAINT =
      /<div id="pm-first-paint" inert aria-hidden="true" style="[^"]+"><fieldset disabled style="display:contents">(.*?)<span id="pm-first-paint-end"><\/span><\/fieldset><\/div>(?=<div id="root">)/s;

    /** The shell page as built, what the server adds to its head, and the first paint it puts before the root. */
    function shellPage(page: string) {
      const firstPaint = FIRST_PAINT.exec(page)?.[1];
      const layoutPreloaded = page.includes(FAKE_LAYOUT_PRELOAD);
      const body = page.replace(FIRST_PAINT, '').replace(FAKE_LAYOUT_PRELOAD, '');
      const [before, after] = FAKE_SHELL_HTML.replace(FAKE_LAYOUT_PRELOAD, '').split('</head>');
      expect(body.startsWith(before as string)).toBe(true);
      expect(body.endsWith(`</head>${after}`)).toBe(true);
      const head = body.slice((before as string).length, body.length - `</head>${after}`.length);
      const config = /^<script id="pm-runtime-config" type="application\/json">(.*?)<\/script>/.exec(head);
      const preloads = [
        ...head.matchAll(/<link rel="preload" as="(\w+)"( crossorigin="anonymous")? href="([^"]+)">/g),
      ];
      const person = /<script id="pm-signed-in-person" type="application\/json">(.*?)<\/script>/.exec(head);
      return {
        config: JSON.parse(config?.[1] ?? 'null'),
        person: JSON.parse(person?.[1] ?? 'null'),
        preloads: preloads.map(([, as, crossOrigin, href]) => `${as}${crossOrigin ? ' cors' : ''} ${href}`),
        firstPaint,
        layoutPreloaded,
        rendersOnceFirstPaintParsed: head.includes(
          '<link rel="expect" href="#pm-first-paint-end" blocking="render">',
        ),
      };
    }

    it('serves the shell at /, carrying the runtime configuration remotes.json answers', async () => {
      const response = await get('/', html);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(shellPage(response.body).config).toEqual((await get('/remotes.json')).json());
    });

    it("hints the owning remote's manifest, first scripts and page scripts, and none for a remote not built", async () => {
      expect(shellPage((await get('/login', html)).body).preloads).toEqual([
        'fetch cors /remotes/mf-auth/mf-manifest.json',
        'script /remotes/mf-auth/remoteEntry.js',
        'script /remotes/mf-auth/routes.0abc1234.js',
        'script /remotes/mf-auth/page.5678cdef.js',
      ]);
      const unbuilt = await get('/owners', html);
      expect(unbuilt.statusCode).toBe(200);
      expect(shellPage(unbuilt.body).preloads).toEqual([]);
    });

    it("puts a public screen's first paint, inert, before the shell's root for a signed-out visit only", async () => {
      const login = shellPage((await get('/login', html)).body);
      expect(login.firstPaint).toBe(FAKE_SIGN_IN_FIRST_PAINT);
      expect(login.rendersOnceFirstPaintParsed).toBe(true);
      expect(shellPage((await get('/login?next=%2Fowners', html)).body).firstPaint).toBe(
        FAKE_SIGN_IN_FIRST_PAINT,
      );
      // Signed in, /login goes on to /: nothing of it is drawn. Other pages have no first paint.
      const signedIn = await get('/login', { ...html, cookie: 'auth-token=some-token' });
      expect(shellPage(signedIn.body).firstPaint).toBeUndefined();
      for (const url of ['/', '/owners', '/no/such/page']) {
        const page = shellPage((await get(url, html)).body);
        expect(page.firstPaint).toBeUndefined();
        expect(page.rendersOnceFirstPaintParsed).toBe(false);
      }
    });

    it("draws a screen behind the sign-in inside the shell's layout for a signed-in visit, its title escaped", async () => {
      const signedIn = { ...html, cookie: `auth-token=${await getContext().login()}` };
      const team = shellPage((await get('/team', signedIn)).body);
      expect(team.firstPaint).toBe(
        '<header><h1>Team &amp; &quot;friends&quot;</h1><a href="/team">&lt;Team&gt;</a></header>' +
          `<main>${FAKE_TEAM_FIRST_PAINT}</main>`,
      );
      expect(team.rendersOnceFirstPaintParsed).toBe(true);
      // Signed out, or with a token that signs nobody in, /team goes to the sign-in: nothing of it is drawn.
      for (const cookie of ['', 'auth-token=some-token']) {
        expect(shellPage((await get('/team', { ...html, cookie })).body).firstPaint, cookie).toBeUndefined();
      }
      // /account's section is none the server knows: the layout could not show its breadcrumb.
      expect(shellPage((await get('/account', signedIn)).body).firstPaint).toBeUndefined();
    });

    it("runs no inline script on a page with a first paint: the shell's entry stays the build's deferred script", async () => {
      const response = await get('/login', html);
      expect(response.body.match(/<script>/g)).toBeNull();
      expect(response.body).toContain(FAKE_ENTRY_SCRIPT);
      const scriptSources = /(?:^|;)\s*script-src ([^;]*)/
        .exec(String(response.headers['content-security-policy']))?.[1]
        ?.split(' ');
      expect(scriptSources).toContain("'self'");
      expect(scriptSources?.filter((source) => /^'(unsafe-inline|sha256-.*)'$/.test(source))).toEqual([]);
    });

    it("keeps the shell's preload of its signed-in layout for a signed-in visit of a screen behind the sign-in only", async () => {
      const signedIn = { ...html, cookie: `auth-token=${await getContext().login()}` };
      expect(shellPage((await get('/account', signedIn)).body).layoutPreloaded).toBe(true);
      // Signed out, /account goes to the sign-in, as it does with a token that signs nobody in; /login goes on to /
      // signed in; an unknown page has no layout.
      expect(shellPage((await get('/account', html)).body).layoutPreloaded).toBe(false);
      const unknownToken = { ...html, cookie: 'auth-token=some-token' };
      expect(shellPage((await get('/account', unknownToken)).body).layoutPreloaded).toBe(false);
      expect(shellPage((await get('/login', html)).body).layoutPreloaded).toBe(false);
      expect(shellPage((await get('/login', signedIn)).body).layoutPreloaded).toBe(false);
      expect(shellPage((await get('/no/such/page', signedIn)).body).layoutPreloaded).toBe(false);
    });

    it('carries who is signed in, as GET /session answers, on a signed-in page behind the sign-in, kept by no cache', async () => {
      const token = await getContext().login();
      const session = await get('/api/session', getContext().authorized(token));
      expect(session.statusCode).toBe(200);
      const signedIn = await get('/account', { ...html, cookie: `auth-token=${token}` });
      expect(shellPage(signedIn.body).person).toEqual(session.json().data);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      // Nobody for a token that signs nobody in (the shell then asks, and is sent to the sign-in), a public page or
      // a visit without the cookie; those pages may be kept, revalidated.
      for (const [url, cookie] of [
        ['/account', 'auth-token=some-token'],
        ['/login', `auth-token=${token}`],
        ['/account', ''],
      ] as const) {
        const page = await get(url, { ...html, cookie });
        expect(shellPage(page.body).person, `${url} ${cookie}`).toBeNull();
        expect(page.headers['cache-control']).toBe('no-cache');
      }
    });

    it.each(['/owners', '/owner/123', '/no/such/page', '/login?next=%2Fowners'])(
      'answers the page %s with the shell index.html',
      async (url) => {
        const response = await get(url, html);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(shellPage(response.body).config.apiBaseUrl).toBe('/api');
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
      expect(small.json().screens).toEqual({ mf_auth: FAKE_AUTH_SCREENS });
    });

    it('sends the files the build precompressed as they are: the bytes a browser downloads are the built ones', async () => {
      const source = `console.log("${'page '.repeat(600)}");`;
      const built = {
        br: brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(source, { level: 9 }),
      };
      const chunk = path.join(webRoot.dir, 'mf-auth', 'dist', 'page.0badf00d.js');
      writeFileSync(chunk, source);
      writeFileSync(`${chunk}.br`, built.br);
      writeFileSync(`${chunk}.gz`, built.gzip);

      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get('/remotes/mf-auth/page.0badf00d.js', {
          'accept-encoding': acceptEncoding,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.equals(built[encoding])).toBe(true);
        expect(Number(response.headers['content-length'])).toBe(built[encoding].length);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
      const plain = await get('/remotes/mf-auth/page.0badf00d.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(source);
    });

    it("serves no build's source map, though it is there beside the script", async () => {
      for (const [file, url] of [
        ['shell/dist/main.0123abcd.js.map', '/main.0123abcd.js.map'],
        ['mf-auth/dist/remoteEntry.js.map', '/remotes/mf-auth/remoteEntry.js.map'],
      ] as const) {
        writeFileSync(path.join(webRoot.dir, file), '{"version":3,"sources":["src/secret.ts"]}');
        const response = await get(url, { accept: '*/*' });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('secret');
      }
    });

    it('answers 404 for the files of a remote that is not built', async () => {
      const response = await get('/remotes/mf-owners/remoteEntry.js');
      expect(response.statusCode).toBe(404);
      expect(response.json().statusCode).toBe(404);
    });
  },
  { webRoot: () => webRoot.dir, databases: ['pglite'] },
);
