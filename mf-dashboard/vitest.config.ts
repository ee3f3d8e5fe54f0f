import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@pm/ui/test-setup'],
    passWithNoTests: true,
    testTimeout: 20_000,
  },
});
