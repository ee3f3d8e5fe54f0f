import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { seedAdmin } from '../src/auth/admin-seed';
import { type Config, parseConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { attemptLimits, knownSignInAddresses } from '../src/db/schema/auth';
import { createScratchDatabase } from './scratch-database';

export const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** The mail worker polls as often as pg-boss allows, and retries after a second, so tests wait little. */
export const TEST_MAIL_QUEUE = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of the suite (undefined on PGlite): a second process may open it. */
  databaseUrl?: string;
  config: Config;
  /** The app's clock: tests move it with `advance`. Reset to the real time before each test. */
  clock: { now: Date; advance: (seconds: number) => void };
  /** Signs in (the seeded admin by default) and returns the access token. */
  login: (credentials?: { email: string; password: string }) => Promise<string>;
  /** Shortcut for an authenticated inject. */
  authorized: (token: string) => { authorization: string };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: path.join(tmpdir(), 'pm-server-test-data'),
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.config;
}

type DatabaseKind = 'pglite' | 'postgres';

/** The migrated PGlite data folder of global-setup.ts, which each suite's in-memory database starts from. */
export async function migratedPglite(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

/**
 * Runs `suite` twice: on in-memory PGlite and on a fresh database of the PostgreSQL at TEST_DATABASE_URL.
 * Without TEST_DATABASE_URL the PostgreSQL half fails, unless PM_SKIP_POSTGRES=1.
 */
export function describeEachDatabase(
  title: string,
  suite: (getContext: () => TestContext) => void,
  options: {
    env?: Record<string, string>;
    webRoot?: () => string;
    /** More options for buildApp (a mailer, the mail queue's timings). */
    app?: Partial<Omit<BuildAppOptions, 'config' | 'database' | 'clock'>>;
    /**
     * The databases to run on: both unless the suite tests only the HTTP layer (timeouts, headers, the static site,
     * the API description), whose answers do not depend on the database.
     */
    databases?: DatabaseKind[];
  } = {},
) {
  for (const kind of options.databases ?? (['pglite', 'postgres'] as DatabaseKind[])) {
    const skip = kind === 'postgres' && process.env.PM_SKIP_POSTGRES === '1';
    (skip ? describe.skip : describe)(`${title} [${kind}]`, () => {
      let context: TestContext | undefined;
      let dropDatabase: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        let databaseUrl: string | undefined;
        if (kind === 'postgres') {
          const adminUrl = process.env.TEST_DATABASE_URL;
          if (!adminUrl) {
            throw new Error(
              'TEST_DATABASE_URL is not set. Run `node scripts/postgres.mjs start` and set TEST_DATABASE_URL to the URL it prints (or PM_SKIP_POSTGRES=1 to skip PostgreSQL).',
            );
          }
          const created = await createScratchDatabase(adminUrl, `pm_test_${Date.now()}`);
          databaseUrl = created.url;
          dropDatabase = created.drop;
        }
        const database = await openDatabase(
          databaseUrl ? { databaseUrl } : { memoryFrom: await migratedPglite() },
        );
        await database.migrate();
        const config = testConfig({
          ...(options.webRoot ? { WEB_ROOT: options.webRoot() } : {}),
          ...options.env,
        });
        await seedAdmin(database.db, config, { info: () => undefined });

        const clock = {
          now: new Date(),
          advance(seconds: number) {
            clock.now = new Date(clock.now.getTime() + seconds * 1000);
          },
        };
        const app = await buildApp({
          config,
          database,
          clock: () => clock.now,
          mailQueue: TEST_MAIL_QUEUE,
          leaseWatch: false,
          ...options.app,
        });
        context = {
          app,
          database,
          databaseUrl,
          config,
          clock,
          login: async (credentials = ADMIN) => {
            const response = await app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: credentials,
            });
            if (response.statusCode !== 200)
              throw new Error(`login failed: ${response.statusCode} ${response.body}`);
            return response.json().data.access_token;
          },
          authorized: (token) => ({ authorization: `Bearer ${token}` }),
        };
      });

      beforeEach(async () => {
        if (!context) return;
        context.clock.now = new Date();
        await context.database.db.delete(attemptLimits);
        await context.database.db.delete(knownSignInAddresses);
      });

      afterAll(async () => {
        await context?.app.close();
        await context?.database.close();
        await dropDatabase?.();
      });

      suite(() => {
        if (!context) throw new Error('The test database did not start (see the error of beforeAll).');
        return context;
      });
    });
  }
}

