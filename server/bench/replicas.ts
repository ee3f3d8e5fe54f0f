// Issue 13, "Scale out": one API replica against two, on one PostgreSQL database and one S3-compatible server
// (s3rver), on this machine in the same run; and how soon a file uploaded through one replica is served by the
// other. Prints figures, asserts nothing.
//   pnpm --filter server bench:replicas
//   pnpm --filter server bench:replicas -- --owners 10000 --clients 20 --seconds 5 --rounds 2 --uploads 200
// PostgreSQL: TEST_DATABASE_URL, else the project's throwaway server (scripts/postgres.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { multipartForm, PNG_BYTES } from '../test/multipart-helper';
import { ownerFields } from '../test/records';
import { startS3Server } from '../test/s3-server';
import { createBenchDatabase } from './bench-database';
import type { StartedProcess } from './bench-process';
import { startReplicaCluster } from './replica-cluster';
import { prepareOwners } from './seed-owners';

const defaults = { owners: 10_000, clients: 20, seconds: 5, rounds: 2, uploads: 200 };
type Option = keyof typeof defaults;
const { values: given } = parseArgs({
  options: Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string' as const }])),
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
});
const option = (name: Option) => Number(given[name] ?? defaults[name]);
const [ownerCount, clients, seconds, rounds, uploads] = (
  ['owners', 'clients', 'seconds', 'rounds', 'uploads'] as const
).map(option) as [number, number, number, number, number];

const workDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-replicas-'));
const database = await createBenchDatabase('postgres');
const s3 = await startS3Server();
let stopCluster = async () => {};
try {
  const ids = (await prepareOwners({ databaseUrl: database.url }, ownerCount)).sampleIds;
  const cluster = await startReplicaCluster({
    count: 2,
    databaseUrl: database.url as string,
    s3Env: s3.env,
    workDir,
  });
  stopCluster = cluster.stop;
  const [first, second] = cluster.replicas as [StartedProcess, StartedProcess];
  const login = await fetch(`${first.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cluster.admin),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const authorization = `Bearer ${token}`;

  const randomId = () => ids[Math.floor(Math.random() * ids.length)];
  /** `connections` clients on each replica at once for `seconds`: requests per second over all of them. */
  async function load(replicas: StartedProcess[], connections: number) {
    const results = await Promise.all(
      replicas.map((replica) =>
        autocannon({
          url: replica.baseUrl,
          connections,
          duration: seconds,
          headers: { authorization },
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({ ...request, path: `/api/owner?id=${randomId()}` }),
            },
          ],
        }),
      ),
    );
    return {
      perSecond: results.reduce((sum, result) => sum + result.requests.total / result.duration, 0),
      p99: Math.max(...results.map((result) => result.latency.p99)),
      failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    };
  }
  // The same number of clients in all: on one replica, or half on each of two.
  const one = () => load([first], clients);
  const two = () => load([first, second], Math.max(1, Math.round(clients / 2)));
  await one();
  await two();
  const oneRuns: Awaited<ReturnType<typeof load>>[] = [];
  const twoRuns: Awaited<ReturnType<typeof load>>[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      oneRuns.push(await one());
      twoRuns.push(await two());
    } else {
      twoRuns.push(await two());
      oneRuns.push(await one());
    }
  }
  const mean = (runs: { perSecond: number }[]) =>
    runs.reduce((sum, run) => sum + run.perSecond, 0) / runs.length;

  // Upload through one replica, then read the file through the other, one after another.
  const uploadMs: number[] = [];
  const readMs: number[] = [];
  const bothMs: number[] = [];
  let uploadFailures = 0;
  for (let index = 0; index < uploads; index += 1) {
    const [writer, reader] = index % 2 === 0 ? [first, second] : [second, first];
    const started = performance.now();
    const created = await fetch(`${writer.baseUrl}/api/owner/register`, {
      method: 'POST',
      headers: { authorization },
      body: multipartForm(ownerFields(), {
        profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
      }),
    });
    const uploaded = performance.now();
    const url = created.ok
      ? ((await created.json()) as { data: { profile: { profileImage: string } } }).data.profile.profileImage
      : undefined;
    const file = url ? await fetch(`${reader.baseUrl}${url}`) : undefined;
    const bytes = file?.ok ? Buffer.from(await file.arrayBuffer()) : undefined;
    const read = performance.now();
    if (!bytes?.equals(PNG_BYTES)) uploadFailures += 1;
    uploadMs.push(uploaded - started);
    readMs.push(read - uploaded);
    bothMs.push(read - started);
  }
  const percentile = (values: number[], share: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
  };
  const p50p99 = (values: number[]) =>
    `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)}`;

  console.log(
    `\nGET /api/owner?id=<random>, ${ownerCount.toLocaleString('en')} owners on PostgreSQL, ${clients} clients, ${seconds} s per run, ${rounds} rounds after a warm-up:\n`,
  );
  console.log('| replicas | req/s | p99 ms (worst round) | non-2xx |');
  console.log('|---|---|---|---|');
  for (const [count, runs] of [
    [1, oneRuns],
    [2, twoRuns],
  ] as const) {
    console.log(
      `| ${count} | ${Math.round(mean(runs))} | ${Math.max(...runs.map((run) => run.p99))} | ${runs.reduce((sum, run) => sum + run.failures, 0)} |`,
    );
  }
  console.log(`\nTwo replicas / one: ${(mean(twoRuns) / mean(oneRuns)).toFixed(2)}x`);
  console.log(
    `\n${uploads} uploads (one PNG, POST /api/owner/register) through one replica, each read back through the other (S3 on s3rver):\n`,
  );
  console.log('| step | p50 / p99 ms |');
  console.log('|---|---|');
  console.log(`| upload | ${p50p99(uploadMs)} |`);
  console.log(`| read on the other replica | ${p50p99(readMs)} |`);
  console.log(`| upload then read | ${p50p99(bothMs)} |`);
  console.log(`\nFailed or different reads: ${uploadFailures}`);
} finally {
  await stopCluster();
  await s3.stop();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}
