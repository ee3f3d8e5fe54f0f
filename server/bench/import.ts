// Import throughput (issue 24): N owners (50,000 by default) as one CSV file, through POST /api/import/owners as a
// client sends it: the dry run, the import, and the same file again (every row unchanged); then N other owners
// through a background job (POST /api/import/owners/jobs, read until done, as the import page does); on each
// database, with the process's peak RSS during each. Beside it, in the same run and the same database, the floor: the same rows
// stored by the repository's bulk insert (no checks, no matching, no audit). Nothing is asserted.
//
//   pnpm --filter server bench:import [-- --owners 50000 --db pglite,postgres]
//   PostgreSQL: TEST_DATABASE_URL, else the project's throwaway server (scripts/postgres.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportJob, ImportReport } from '@pm/schemas/spreadsheet-import';
import { OWNER_VALUES } from '@pm/schemas/testing';
import Papa from 'papaparse';
import { buildApp } from '../src/app';
import { seedAdmin } from '../src/auth/admin-seed';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createOwnersRepository } from '../src/owners/owners-repository';
import { createBenchDatabase, type DatabaseKind } from './bench-database';

const { values } = parseArgs({
  options: {
    owners: { type: 'string', default: '50000' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const ownerCount = Number(values.owners);
const kinds = (values.db as string).split(',') as DatabaseKind[];
const MB = 1024 * 1024;

const { password: _password, ...ownerValues } = OWNER_VALUES;
const headers = ['email', ...Object.keys(ownerValues)];
const rowOf = (index: number, prefix: string) => [
  `${prefix}-${index}@example.com`,
  ...Object.values(ownerValues),
];

function csvOf(prefix: string) {
  const rows = Array.from({ length: ownerCount }, (_, index) => rowOf(index, prefix));
  return Buffer.from(Papa.unparse([headers, ...rows], { newline: '\r\n' }));
}

/** Runs `work`, sampling the RSS every 20 ms: its seconds and the peak RSS in MB. */
async function measured<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - start) / 1000, peakMb: Math.round(peak / MB) };
  } finally {
    clearInterval(sampler);
  }
}

async function benchOne(kind: DatabaseKind) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-import-'));
  const scratch = await createBenchDatabase(kind);
  const parsed = parseConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'import-bench-secret-that-is-long-enough-0123456789',
    DATA_DIR: workDir,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin12345',
    LOG_LEVEL: 'warn',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const config = parsed.config;
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: workDir });
  try {
    await database.migrate();
    await seedAdmin(database.db, config, { info: () => undefined });
    const app = await buildApp({ config, database, leaseWatch: false });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: config.admin });
    const authorization = `Bearer ${login.json().data.access_token}`;
    const file = csvOf(`import-${kind}`);
    const answer = async (url: string, payload?: FormData) => {
      const response = await app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: { authorization },
        ...(payload ? { payload: payload as unknown as string } : {}),
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json().data;
    };
    const formOf = (bytes: Buffer, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'owners.csv');
      return form;
    };
    const send = async (fields: Record<string, string>): Promise<ImportReport> =>
      answer('/api/import/owners', formOf(file, fields));
    const sendJob = async (bytes: Buffer): Promise<ImportReport> => {
      let job: ImportJob = await answer('/api/import/owners/jobs', formOf(bytes, {}));
      while (job.status === 'queued' || job.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        job = await answer(`/api/import/jobs/${job.id}`);
      }
      if (!job.report) throw new Error(`import job failed: ${job.failure}`);
      return job.report;
    };
    const line = (step: string, run: { seconds: number; peakMb: number }, report?: ImportReport) =>
      console.log(
        `${kind.padEnd(8)} ${step.padEnd(22)} ${run.seconds.toFixed(2).padStart(7)} s ` +
          `${Math.round(ownerCount / run.seconds)
            .toLocaleString('en')
            .padStart(8)} rows/s  peak RSS ${String(run.peakMb).padStart(5)} MB` +
          (report
            ? `  (${report.created} new, ${report.changed} changed, ${report.unchanged} unchanged)`
            : ''),
      );
    console.log(
      `${kind}: ${ownerCount.toLocaleString('en')} owners, ${(file.length / MB).toFixed(1)} MB of CSV`,
    );
    const dryRun = await measured(() => send({ dryRun: 'true' }));
    line('dry run', dryRun, dryRun.result);
    const imported = await measured(() => send({}));
    line('import', imported, imported.result);
    const again = await measured(() => send({}));
    line('same file again', again, again.result);
    const jobFile = csvOf(`job-${kind}`);
    const job = await measured(() => sendJob(jobFile));
    line('background job', job, job.result);

    const repository = createOwnersRepository(database.db, () => '');
    const floor = await measured(() =>
      repository.insertMany(
        Array.from({ length: ownerCount }, (_, index) => {
          const [email] = rowOf(index, `floor-${kind}`);
          return {
            ...ownerValues,
            email: email as string,
            passwordHash: 'x',
            billingThreshold: '5000',
          } as never;
        }),
      ),
    );
    line('floor: bulk insert', floor);
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

for (const kind of kinds) await benchOne(kind);
