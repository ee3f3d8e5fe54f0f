// What a cold visit of a page downloads in JavaScript, measured in Chromium against a running server: the bytes of
// each script as the browser received them (its encoded body: the build's brotli file, as the server sends it).
// Shared by `npm run measure` (first-load.mjs) and the bundle budgets of the test run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import launchArgs from '../support/chromium-args.json' with { type: 'json' };
import SAMPLE from '../support/sample-records.json' with { type: 'json' };

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Our real server (embedded default) on a free port with a throwaway database, serving the builds in webRoot; the
 * server of the checkout at `serverRoot` (another checkout measures the "before" of a change).
 */
export async function startServer(webRoot = repoRoot, { serverRoot = repoRoot } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-measure-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(serverRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${baseURL}/remotes.json`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: launchArgs,
  });
}

export async function signInToken(baseURL) {
  const answer = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await answer.json()).data.access_token;
}

/** Sends a request to the API with the token; answers the record's data, or fails with the answer's text. */
async function apiRecord(baseURL, token, apiPath, body) {
  const headers = { authorization: `Bearer ${token}` };
  const answer = await fetch(`${baseURL}/api${apiPath}`, {
    method: 'POST',
    headers: body instanceof FormData ? headers : { ...headers, 'content-type': 'application/json' },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST /api${apiPath}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data;
}

const form = (fields) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

/** An owner, their property, a tenant there and their contract (the e2e tests' sample fields), through the API. */
export async function seedLinkedRecords(baseURL, token) {
  const post = (apiPath, fields) => apiRecord(baseURL, token, apiPath, form(fields));
  const owner = await post('/owner/register', {
    ...SAMPLE.owner,
    name: 'Somchai Measure',
    email: 'somchai.measure@example.com',
  });
  const property = await post('/property/', { ...SAMPLE.property, owner: owner._id, name: 'Sathorn Condo' });
  const tenant = await post('/tenant/register', {
    ...SAMPLE.tenant,
    property: property._id,
    firstName: 'Mai',
    email: 'mai.measure@example.com',
  });
  const contract = await apiRecord(baseURL, token, '/contract/', {
    ...SAMPLE.contract,
    ownerId: owner._id,
    propertyId: property._id,
    tenantId: tenant._id,
    contractRefName: 'Measure contract',
  });
  return { owner: owner._id, property: property._id, tenant: tenant._id, contract: contract._id };
}

/** A fresh context (empty cache), signed in when a token is given. */
export async function freshPage(browser, baseURL, token) {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'auth-token', value: token, url: baseURL }]);
  return { context, page: await context.newPage() };
}

/**
 * Loads `path` cold and waits for `ready(page)` and network idle; answers the JavaScript it downloaded: requests,
 * bytes as served (`served`, the encoded bodies the browser received) and raw, and each file with its encoding.
 */
export async function measureColdLoad(browser, baseURL, path, { token, ready }) {
  const { context, page } = await freshPage(browser, baseURL, token);
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (request.resourceType() !== 'script' && !new URL(url).pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const { responseBodySize } = await request.sizes();
        const body = await response.body();
        const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
        return { url, raw: body.length, served: responseBodySize, encoding };
      })().catch(() => undefined),
    );
  });
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { requests: files.length, raw: sum('raw'), served: sum('served'), files };
}

/** The pages of the measurements, each with what shows that its content arrived. */
export const PAGES = [
  {
    path: '/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Log in' }).waitFor(),
  },
  {
    path: '/',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Cashflow' }).waitFor(),
  },
  {
    path: '/owners',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Owners', exact: true, level: 2 }).waitFor(),
  },
];

/**
 * One signed-in load of `url` at a 4x slower CPU (no network throttling): its paints and long tasks as the page
 * observed them; TBT counts the long tasks after the first paint, as Lighthouse does.
 */
export async function loadAtSlowCpu(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addCookies([{ name: 'auth-token', value: token, url }]);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen = { longTasks: [], lcp: 0 };
      Object.assign(window, { pmSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { longTasks, lcp, fcp } = await page.evaluate(() => ({
      ...window.pmSeen,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      fcp,
      lcp,
      tbt: longTasks.filter(([start]) => start > fcp).reduce((sum, [, duration]) => sum + duration - 50, 0),
      longTasks: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
      longest: Math.max(0, ...longTasks.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
