// The one vitest configuration of the workspace: each package's vitest.config.ts exports one of these. JavaScript,
// because vitest hands a configuration's imports to Node unbundled.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * A package's configuration: what every package's tests share (describe, it, expect and vi as globals; a package
 * without tests passes) and the package's own options (environment, setup files, pool, timeouts).
 * @param {NonNullable<import('vitest/config').ViteUserConfig['test']>} [test]
 */
export function testConfig(test = {}) {
  return defineConfig({ test: { globals: true, passWithNoTests: true, ...test } });
}

/** Screen id -> path of the app whose tests run (its src/screens.json), which @pm/ui's setup registers. */
function ownScreenPaths() {
  const file = resolve(process.cwd(), 'src/screens.json');
  if (!existsSync(file)) return {};
  const screens = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(screens).map(([id, screen]) => [id, screen.path]));
}

/**
 * The page tests of the shell and of every remote: jsdom, @pm/ui's Testing Library setup (with the app's own
 * screen paths registered, as the shell does at start), 20 s a test, and every mock reset before each test (a test
 * sets what its mocked calls answer).
 */
export const pageTestConfig = testConfig({
  environment: 'jsdom',
  mockReset: true,
  setupFiles: ['@pm/ui/test-setup'],
  provide: { ownScreenPaths: ownScreenPaths() },
  testTimeout: 20_000,
});
