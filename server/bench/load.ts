// The owners API beside its floor (issue 12): the product (src/main.ts in production mode, sign-in check and all)
// and a floor server (bench/floor-server.ts: bare Fastify, the same driver and rows, one SQL statement per request)
// answer the same requests from autocannon in the same run, alternating, so the ratio holds on a noisy machine.
//   pnpm --filter server bench:load                                  (PGlite and PostgreSQL, 10,000 and 1,000,000 owners)
//   pnpm --filter server bench:load -- --db pglite --owners 10000 --seconds 3
// Options: --db, --owners, --clients (comma lists), --requests by-id,list, --seconds per run, --rounds, --profile DIR,
// --baseline DIR: the server folder of another checkout (its dependencies installed), run as a third server in the
// same rounds on a copy of the same PGlite data, to compare two versions of the product (PGlite only).
// PostgreSQL: TEST_DATABASE_URL, else the project's throwaway server (scripts/postgres.mjs; fsync off, as for tests).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchOptions, listOption } from './bench-options';
import { SERVER_DIR, type StartedProcess, startProcess, startProduct } from './bench-process';
import { type Figures, runLoad } from './run-load';
import { prepareOwners } from './seed-owners';

const options = benchOptions({
  owners: { type: 'string', default: '10000,1000000' },
  clients: { type: 'string', default: '10,50' },
  seconds: { type: 'string', default: '5' },
  rounds: { type: 'string', default: '2' },
  requests: { type: 'string', default: 'by-id,list' },
  /** A folder for a CPU profile of the product process (.cpuprofile, for Chrome DevTools). */
  profile: { type: 'string' },
  /** Another checkout's server folder, run beside the product (PGlite only). */
  baseline: { type: 'string' },
});
const baselineDir = options.baseline ? path.resolve(options.baseline) : undefined;
const { kinds } = options;
const ownerCounts = listOption(options.owners).map(Number);
const clientCounts = listOption(options.clients).map(Number);
const seconds = Number(options.seconds);
const rounds = Number(options.rounds);
const requestNames = listOption(options.requests);

