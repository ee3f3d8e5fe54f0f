import { testConfig } from '@pm/vitest-config';

// PGlite takes seconds to start and ~0.8 GB per instance: at most two test files at once. The files of a worker
// share its loaded modules (isolate: false): no server test mocks a module, and each suite builds its own app on
// its own database, so nothing of one file reaches the next; importing the app once per worker, not per file,
// took the suite from 486 s to 393-402 s (twice, the second in shuffled file order).
export default testConfig({
  include: ['test/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts'],
  pool: 'forks',
  isolate: false,
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
