import { describe, expect, it } from 'vitest';
import { checkRecords, type SentWrite, type TrackedRecord } from '../bench/crash-check';
import { runCrashSafety } from '../bench/crash-run';
import { SentFile, type Write } from '../bench/crash-writes';

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

describe('crash safety check', () => {
  const owner = (name: string) => ({
    _id: 'id-1',
    email: 'a@example.com',
    profile: { name, profileImage: '/f/1' },
  });
  const answers = (stored: unknown, fileBytes: Buffer) => async (url: string) =>
    url.startsWith('/f/')
      ? new Response(new Uint8Array(fileBytes))
      : url.includes('/all?')
        ? Response.json({ data: [] })
        : Response.json({ data: stored });
  const write = (name: string, bytes: Buffer): Write => ({
    entity: 'owner',
    kind: 'edit',
    path: '',
    body: () => ({}),
    expected: { email: 'a@example.com', profile: { name, profileImage: new SentFile(bytes) } },
  });
  const record = (...outcomes: [string, SentWrite['outcome']][]): TrackedRecord => ({
    entity: 'owner',
    client: 0,
    id: 'id-1',
    writes: outcomes.map(([name, outcome]) => ({ write: write(name, Buffer.from(name)), outcome })),
  });

  it('counts the state of a later write without answer as whole, and all acknowledged writes found', async () => {
    const check = await checkRecords(
      [record(['A', 'acknowledged'], ['B', 'unanswered'])],
      answers(owner('B'), Buffer.from('B')),
    );
    expect(check).toMatchObject({ acknowledgedFound: 1, lost: 0, torn: 0 });
  });

  it('counts an acknowledged edit that is not there as lost', async () => {
    const check = await checkRecords(
      [record(['A', 'acknowledged'], ['B', 'acknowledged'])],
      answers(owner('A'), Buffer.from('A')),
    );
    expect(check).toMatchObject({ acknowledgedFound: 1, lost: 1, torn: 0 });
  });

  it('counts a record whose file bytes differ from every write as torn', async () => {
    const check = await checkRecords([record(['A', 'acknowledged'])], answers(owner('A'), Buffer.from('X')));
    expect(check).toMatchObject({ acknowledgedFound: 0, lost: 1, torn: 1 });
  });
});
