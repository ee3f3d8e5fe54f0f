// The search (issue 14) under load: 50,000 records of each kind (owners, properties, tenants, sub-tenants,
// contracts), seeded with SQL, and autocannon sending GET /api/search with queries staff would type (a name with a
// typo, 4 or 5 digits of a phone number, an email's name, a passport, a property reference, a street, a surname, a
// contract reference), drawn from the seeded rows. Prints p50/p99 per database; the target is p99 <= 50 ms. When
// the front-ends are built (`pnpm build`), Chromium then types 20 of those queries into the search dialog of the
// same server, after the load, and the time from the last keystroke to the results is printed too (target 250 ms).
// On PGlite, whose work shares the server's one thread, a yardstick follows: a bare server spending the same CPU per
// request in one thread (bench/busy-server.ts), its requests served as read and in arrival order.
//   pnpm --filter server bench:search
//   pnpm --filter server bench:search -- --db pglite --records 10000 --seconds 5
// PostgreSQL: TEST_DATABASE_URL, else the project's throwaway server (scripts/postgres.mjs; fsync off, as for tests).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/database';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchOptions } from './bench-options';
import { SERVER_DIR, type StartedProcess, startProcess, startProduct } from './bench-process';
import { type Figures, runLoad } from './run-load';
import { sampleSearchQueries, seedSearchRecords } from './seed-search';

const options = benchOptions({
  records: { type: 'string', default: '50000' },
  clients: { type: 'string', default: '10' },
  seconds: { type: 'string', default: '10' },
});
const { kinds } = options;
const records = Number(options.records);
const clients = Number(options.clients);
const seconds = Number(options.seconds);
const TARGET_P99_MS = 50;
const TARGET_KEYSTROKE_MS = 250;
const KEYSTROKE_RUNS = 20;
const repoRoot = path.dirname(SERVER_DIR);
const frontBuilt = existsSync(path.join(repoRoot, 'shell/dist/index.html'));
// Where e2e/measure finds Chromium (`npm test` installs it).
const chromiumInstalled = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

