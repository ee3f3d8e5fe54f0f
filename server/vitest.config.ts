import { testConfig } from '@pm/vitest-config';

// PGlite takes seconds to start and ~0.8 GB per instance: at most two test files at once.
export default testConfig({
  include: ['test/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts'],
  pool: 'forks',
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
