import { testConfig } from '@pm/vitest-config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more (50,000-row imports, real servers killed and restarted, real timeouts),
 * slowest first. vitest orders files by the timings of earlier runs, which a clean checkout (CI) lacks: it would
 * order them by size, and a small slow file started last keeps one worker busy alone at the end.
 */
const SLOW_FILES = [
  'import-memory',
  'crash-safety',
  'recovery',
  'import-crash',
  'fuzz',
  'second-step',
  'operability',
  'backup',
  'timeouts',
];

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
      return index === -1 ? SLOW_FILES.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

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
  sequence: { sequencer: SlowFilesFirst },
});
