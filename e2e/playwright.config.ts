import { defineConfig } from '@playwright/test';
import chromiumArgs from './support/chromium-args.json' with { type: 'json' };

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../.tmp/e2e/test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every test about a sixth of its time (3 spec files: 60 s with, 50 s without): only a
    // retry records one (CI retries once); locally, `npx playwright test --trace on` records them.
    trace: 'on-first-retry',
    viewport: { width: 1366, height: 800 },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
