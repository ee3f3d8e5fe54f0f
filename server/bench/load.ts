// Load figures of the owners API with 10,000 owners stored (issue 3).
//   pnpm --filter server bench:load -- --db pglite
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres pnpm --filter server bench:load -- --db postgres
// Options: --owners 10000, --requests 2000 (per case), --warmup 200. Prints p50, p99 and requests/s; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/database';
import { owners } from '../src/db/schema/owners';
import { createOwnersRepository, type NewOwner } from '../src/owners/owners-repository';
import { createScratchDatabase } from '../test/scratch-database';

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    owners: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
  },
  // `pnpm bench:load -- --db postgres` passes the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
});
const kind = options.db;
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--db must be pglite or postgres');
const ownerCount = Number(options.owners);
const requestsPerCase = Number(options.requests);
const warmupRequests = Number(options.warmup);
const CONCURRENCIES = [10, 50];
const serverDir = path.resolve(import.meta.dirname, '..');

/** A fresh database: a PGlite folder, or a new database on the PostgreSQL of TEST_DATABASE_URL. */
async function createDatabase(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Set TEST_DATABASE_URL (node scripts/postgres.mjs start prints it).');
  const created = await createScratchDatabase(adminUrl, 'pm_bench');
  return { databaseUrl: created.url, drop: created.drop };
}

/** Seeds through the repository's bulk insert; one shared password hash (argon2 per owner would take minutes). */
async function seedOwners(dataDir: string, databaseUrl: string | undefined): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const passwordHash = await hashPassword('bench-owner-password');
    const start = Date.now();
    const newOwners: (NewOwner & { createdAt: Date })[] = Array.from({ length: ownerCount }, (_, index) => ({
      email: `owner${index}@bench.example.com`,
      passwordHash,
      name: `Owner ${index}`,
      nickName: `O${index}`,
      contactNo: String(800000000 + index),
      emergencyNo: String(900000000 + index),
      dob: '1980-01-01',
      passportNo: `P${index}`,
      passportExpiry: '2032-01-01',
      bankAccNo: String(1000000 + index),
      bankName: 'Bench Bank',
      bankBranch: 'Main',
      billingThreshold: null,
      payGovtTax: true,
      payCommonAreaFee: index % 2 === 0,
      profileImage: null,
      passportImage: null,
      bankImage: null,
      createdAt: new Date(start - index * 1000),
    }));
    await createOwnersRepository(database.db, () => null).insertMany(newOwners);
    const rows = await database.db.select({ id: owners.id }).from(owners);
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The real server (src/main.ts) in its own process, as in production. */
async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      await fetch(`${baseUrl}/api/session`);
      return { baseUrl, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error('The server did not start within 60 s.');
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

interface CaseResult {
  p50: number;
  p99: number;
  perSecond: number;
  failures: number;
}

/** `total` requests from `concurrency` clients, each starting its next request when the previous one ends. */
async function run(
  url: () => string,
  token: string,
  concurrency: number,
  total: number,
): Promise<CaseResult> {
  const latencies: number[] = [];
  let started = 0;
  let failures = 0;
  const client = async () => {
    while (started < total) {
      started += 1;
      const begin = performance.now();
      const response = await fetch(url(), { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      if (response.status !== 200) failures += 1;
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
  return { p50: percentile(50), p99: percentile(99), perSecond: total / seconds, failures };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-'));
const database = await createDatabase();
let child: ChildProcess | undefined;
try {
  const seedStart = performance.now();
  const ids = await seedOwners(dataDir, database.databaseUrl);
  console.log(
    `Seeded ${ids.length} owners into ${kind} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
  );

  const server = await startServer({
    DATA_DIR: dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  child = server.child;
  const token = await signIn(server.baseUrl);
  const randomId = () => ids[Math.floor(Math.random() * ids.length)];
  const cases = [
    {
      name: 'GET /api/owner/all?page=1&limit=15',
      url: () => `${server.baseUrl}/api/owner/all?page=1&limit=15`,
    },
    { name: 'GET /api/owner?id=<random>', url: () => `${server.baseUrl}/api/owner?id=${randomId()}` },
  ];

  const rows: string[] = [];
  for (const benchCase of cases) {
    for (const concurrency of CONCURRENCIES) {
      await run(benchCase.url, token, concurrency, warmupRequests);
      const result = await run(benchCase.url, token, concurrency, requestsPerCase);
      rows.push(
        `| ${kind} | ${benchCase.name} | ${concurrency} | ${requestsPerCase} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${Math.round(result.perSecond)} | ${result.failures} |`,
      );
    }
  }
  console.log(
    `\n${ownerCount} owners, ${requestsPerCase} requests per case after ${warmupRequests} warm-up requests:\n`,
  );
  console.log('| database | request | clients | requests | p50 ms | p99 ms | requests/s | non-200 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
