// First-load JavaScript of /login and of / after sign-in: gzipped bytes and request count, measured in Chromium
// against the production builds served by the real server. Usage: node e2e/measure/first-load.mjs [baseURL]
// Without a baseURL it starts the server itself (embedded default) on a free port with a throwaway data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import launchArgs from '../support/chromium-args.json' with { type: 'json' };

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-measure-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseURL}/remotes.json`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: () => {
      child.kill('SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
    },
  };
}

async function measure(page, url, until) {
  const scripts = [];
  const listener = async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {}
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  await until();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return {
    requests: scripts.length,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzip, 0),
    rawBytes: scripts.reduce((sum, script) => sum + script.raw, 0),
    files: scripts.map((script) => `${new URL(script.url).pathname} ${script.gzip}`),
  };
}

const external = process.argv[2];
const server = external ? { baseURL: external, stop: () => {} } : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: launchArgs,
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await measure(page, `${server.baseURL}/login`, () =>
    page.getByRole('button', { name: 'Log in' }).waitFor(),
  );

  const answer = await (
    await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
    })
  ).json();
  const signedIn = await browser.newContext();
  await signedIn.addCookies([{ name: 'auth-token', value: answer.data.access_token, url: server.baseURL }]);
  const dashboardPage = await signedIn.newPage();
  const dashboard = await measure(dashboardPage, `${server.baseURL}/`, () =>
    dashboardPage.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(),
  );

  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('First-load JavaScript (production builds, gzip -9 of each script body)');
  console.log(
    `/login             ${login.requests} requests, ${kib(login.gzipBytes)} gzipped (${kib(login.rawBytes)} raw)`,
  );
  console.log(
    `/ after sign-in    ${dashboard.requests} requests, ${kib(dashboard.gzipBytes)} gzipped (${kib(dashboard.rawBytes)} raw)`,
  );
  if (process.env.VERBOSE) console.log({ login: login.files, dashboard: dashboard.files });
} finally {
  await browser.close();
  server.stop();
}