/** The fake shell build's preload hint for its signed-in layout (the server keeps it for signed-in pages only). */
export const FAKE_LAYOUT_PRELOAD =
  '<link as="script" data-pm-signed-in fetchpriority="low" href="/layout.0abc1234.js" rel="preload">';

/** The fake shell build's entry script, deferred as the HTML plugin writes it. */
export const FAKE_ENTRY_SCRIPT = '<script defer src="/main.0abc1234.js"></script>';

export const FAKE_SHELL_HTML = `<!doctype html><html><head><title>fake</title>${FAKE_LAYOUT_PRELOAD}${FAKE_ENTRY_SCRIPT}</head><body><div id="root"></div></body></html>`;

/** The first paint the fake mf-auth build drew of its sign-in screen. */
export const FAKE_SIGN_IN_FIRST_PAINT =
  '<style data-emotion="css a1">.css-a1{color:blue}</style><p class="css-a1">Log in</p>';

/** The fake shell build's drawing of its signed-in layout, with the marks of LAYOUT_FIRST_PAINT. */
export const FAKE_LAYOUT_DRAWING =
  '<header><h1>pm-first-paint-title</h1><a href="/pm-first-paint-section-path">pm-first-paint-section-label</a>' +
  '</header><main><pm-first-paint-page><p>Loading...</p></pm-first-paint-page></main>';

/** The first paint the fake mf-auth build drew of its team screen, a screen behind the sign-in. */
export const FAKE_TEAM_FIRST_PAINT = '<p>Team, before its data</p>';

/** The screens the fake web root's one built remote (mf-auth) declares in its manifest. */
export const FAKE_AUTH_SCREENS = {
  'sign-in': { path: '/login', title: 'Log in', public: true },
  account: { path: '/account', title: 'My account', section: 'account' },
  team: {
    path: '/team',
    title: 'Team & "friends"',
    section: 'team',
    menu: { label: '<Team>', position: 90 },
  },
};

/** A temporary WEB_ROOT with a fake shell build and a fake mf-auth build (no other remote is built). */

export function createFakeWebRoot(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pm-web-root-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('shell/dist/index.html', FAKE_SHELL_HTML);
  write('shell/dist/first-paint/layout.html', FAKE_LAYOUT_DRAWING);
  write('shell/dist/main.0123abcd.js', 'console.log("shell");');
  write('mf-auth/dist/remoteEntry.js', 'var mf_auth = {};');
  write(
    'mf-auth/dist/mf-manifest.json',
    JSON.stringify({
      name: 'mf_auth',
      metaData: {
        screens: FAKE_AUTH_SCREENS,
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        // A name with a way up or an address is never hinted; one the routes module loads is hinted once.
        pageScripts: {
          'sign-in': ['page.5678cdef.js', 'routes.0abc1234.js', '../elsewhere.js', 'https://x.test/a.js'],
        },
        firstPaints: { 'sign-in': 'first-paint/sign-in.html', team: 'first-paint/team.html' },
      },
      exposes: [
        { path: './routes', assets: { js: { sync: ['routes.0abc1234.js'], async: ['page.5678cdef.js'] } } },
      ],
    }),
  );
  write('mf-auth/dist/first-paint/sign-in.html', FAKE_SIGN_IN_FIRST_PAINT);
  write('mf-auth/dist/first-paint/team.html', FAKE_TEAM_FIRST_PAINT);
  write('mf-auth/dist/main.89abcdef.js', `console.log("${'auth '.repeat(400)}");`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