/** Rounds alternate which server goes first; throughput is summed over rounds, latencies are the worse round's. */
function combine(runs: Figures[]): Figures {
  return {
    perSecond: runs.reduce((sum, run) => sum + run.perSecond, 0) / runs.length,
    cpuMicros: runs.reduce((sum, run) => sum + run.cpuMicros, 0) / runs.length,
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

interface Row {
  kind: DatabaseKind;
  owners: number;
  request: string;
  clients: number;
  product: Figures;
  floor: Figures;
  baseline?: Figures;
}

async function benchOne(kind: DatabaseKind, ownerCount: number, rows: Row[]) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-'));
  let database: BenchDatabase | undefined;
  const started: StartedProcess[] = [];
  try {
    database = await createBenchDatabase(kind);
    const productDir = path.join(workDir, 'product');
    const seedStart = performance.now();
    const ids = (await prepareOwners({ databaseUrl: database.url, dataDir: productDir }, ownerCount))
      .sampleIds;
    // One PGlite folder cannot be opened by two processes: the floor reads a copy.
    const floorPglite = path.join(workDir, 'floor-pglite');
    if (kind === 'pglite') cpSync(path.join(productDir, 'pglite'), floorPglite, { recursive: true });
    const baselineDataDir = path.join(workDir, 'baseline');
    const runsBaseline = baselineDir !== undefined && kind === 'pglite';
    if (runsBaseline) cpSync(productDir, baselineDataDir, { recursive: true });
    console.log(
      `${kind}: ${ownerCount} owners seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const profileFlags = options.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile)}`]
      : [];
    const { product, headers: productHeaders } = await startProduct(workDir, {
      dataDir: productDir,
      databaseUrl: database.url,
      nodeFlags: profileFlags,
    });
    started.push(product);
    const floor = await startProcess(
      ['--import', 'tsx', 'bench/floor-server.ts'],
      SERVER_DIR,
      path.join(workDir, 'floor.log'),
      {
        ...(database.url ? { DATABASE_URL: database.url } : { PGLITE_DIR: floorPglite }),
      },
    );
    started.push(floor);
    const baseline = runsBaseline
      ? await startProduct(workDir, { dataDir: baselineDataDir, serverDir: baselineDir, name: 'baseline' })
      : undefined;
    if (baseline) started.push(baseline.product);

    const randomId = () => ids[Math.floor(Math.random() * ids.length)];
    const cases = [
      { name: 'by-id', request: 'GET /api/owner?id=<random>', path: () => `/api/owner?id=${randomId()}` },
      {
        name: 'list',
        request: 'GET /api/owner/all?page=1&limit=15',
        path: () => '/api/owner/all?page=1&limit=15',
      },
    ].filter((benchCase) => requestNames.includes(benchCase.name));
    for (const benchCase of cases) {
      for (const clients of clientCounts) {
        const productRuns: Figures[] = [];
        const floorRuns: Figures[] = [];
        const baselineRuns: Figures[] = [];
        const runProduct = async () =>
          productRuns.push(await runLoad(seconds, product, benchCase.path, clients, productHeaders));
        const runFloor = async () =>
          floorRuns.push(await runLoad(seconds, floor, benchCase.path, clients, {}));
        const runBaseline = async () => {
          if (baseline)
            baselineRuns.push(
              await runLoad(seconds, baseline.product, benchCase.path, clients, baseline.headers),
            );
        };
        // A short warm-up of each (JIT, caches, pool), then rounds alternating which goes first.
        await runLoad(seconds, product, benchCase.path, clients, productHeaders);
        await runLoad(seconds, floor, benchCase.path, clients, {});
        await runBaseline();
        baselineRuns.length = 0;
        for (let round = 0; round < rounds; round += 1) {
          const order = [runFloor, runBaseline, runProduct];
          for (const run of round % 2 === 0 ? order : order.reverse()) await run();
        }
        const row = {
          kind,
          owners: ownerCount,
          request: benchCase.request,
          clients,
          product: combine(productRuns),
          floor: combine(floorRuns),
          ...(baselineRuns.length ? { baseline: combine(baselineRuns) } : {}),
        };
        rows.push(row);
        console.log(formatRow(row));
      }
    }
  } finally {
    for (const process of started) await process.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const HEADER = [
  '| database | owners | request | clients | product req/s | floor req/s | ratio | product / floor CPU µs per request | CPU ratio | product p50 / p99 ms | floor p50 / p99 ms | non-2xx |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
function formatRow({ kind, owners, request, clients, product, floor }: Row): string {
  const cells = [
    kind,
    owners.toLocaleString('en'),
    request,
    clients,
    Math.round(product.perSecond),
    Math.round(floor.perSecond),
    `${(product.perSecond / floor.perSecond).toFixed(2)}x`,
    `${Math.round(product.cpuMicros)} / ${Math.round(floor.cpuMicros)}`,
    // The floor's CPU per request over the product's: what the req/s ratio would be if both were CPU-bound.
    `${(floor.cpuMicros / product.cpuMicros).toFixed(2)}x`,
    `${product.p50} / ${product.p99}`,
    `${floor.p50} / ${floor.p99}`,
    product.failures + floor.failures,
  ];
  return `| ${cells.join(' | ')} |`;
}

const rows: Row[] = [];
for (const kind of kinds) for (const ownerCount of ownerCounts) await benchOne(kind, ownerCount, rows);

console.log(
  `\n${seconds} s per run, ${rounds} rounds alternating product and floor, after a warm-up of each:\n`,
);
console.log([...HEADER, ...rows.map(formatRow)].join('\n'));

const compared = rows.filter((row) => row.baseline);
if (compared.length) {
  console.log(`\nThis checkout beside the baseline (${baselineDir}), same rounds, same data:\n`);
  console.log(
    '| owners | request | clients | product / baseline req/s | product / baseline CPU µs per request | CPU difference per request | product / baseline p99 ms |\n|---|---|---|---|---|---|---|',
  );
  for (const { owners, request, clients, product, baseline } of compared) {
    if (!baseline) continue;
    const cells = [
      owners.toLocaleString('en'),
      request,
      clients,
      `${Math.round(product.perSecond)} / ${Math.round(baseline.perSecond)}`,
      `${Math.round(product.cpuMicros)} / ${Math.round(baseline.cpuMicros)}`,
      `${Math.round(product.cpuMicros - baseline.cpuMicros)} µs`,
      `${product.p99} / ${baseline.p99}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

if (ownerCounts.length > 1) {
  const [fewest, most] = [Math.min(...ownerCounts), Math.max(...ownerCounts)];
  console.log(
    `\nList p99 of the product, ${most.toLocaleString('en')} owners against ${fewest.toLocaleString('en')}:`,
  );
  for (const kind of kinds) {
    for (const clients of clientCounts) {
      const at = (owners: number) =>
        rows.find(
          (row) =>
            row.kind === kind &&
            row.owners === owners &&
            row.clients === clients &&
            row.request.includes('/all'),
        );
      const [small, large] = [at(fewest), at(most)];
      if (small && large) {
        console.log(
          `- ${kind}, ${clients} clients: ${small.product.p99} ms → ${large.product.p99} ms (${(large.product.p99 / small.product.p99).toFixed(2)}x)`,
        );
      }
    }
  }
}
