// The one vitest configuration of the workspace: each package's vitest.config.ts exports one of these. JavaScript,
// because vitest hands a configuration's imports to Node unbundled.
import { defineConfig } from 'vitest/config';

/**
 * A package's configuration: what every package's tests share (describe, it, expect and vi as globals; a package
 * without tests passes) and the package's own options (environment, setup files, pool, timeouts).
 * @param {NonNullable<import('vitest/config').ViteUserConfig['test']>} [test]
 */
export function testConfig(test = {}) {
  return defineConfig({ test: { globals: true, passWithNoTests: true, ...test } });
}

/**
 * The page tests of the shell and of every remote: jsdom, @pm/ui's Testing Library setup, 20 s a test, and every
 * mock reset before each test (a test sets what its mocked calls answer).
 */
export const pageTestConfig = testConfig({
  environment: 'jsdom',
  mockReset: true,
  setupFiles: ['@pm/ui/test-setup'],
  testTimeout: 20_000,
});
