// Crash safety, measured (issue 11): writes from concurrent clients while the server is killed with SIGKILL
// and restarted on the same data; then every write answered 200 must be there, byte for byte, and every
// record whole.
//   pnpm --filter server bench:crash -- --db pglite,postgres --writes 200 --kills 3 --clients 4
// PostgreSQL: the server of TEST_DATABASE_URL, or the project's throwaway one (scripts/postgres.mjs).
// Exits 1 when an acknowledged write was lost, a record was torn, or the server could not reopen its data.
import { benchOptions } from './bench-options';
import { type CrashFigures, runCrashSafety } from './crash-run';

const options = benchOptions({
  writes: { type: 'string', default: '200' },
  kills: { type: 'string', default: '3' },
  clients: { type: 'string', default: '4' },
  keep: { type: 'boolean', default: false },
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(1));

export function figuresRow(figures: CrashFigures): string {
  return `| ${[
    figures.kind,
    figures.sent,
    figures.acknowledged,
    figures.refused,
    figures.kills,
    figures.reopenFailures,
    figures.acknowledgedFound,
    figures.lost,
    figures.torn,
    figures.unansweredFound,
    `${seconds(median(figures.restartMs))} / ${seconds(figures.restartMs.length ? Math.max(...figures.restartMs) : Number.NaN)}`,
  ].join(' | ')} |`;
}

export const FIGURES_HEADER = [
  '| database | writes sent | acknowledged | refused | kills | failed reopens | acknowledged found | lost | torn | unanswered found | restart s (median / max) |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
].join('\n');

export const crashFailed = (figures: CrashFigures) =>
  figures.lost > 0 ||
  figures.torn > 0 ||
  figures.reopenFailures > 0 ||
  figures.acknowledgedFound !== figures.acknowledged;

const results: CrashFigures[] = [];
for (const kind of options.kinds) {
  const figures = await runCrashSafety({
    kind,
    writes: Number(options.writes),
    kills: Number(options.kills),
    clients: Number(options.clients),
    keep: options.keep,
  });
  results.push(figures);
  for (const problem of figures.problems) console.log(`${kind}: ${problem}`);
  if (options.keep) console.log(`${kind}: server log ${figures.logFile}`);
}
console.log(`\n${FIGURES_HEADER}`);
for (const figures of results) console.log(figuresRow(figures));
process.exitCode = results.some(crashFailed) ? 1 : 0;