interface Keystrokes {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/** e2e/measure/search-keystrokes.mjs (Chromium, in the e2e package) against the product, signed in with `token`. */
async function measureKeystrokes(baseUrl: string, token: string, queries: string[], workDir: string) {
  const queriesFile = path.join(workDir, 'queries.txt');
  writeFileSync(queriesFile, queries.join('\n'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['measure/search-keystrokes.mjs', baseUrl, token, queriesFile, '--runs', String(KEYSTROKE_RUNS)],
    { cwd: path.join(repoRoot, 'e2e') },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Keystrokes;
}

/** The bare single-thread server (bench/busy-server.ts), spending the product's CPU per request. */
interface Yardstick {
  asRead: Figures;
  inOrder: Figures;
}

interface Row {
  kind: DatabaseKind;
  figures: Figures;
  seedSeconds: number;
  keystrokes?: Keystrokes;
  yardstick?: Yardstick;
}

/** busy-server.ts spending `cpuMicros` per request, served as read and in arrival order, under the same load. */
async function measureYardstick(
  cpuMicros: number,
  pathOf: () => string,
  workDir: string,
): Promise<Yardstick> {
  const run = async (inOrder: boolean) => {
    const server = await startProcess(
      ['--import', 'tsx', 'bench/busy-server.ts'],
      SERVER_DIR,
      path.join(workDir, 'busy-server.log'),
      { BUSY_MICROS: String(Math.round(cpuMicros)), IN_ORDER: inOrder ? '1' : '0' },
    );
    try {
      await runLoad(Math.min(3, seconds), server, pathOf, clients, {});
      return await runLoad(seconds, server, pathOf, clients, {});
    } finally {
      await server.stop();
    }
  };
  return { asRead: await run(false), inOrder: await run(true) };
}

async function benchOne(kind: DatabaseKind): Promise<Row> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-search-'));
  let database: BenchDatabase | undefined;
  let product: StartedProcess | undefined;
  try {
    database = await createBenchDatabase(kind);
    const dataDir = path.join(workDir, 'product');
    const seedStart = performance.now();
    const seeded = await openDatabase({ databaseUrl: database.url, dataDir });
    let queries: string[];
    try {
      await seeded.migrate();
      await seedSearchRecords(seeded, records);
      queries = await sampleSearchQueries(seeded, 200);
    } finally {
      await seeded.close();
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`${kind}: ${records} records of each kind seeded in ${seedSeconds.toFixed(1)} s`);

    const started = await startProduct(workDir, { dataDir, databaseUrl: database.url });
    product = started.product;
    let next = 0;
    const pathOf = () => `/api/search?q=${encodeURIComponent(queries[next++ % queries.length] ?? '')}`;
    // A short warm-up (JIT, caches, pool), then the measured run.
    await runLoad(Math.min(3, seconds), product, pathOf, clients, started.headers);
    const figures = await runLoad(seconds, product, pathOf, clients, started.headers);
    const token = started.headers.authorization?.replace('Bearer ', '') ?? '';
    // Queries a person would type whole: the typos and the names (a 4-digit fragment shows before it is typed).
    const typed = queries.filter((query) => /[a-z]{3}/i.test(query));
    const keystrokes =
      frontBuilt && chromiumInstalled
        ? await measureKeystrokes(product.baseUrl, token, typed, workDir)
        : undefined;
    // PGlite runs in the server's thread: its yardstick is one thread spending as much CPU per request.
    const yardstick =
      kind === 'pglite' ? await measureYardstick(figures.cpuMicros, pathOf, workDir) : undefined;
    const row = { kind, figures, seedSeconds, keystrokes, yardstick };
    console.log(formatRow(row));
    return row;
  } finally {
    await product?.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const HEADER = [
  '| database | records of each kind | clients | req/s | CPU µs per request | p50 ms | p99 ms | p99 ≤ 50 ms | non-2xx | last keystroke to results, median / p95 ms (Chromium) |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
function formatRow({ kind, figures, keystrokes }: Row): string {
  const cells = [
    kind,
    records.toLocaleString('en'),
    clients,
    Math.round(figures.perSecond),
    Math.round(figures.cpuMicros),
    figures.p50,
    figures.p99,
    figures.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
    figures.failures,
    keystrokes
      ? `${keystrokes.medianMs} / ${keystrokes.p95Ms} (${keystrokes.runs} queries; ≤ ${TARGET_KEYSTROKE_MS} ms: ${keystrokes.p95Ms <= TARGET_KEYSTROKE_MS ? 'yes' : 'NO'})`
      : frontBuilt
        ? 'Chromium not installed (`npm test` installs it)'
        : 'front-ends not built',
  ];
  return `| ${cells.join(' | ')} |`;
}

const YARDSTICK_HEADER = [
  '| database | CPU µs per request | product p50 / p99 ms | one thread spending as much, requests as read: p50 / p99 ms | the same, in arrival order: p50 / p99 ms |',
  '|---|---|---|---|---|',
];
function formatYardstick({ kind, figures, yardstick }: Row): string[] {
  if (!yardstick) return [];
  const latency = ({ p50, p99 }: Figures) => `${p50} / ${p99}`;
  const cells = [
    kind,
    Math.round(figures.cpuMicros),
    latency(figures),
    latency(yardstick.asRead),
    latency(yardstick.inOrder),
  ];
  return [`| ${cells.join(' | ')} |`];
}

const rows: Row[] = [];
for (const kind of kinds) rows.push(await benchOne(kind));
console.log(`\nGET /api/search, ${seconds} s after a warm-up, ${clients} concurrent clients:\n`);
console.log([...HEADER, ...rows.map(formatRow)].join('\n'));
const yardsticks = rows.flatMap(formatYardstick);
if (yardsticks.length > 0) {
  console.log('\nThe yardstick (bench/busy-server.ts), under the same load:\n');
  console.log([...YARDSTICK_HEADER, ...yardsticks].join('\n'));
}
