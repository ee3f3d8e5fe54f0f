import { describe, expect, it } from 'vitest';
import { runCrashSafety } from '../bench/crash-run';

// Issue 11, "Crash safety, measured", at a small size: the real server killed with SIGKILL three times in a
// stream of 200 writes from 4 clients, restarted on the same data each time. The full figures come from
// `pnpm --filter server bench:crash` (README, "Crash safety").
for (const kind of ['pglite', 'postgres'] as const) {
  const skip = kind === 'postgres' && process.env.PM_SKIP_POSTGRES === '1';
  (skip ? describe.skip : describe)(`crash safety [${kind}]`, () => {
    it('keeps every acknowledged write, byte for byte, and every record whole through 3 kills', async () => {
      if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
        throw new Error('TEST_DATABASE_URL is not set (or PM_SKIP_POSTGRES=1 to skip PostgreSQL).');
      }
      const figures = await runCrashSafety({ kind, writes: 200, kills: 3, clients: 4 });
      console.log(`crash safety [${kind}]`, JSON.stringify({ ...figures, problems: undefined }));
      expect(figures.problems).toEqual([]);
      expect(figures.refused).toBe(0);
      expect(figures.kills).toBe(3);
      expect(figures.reopenFailures).toBe(0);
      expect(figures.acknowledged).toBeGreaterThan(150);
      expect(figures.lost).toBe(0);
      expect(figures.torn).toBe(0);
      expect(figures.acknowledgedFound).toBe(figures.acknowledged);
    }, 240_000);
  });
}
