import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';

/** Database.prepare (src/db/database.ts): named statements, planned once, run by the search on each request. */
describeEachDatabase('prepared statements', (getContext) => {
  it('serializes values by the parameter types and parses the rows as node-postgres does', async () => {
    const run = getContext().database.prepare(
      'test_values',
      `select $1::text as "text", $2::int + 1 as "next", array_length($3::text[], 1) as "length",
         $4::text is null as "missing", json_build_object('words', $3::text[]) as "json",
         0.5::float8 as "half", timestamptz '2026-01-02 03:04:05+00' as "at"`,
    );
    const { rows } = await run(['Zoë', 41, ['a', 'b "quoted"', 'c,d'], null]);
    expect(rows).toEqual([
      {
        text: 'Zoë',
        next: 42,
        length: 3,
        missing: true,
        json: { words: ['a', 'b "quoted"', 'c,d'] },
        half: 0.5,
        at: new Date('2026-01-02T03:04:05Z'),
      },
    ]);
    expect((await run(['again', 1, [], 'x'])).rows).toMatchObject([
      { text: 'again', next: 2, missing: false },
    ]);
  });

  it('rejects with the PostgreSQL error, and the next statement runs', async () => {
    const { database } = getContext();
    const divide = database.prepare('test_divide', 'select 10 / $1::int as "quotient"');
    await expect(divide([0])).rejects.toMatchObject({ code: '22012' });
    expect((await divide([5])).rows).toEqual([{ quotient: 2 }]);
  });

  it('runs the statements of one turn on one connection', async () => {
    const { database } = getContext();
    const backend = database.prepare('test_backend', 'select pg_backend_pid() as "pid", $1::int as "step"');
    const steps = await database.together(async (turn) => {
      const first = await backend([1], turn);
      const second = await backend([2], turn);
      return [...first.rows, ...second.rows] as { pid: number; step: number }[];
    });
    expect(steps.map((row) => row.step)).toEqual([1, 2]);
    expect(steps[1]?.pid).toBe(steps[0]?.pid);
  });
});
